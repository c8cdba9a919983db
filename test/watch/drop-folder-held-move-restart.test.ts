/**
 * A handled file whose move to done/ or failed/ the drop folder's full disk refused, then the
 * watcher restarted before there was room: the watcher started next found the file in processing/
 * and handled it again, recording it a second time (a second watch_files row) and, for a refused
 * file, writing a second note. Now it recognizes a file whose handling the journal holds (same
 * folder, name and content, its outcome recorded) and only makes the move: nothing sent, one row,
 * one note.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { diskFullWhile } from '../helpers/disk-full-while.js';
import { makeDropFolder, watchFolderOnce } from '../helpers/drop-folder.js';
import { sqliteDb } from '../helpers/sqlite-db.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';

const HEADER = 'Vendor,Number,Date,Currency,Total,Net,Tax\n';
const FILES = {
  // Uploaded, one invoice created.
  'a.csv': `${HEADER}0000100011,HELD-1,2026-05-01,EUR,119.00,100.00,19.00\n`,
  // Refused: no column the mapping reads.
  'bad.csv': 'Something,Else\n1,2\n',
};

describe('a move held for a full disk, then the watcher restarted', () => {
  it('is only made by the next watcher: nothing sent again, no second row, no second note', async () => {
    const { dir, drop, inbox } = makeDropFolder('ib-drop-held-restart');
    for (const [name, text] of Object.entries(FILES)) writeFileSync(join(inbox, name), text);
    const sandbox = await startTestSandbox();
    const journal = await openJournal(join(dir, 'journal.sqlite'));
    const processing = join(drop, 'processing');
    const results = join(drop, 'results');
    const base = { drop, journal, target: sandbox.target(), mapping: join(dir, 'm.yaml') };
    try {
      // The disk refuses the moves to done/ and failed/; the watcher is stopped before there is room.
      const full = (path: string) => path.startsWith(join(drop, 'done')) || path.startsWith(join(drop, 'failed'));
      const first = await watchFolderOnce({ ...base, moveFileSystem: diskFullWhile(() => true, full) });
      expect(first).toMatchObject({ done: 0, failed: 0, parked: 2 });
      expect(readdirSync(processing).sort()).toEqual(['a.csv', 'bad.csv']);
      const notes = readdirSync(results).filter((name) => name.startsWith('bad-'));
      expect(notes).toHaveLength(1);

      // Restarted once there is room.
      const lines: string[] = [];
      const second = await watchFolderOnce({ ...base, lines });
      expect(second).toMatchObject({ done: 1, failed: 1, parked: 0 });
      expect(readdirSync(processing)).toEqual([]);
      expect(readdirSync(join(drop, 'done'))).toEqual(['a.csv']);
      expect(readdirSync(join(drop, 'failed'))).toEqual(['bad.csv']);
      expect(readdirSync(results).filter((name) => name.startsWith('bad-'))).toEqual(notes);
      const rows = sqliteDb(journal).prepare('SELECT file_name AS name, outcome FROM watch_files ORDER BY name').all();
      expect(rows).toEqual([
        { name: 'a.csv', outcome: 'done' },
        { name: 'bad.csv', outcome: 'refused' },
      ]);
      expect(sandbox.stats().createRequests).toBe(1);
      expect(lines.find((line) => line.startsWith('a.csv'))).toMatch(
        /^a\.csv \(taken again after an interrupted run\): handled before the restart \(run 1\); only its move was owed, nothing sent again -> done\/a\.csv; results results\/a-results-\d{8}-\d{6}\.xlsx$/,
      );
      expect(lines.find((line) => line.startsWith('bad.csv'))).toMatch(
        new RegExp(
          `^bad\\.csv .*: not uploaded: .*; refused before the restart, its note already written -> failed/bad\\.csv; results results/${notes[0]!.replace('.', '\\.')}$`,
        ),
      );
    } finally {
      await journal.close();
      await sandbox.close();
    }
  });
});
