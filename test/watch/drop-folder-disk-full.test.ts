/**
 * A drop folder whose disk is full, the journal's disk having room: the note saying why a file was
 * refused cannot be written. That stopped the whole watcher with "the disk holding the journal is
 * full: . has 2732 KiB free", and each restart took the file again and stopped again. Now the
 * drop folder's disk is named, the file waits in processing/, the other files are handled, and
 * the file is refused with its note once there is room. The full disk is the note writer's
 * file-system seam failing its open as node:fs does on a full disk.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { diskFullWhile } from '../helpers/disk-full-while.js';
import { makeDropFolder, watchFolderOnce } from '../helpers/drop-folder.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';

const CSV = 'Vendor,Number,Date,Currency,Total,Net,Tax\n0000100009,DF-9,2026-05-01,EUR,119.00,100.00,19.00\n';

describe('a drop folder whose disk is full', () => {
  it("keeps the watcher going, names the drop folder's disk, and refuses the file with its note once there is room", async () => {
    const { dir, drop, inbox } = makeDropFolder('ib-drop-disk-full');
    // Matches the rule but is no spreadsheet: refused, with a note saying why.
    writeFileSync(join(inbox, 'notes.txt'), Buffer.from([0, 1, 2, 3, 0xff, 0xfe, 0, 0]));
    writeFileSync(join(inbox, 'good.csv'), CSV);
    const sandbox = await startTestSandbox();
    const journal = await openJournal(join(dir, 'journal.sqlite'));
    let full = true;
    const fileSystem = diskFullWhile(() => full);
    const pass = (lines: string[]) =>
      watchFolderOnce({ drop, journal, target: sandbox.target(), mapping: join(dir, 'm.yaml'), lines, fileSystem });
    try {
      const lines: string[] = [];
      const first = await pass(lines);
      expect(first).toMatchObject({ done: 1, failed: 0, parked: 1 });
      expect(readdirSync(join(drop, 'processing'))).toEqual(['notes.txt']);
      expect(readdirSync(join(drop, 'done'))).toEqual(['good.csv']);
      const said = lines.find((line) => line.startsWith('notes.txt'));
      expect(said).toContain(`THE DROP FOLDER'S DISK IS FULL: ${join(drop, 'results')} has `);
      expect(said).toMatch(/has \d+ KiB free; the note saying why could not be written \(ENOSPC: /);
      expect(said).toContain('left in processing/ to be tried again when there is room');
      expect(said).not.toMatch(/holding the journal/);
      expect(sandbox.stats().createRequests).toBe(1);

      full = false;
      const again: string[] = [];
      const second = await pass(again);
      expect(second).toMatchObject({ done: 0, failed: 1, parked: 0 });
      expect(readdirSync(join(drop, 'processing'))).toEqual([]);
      expect(readdirSync(join(drop, 'failed'))).toEqual(['notes.txt']);
      const notes = readdirSync(join(drop, 'results')).filter((name) => name.startsWith('notes'));
      expect(notes).toHaveLength(1);
      expect(again.find((line) => line.startsWith('notes.txt'))).toMatch(
        /not uploaded: .* -> failed\/notes\.txt; results /,
      );
      expect(sandbox.stats().createRequests).toBe(1);
    } finally {
      await journal.close();
      await sandbox.close();
    }
  });
});
