/**
 * A file taken while one of the same name lay in processing/ is taken under a stamped name
 * (`bad.20261202-073000.csv`) and recorded under the name it was dropped as. A watcher started
 * after a restart found it under the stamped name, did not recognize its recorded handling, and
 * handled it as a new file: a second refusal note and a second row. It is now looked up under the
 * name it was dropped as too.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { diskFullWhile } from '../helpers/disk-full-while.js';
import { makeDropFolder, watchFolderOnce } from '../helpers/drop-folder.js';
import { sqliteDb } from '../helpers/sqlite-db.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';

it('a file under a stamped name in processing/ is recognized after a restart by the name it was dropped as', async () => {
  const { dir, drop, inbox } = makeDropFolder('ib-drop-stamped-restart');
  const sandbox = await startTestSandbox();
  const journal = await openJournal(join(dir, 'journal.sqlite'));
  const processing = join(drop, 'processing');
  const results = join(drop, 'results');
  const base = { drop, journal, target: sandbox.target(), mapping: join(dir, 'm.yaml') };
  const notes = () => readdirSync(results).filter((name) => name.startsWith('bad'));
  // The disk refuses the moves to failed/: refused files stay in processing/.
  const full = (path: string) => path.startsWith(join(drop, 'failed'));
  const moveFileSystem = diskFullWhile(() => true, full);
  try {
    writeFileSync(join(inbox, 'bad.csv'), 'Something,Else\n1,2\n');
    await watchFolderOnce({ ...base, moveFileSystem });
    // A second file of that name, taken beside the first under a stamped name.
    writeFileSync(join(inbox, 'bad.csv'), 'Other,Thing\n3,4\n');
    await watchFolderOnce({ ...base, moveFileSystem });
    const stamped = readdirSync(processing).filter((name) => name !== 'bad.csv');
    expect(stamped).toEqual([expect.stringMatching(/^bad\.\d{8}-\d{6}\.csv$/)]);
    const written = notes();
    expect(written).toHaveLength(2);

    // Restarted once there is room.
    const lines: string[] = [];
    expect(await watchFolderOnce({ ...base, lines })).toMatchObject({ failed: 2, parked: 0 });
    expect(readdirSync(processing)).toEqual([]);
    expect(notes()).toEqual(written);
    const rows = sqliteDb(journal).prepare('SELECT file_name AS name FROM watch_files ORDER BY id').all();
    expect(rows).toEqual([{ name: 'bad.csv' }, { name: 'bad.csv' }]);
    expect(lines.find((line) => line.startsWith(stamped[0]!))).toMatch(
      /refused before the restart, its note already written/,
    );
  } finally {
    await journal.close();
    await sandbox.close();
  }
});
