/**
 * A drop folder whose disk fills after a file's invoices were sent: the move to done/ (or failed/)
 * is refused with ENOSPC. That stopped the whole watcher with the file in processing/. Now the
 * file waits there, its outcomes recorded, the drop folder's disk and free space are said once,
 * the other files are handled, and the move is made at a later pass once there is room: nothing
 * is posted twice and no file is handled twice. The full disk is the dropdisk tests' file-system
 * seam, failing the open that reserves the file's name in done/ as node:fs does on a full disk.
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

describe('a move to done/ refused because the drop folder is full', () => {
  it('keeps the file in processing/, says so once, handles the other files and moves it once there is room', async () => {
    const { dir, drop, inbox } = makeDropFolder('ib-drop-move-full');
    writeFileSync(join(inbox, 'a.csv'), csv('MOVE-1'));
    writeFileSync(join(inbox, 'b.csv'), csv('MOVE-2'));
    const sandbox = await startTestSandbox();
    const journalFile = join(dir, 'journal.sqlite');
    const journal = await openJournal(journalFile);
    let full = true;
    // Full for the move to done/ only: the take into processing/ needs no new block.
    const moveFileSystem = diskFullWhile(
      () => full,
      (path) => path.startsWith(join(drop, 'done')),
    );
    const stop = new AbortController();
    const lines: string[] = [];
    const isFullLine = (line: string) => line.includes("THE DROP FOLDER'S DISK IS FULL");
    const processing = join(drop, 'processing');
    const done = join(drop, 'done');
    let watching: Promise<unknown> = Promise.resolve();
    try {
      // A service: it polls on, and room is made while it runs.
      watching = watchFolderOnce({
        drop,
        journal,
        target: sandbox.target(),
        mapping: join(dir, 'm.yaml'),
        lines,
        once: false,
        signal: stop.signal,
        moveFileSystem,
      });
      await waitUntil('both files handled', () => lines.filter(isFullLine).length === 2, 20_000);
      // Both uploaded, neither moved: no empty file of their names is left in done/.
      expect(readdirSync(processing).sort()).toEqual(['a.csv', 'b.csv']);
      expect(readdirSync(done)).toEqual([]);
      for (const name of ['a.csv', 'b.csv']) {
        const said = lines.find((line) => line.startsWith(`${name}: `));
        expect(said).toMatch(
          new RegExp(
            `^${name.replace('.', '\\.')}: 1 invoice: 1 created; THE DROP FOLDER'S DISK IS FULL: ${done.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} has \\d+ KiB free; the file could not be moved to done/ \\(ENOSPC: .*\\); left in processing/ to be moved on when there is room; results results/${name.slice(0, 1)}-results-\\d{8}-\\d{6}\\.xlsx$`,
          ),
        );
      }
      full = false;
      await waitUntil('both files moved', () => readdirSync(done).length === 2, 20_000);
      stop.abort();
      const summary = (await watching) as WatchSummary;
      expect(summary).toMatchObject({ done: 2, failed: 0, parked: 0 });
      expect(readdirSync(done).sort()).toEqual(['a.csv', 'b.csv']);
      expect(readdirSync(processing)).toEqual([]);
      // Said once each, however many passes the disk stayed full.
      expect(lines.filter(isFullLine)).toHaveLength(2);
      expect(lines.filter((line) => line.includes('moved on now that the drop folder has room')).sort()).toEqual([
        'a.csv: moved on now that the drop folder has room -> done/a.csv',
        'b.csv: moved on now that the drop folder has room -> done/b.csv',
      ]);
      // Each handled once: one record each, nothing posted twice.
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
});
