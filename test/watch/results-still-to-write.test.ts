/**
 * A results workbook still to come while the drop folder's disk stays full: each try takes a claim
 * in the journal and opens a file, and it was tried at every pass (every few seconds) for as long
 * as the disk stayed full. It is now tried again after 15 s, the wait doubling up to 5 minutes,
 * and said once in the log; once there is room it is written at the next try.
 */
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { dropFolders } from '../../src/watch/drop-folders.js';
import { journalResults } from '../../src/watch/journal-results.js';
import { resultsStillToWrite } from '../../src/watch/results-still-to-write.js';
import { diskFullWhile } from '../helpers/disk-full-while.js';
import { makeDropFolder, watchFolderOnce } from '../helpers/drop-folder.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';

const HEADER = 'Vendor,Number,Date,Currency,Total,Net,Tax\n';
const workbooksIn = (results: string) => readdirSync(results).filter((name) => /^w2-results-\d{8}-/.test(name));

let sandbox: TestSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

it('a workbook the full disk keeps refusing is tried again less and less often, said once, and written once there is room', async () => {
  const { dir, drop, inbox } = makeDropFolder('ib-drop-results-backoff');
  writeFileSync(join(inbox, 'w2.csv'), `${HEADER}0000100011,BACK-1,2026-05-01,EUR,119.00,100.00,19.00\n`);
  sandbox = await startTestSandbox();
  const file = join(dir, 'journal.sqlite');
  const journal = await openJournal(file);
  try {
    await watchFolderOnce({ drop, journal, target: sandbox.target(), mapping: join(dir, 'm.yaml') });
    // As a workbook the results folder refused: gone, and the journal without its name.
    const results = join(drop, 'results');
    rmSync(join(results, workbooksIn(results)[0]!));
    const db = new Database(file);
    db.prepare('UPDATE runs SET results_file = NULL').run();
    db.close();

    let full = true;
    let tries = 0;
    const fileSystem = diskFullWhile(
      () => full,
      (path) => /[/\\]w2-results-\d{8}-/.test(path) && (tries += 1) > 0,
    );
    const held = new Set<string>();
    let claimsTaken = 0;
    const claims = {
      hold: (key: string) => (claimsTaken += 1) > 0 && !held.has(key) && (held.add(key), true),
      release: (key: string) => void held.delete(key),
    };
    const lines: [string, string][] = [];
    let clock = Date.parse('2026-12-02T08:00:00Z');
    const later = resultsStillToWrite(
      journalResults(journal, { target: sandbox.target(), fileSystem }),
      dropFolders(drop),
      claims,
      (line, event) => lines.push([event, line]),
      () => clock,
    );
    await later.load();
    // Ten minutes of passes 3 s apart, the disk full all along.
    for (let pass = 0; pass < 200; pass += 1, clock += 3_000) await later.retry();
    // At 0, 15, 45, 105, 225 and 465 s (waits of 15, 30, 60, 120 and 240 s): 6 tries, not 200.
    expect(tries).toBe(6);
    expect(claimsTaken).toBe(6);
    expect(later.size()).toBe(1);
    expect(lines).toEqual([
      [
        'results not written',
        expect.stringMatching(
          /^w2\.csv: results workbook of run 1 still cannot be written \(.*ENOSPC.*\); tried again after 15 s, the wait doubling up to every 5 minutes, until there is room$/,
        ),
      ],
    ]);

    full = false;
    clock += 300_000;
    await later.retry();
    expect(later.size()).toBe(0);
    expect(workbooksIn(results)).toHaveLength(1);
    expect(lines.at(-1)?.[0]).toBe('results written later');
  } finally {
    await journal.close();
  }
});
