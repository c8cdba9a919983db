/**
 * A dropped file whose invoices were all sent but whose results workbook cannot be written
 * (results/ full or not writable): the reason must reach the log, saying that the invoices were
 * sent and where their outcomes are, so nobody drops the file again or thinks nothing happened.
 * The file goes to done/ (its invoices were posted), and the workbook is written from the journal
 * at the watcher's next pass once results/ takes it: it was never written, even after a restart.
 * As root no permission stops a write, so results/ is swapped for a file while the answers come
 * back, and put back before the move (the watcher checks the folders' identity then).
 */
import { readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { makeDropFolder, watchFolderOnce } from '../helpers/drop-folder.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';

const HEADER = 'Vendor,Number,Date,Currency,Total,Net,Tax\n';
const row = (n: number) => `00001000${String(n + 10)},FULL-${n},2026-05-01,EUR,119.00,100.00,19.00\n`;

describe('a dropped file whose results workbook cannot be written', () => {
  it('is logged with the system reason and the journal and run to read, goes to done/, and gets its workbook once there is room', async () => {
    const { dir, drop, inbox } = makeDropFolder('ib-drop-results-unwritten');
    writeFileSync(join(inbox, 'r9.csv'), HEADER + [1, 2, 3].map(row).join(''));
    const sandbox = await startTestSandbox({ latencyMs: 300 });
    const journalFile = join(dir, 'journal.sqlite');
    const journal = await openJournal(journalFile);
    const lines: string[] = [];
    const results = join(drop, 'results');
    try {
      const summary = await watchFolderOnce({
        drop,
        journal,
        target: sandbox.target(),
        mapping: join(dir, 'm.yaml'),
        lines,
        journalLocation: journalFile,
        around: async (_file, handle) => {
          const handling = handle();
          while (sandbox.stats().createRequests < 3) await sleep(5);
          // Every invoice is on its way: the results workbook is written once their answers are in.
          renameSync(results, join(dir, 'results-away'));
          writeFileSync(results, 'not a folder');
          await handling;
          rmSync(results);
          renameSync(join(dir, 'results-away'), results);
        },
      });
      // Written at the end of the pass, results/ being back: nothing is left for a person.
      expect(summary).toMatchObject({ resultsUnwritten: 0, done: 1, failed: 0 });
    } finally {
      await journal.close();
    }
    expect(sandbox.stats().createRequests).toBe(3);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      new RegExp(
        `^r9\\.csv: 3 invoices: 3 created; RESULTS WORKBOOK NOT WRITTEN \\(E[A-Z]+: .*/drop/results.*\\); the invoices were sent as counted, do not drop the file again: every outcome is in the journal ${journalFile.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(invoice-batch journal --run 1\\), and the watcher writes the workbook from it once there is room; annotated copy not written either -> done/r9\\.csv$`,
      ),
    );
    const workbooks = readdirSync(results).filter((name) => name.endsWith('.xlsx'));
    expect(workbooks).toEqual([expect.stringMatching(/^r9-results-\d{8}-\d{6}\.xlsx$/)]);
    expect(lines[1]).toBe(`r9.csv: results workbook written now, from the journal: ${join(results, workbooks[0]!)}`);
    expect(readdirSync(join(drop, 'done'))).toEqual(['r9.csv']);
    expect(readdirSync(join(drop, 'failed'))).toEqual([]);
  });
});
