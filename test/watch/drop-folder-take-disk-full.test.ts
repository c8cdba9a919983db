/**
 * A drop folder whose disk refuses to take a file from inbox/ into processing/ (ENOSPC, or the
 * share's quota: the rename needs a new block for the name in processing/). That stopped the whole
 * watcher. Now the file stays in inbox/ untaken, nothing of it sent, the drop folder's disk and free
 * space are said once (event 'drop folder full'), the other files are taken, and the file is taken
 * at a later pass once there is room. The full disk is the dropdisk tests' file-system seam, failing
 * the rename into processing/ as node:fs does on a full disk.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import type { WatchSummary } from '../../src/watch/watch-summary.js';
import { diskFullWhile } from '../helpers/disk-full-while.js';
import { makeDropFolder, watchFolderOnce } from '../helpers/drop-folder.js';
import { sqliteDb } from '../helpers/sqlite-db.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { waitUntil } from '../helpers/wait-until.js';

const HEADER = 'Vendor,Number,Date,Currency,Total,Net,Tax\n';
const csv = (number: string) => `${HEADER}0000100011,${number},2026-05-01,EUR,119.00,100.00,19.00\n`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('a take into processing/ refused because the drop folder is full', () => {
  it('leaves the file in inbox/, says so once, takes the other files and takes it once there is room', async () => {
    const { dir, drop, inbox } = makeDropFolder('ib-drop-take-full');
    writeFileSync(join(inbox, 'a.csv'), csv('TAKE-1'));
    writeFileSync(join(inbox, 'b.csv'), csv('TAKE-2'));
    const sandbox = await startTestSandbox();
    const journal = await openJournal(join(dir, 'journal.sqlite'));
    const processing = join(drop, 'processing');
    const done = join(drop, 'done');
    let full = true;
    // Only a.csv's name needs a new block in processing/.
    const moveFileSystem = diskFullWhile(
      () => full,
      (path) => path === join(processing, 'a.csv'),
    );
    const stop = new AbortController();
    const lines: string[] = [];
    const events: string[] = [];
    let passes = 0;
    let watching: Promise<unknown> = Promise.resolve();
    try {
      watching = watchFolderOnce({
        drop,
        journal,
        target: sandbox.target(),
        mapping: join(dir, 'm.yaml'),
        lines,
        events,
        once: false,
        signal: stop.signal,
        moveFileSystem,
        // Counts the watcher's passes over inbox/ while the disk stays full.
        now: () => {
          if (full) passes += 1;
          return new Date();
        },
      });
      await waitUntil('b.csv handled', () => readdirSync(done).includes('b.csv'), 20_000);
      // Several more passes with the disk still full: the line is said once.
      const seen = passes;
      await waitUntil('more passes', () => passes > seen + 20, 20_000);
      expect(readdirSync(inbox)).toEqual(['a.csv']);
      expect(sandbox.stats().createRequests).toBe(1);
      const saidFull = lines.filter((line) => line.includes("THE DROP FOLDER'S DISK IS FULL"));
      expect(saidFull).toHaveLength(1);
      expect(saidFull[0]).toMatch(
        new RegExp(
          `^a\\.csv: not taken; THE DROP FOLDER'S DISK IS FULL: ${escape(processing)} has \\d+ KiB free; the file could not be taken into processing/ \\(ENOSPC: no space left on device, rename .*\\); left in inbox/, nothing sent, to be taken when there is room$`,
        ),
      );
      expect(events[lines.indexOf(saidFull[0]!)]).toBe('drop folder full');
      full = false;
      await waitUntil('a.csv handled', () => readdirSync(done).includes('a.csv'), 20_000);
      stop.abort();
      const summary = (await watching) as WatchSummary;
      expect(summary).toMatchObject({ done: 2, failed: 0, parked: 0 });
      expect(readdirSync(inbox)).toEqual([]);
      expect(readdirSync(processing)).toEqual([]);
      // Each taken and sent once.
      const handled = sqliteDb(journal).prepare('SELECT file_name AS name FROM watch_files ORDER BY name').all();
      expect(handled).toEqual([{ name: 'a.csv' }, { name: 'b.csv' }]);
      expect(sandbox.stats().createRequests).toBe(2);
    } finally {
      stop.abort();
      await watching.catch(() => undefined);
      await journal.close();
      await sandbox.close();
    }
  });

  it('is counted as parked by --once, the file left in inbox/', async () => {
    const { dir, drop, inbox } = makeDropFolder('ib-drop-take-full-once');
    writeFileSync(join(inbox, 'a.csv'), csv('TAKE-3'));
    const sandbox = await startTestSandbox();
    const journal = await openJournal(join(dir, 'journal.sqlite'));
    const lines: string[] = [];
    try {
      const summary = await watchFolderOnce({
        drop,
        journal,
        target: sandbox.target(),
        mapping: join(dir, 'm.yaml'),
        lines,
        moveFileSystem: diskFullWhile(() => true),
      });
      expect(summary).toMatchObject({ done: 0, failed: 0, parked: 1 });
      expect(readdirSync(inbox)).toEqual(['a.csv']);
      expect(lines.filter((line) => line.startsWith('a.csv: not taken; '))).toHaveLength(1);
      expect(sandbox.stats().createRequests).toBe(0);
    } finally {
      await journal.close();
      await sandbox.close();
    }
  });
});
