/**
 * A dropped file whose upload a rejection storm stopped (the first 25 invoices sent all rejected
 * for one reason) goes to failed/: it was left with no results workbook, nothing in results/ and a
 * journal row without its run, so staff saw nothing of what was sent and what was not. Its
 * workbook is written as any handled file's, the invoices never sent listed as "not sent", and its
 * row names its run.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { makeDropFolder, watchFolderOnce, watchLayoutOnce } from '../helpers/drop-folder.js';
import { resultsByInvoice, summaryValues } from '../helpers/read-workbook.js';
import { resultsRefusedWhile } from '../helpers/results-refused-while.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';

const HEADER = 'Vendor,Number,Date,Currency,Total,Net,Tax\n';
// A vendor the finance system does not know: every invoice is rejected for the same reason.
const row = (n: number) => `0000999999,STORM-${n},2026-05-01,EUR,119.00,100.00,19.00\n`;
const COUNT = 40;

let sandbox: TestSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

it('a file a rejection storm stopped gets its results workbook, its unsent invoices as not sent, and its run recorded', async () => {
  const { dir, drop, inbox } = makeDropFolder('ib-drop-storm');
  writeFileSync(join(inbox, 's1.csv'), HEADER + Array.from({ length: COUNT }, (_, n) => row(n + 1)).join(''));
  sandbox = await startTestSandbox();
  const lines: string[] = [];
  const summary = await watchLayoutOnce({ dir, drop }, { target: sandbox.target(), lines });
  const journal = await openJournal(join(dir, 'journal.sqlite'));
  try {
    expect(summary).toMatchObject({ failed: 1, resultsUnwritten: 0 });
    expect(readdirSync(join(drop, 'failed'))).toEqual(['s1.csv']);
    const sent = sandbox.stats().createRequests;
    expect(sent).toBeGreaterThanOrEqual(25);
    expect(sent).toBeLessThan(COUNT);

    const results = join(drop, 'results');
    const workbooks = readdirSync(results).filter((name) => /^s1-results-\d{8}-\d{6}\.xlsx$/.test(name));
    expect(workbooks).toHaveLength(1);
    const workbook = join(results, workbooks[0]!);
    expect(lines[0]).toContain(`; results results/${workbooks[0]}`);
    const outcomes = [...(await resultsByInvoice(workbook)).values()].map((values) => values.Outcome);
    expect(outcomes.filter((outcome) => outcome === 'rejected')).toHaveLength(sent);
    expect(outcomes.filter((outcome) => outcome === 'not sent')).toHaveLength(COUNT - sent);
    const said = await summaryValues(workbook);
    expect(String(said.get('Source path'))).toBe(join(drop, 'failed', 's1.csv'));

    const row = await journal.watch.findLastUploadNamed(drop, 's1.csv', '2000-01-01');
    expect(row?.runId).toBe(1);
    expect((await journal.runs.findRun(1))?.resultsFile).toBe(workbook);
  } finally {
    await journal.close();
  }
});

it('a stormed file whose workbook the results folder refused gets it from the watcher started after a restart', async () => {
  const { dir, drop, inbox } = makeDropFolder('ib-drop-storm-restart');
  writeFileSync(join(inbox, 's1.csv'), HEADER + Array.from({ length: COUNT }, (_, n) => row(n + 1)).join(''));
  sandbox = await startTestSandbox({ latencyMs: 100 });
  const results = join(drop, 'results');
  const file = join(dir, 'journal.sqlite');
  const resultsRefused = resultsRefusedWhile(() => sandbox!, results, join(dir, 'results-away'), 25);
  const stop = new AbortController();
  const first = await openJournal(file);
  const mapping = join(dir, 'm.yaml');
  try {
    await watchFolderOnce({
      drop,
      journal: first,
      target: sandbox.target(),
      mapping,
      once: false,
      signal: stop.signal,
      around: async (claimed, handle) => {
        await resultsRefused(claimed, handle);
        stop.abort();
      },
    });
  } finally {
    await first.close();
  }
  expect(readdirSync(join(drop, 'failed'))).toEqual(['s1.csv']);
  expect(readdirSync(results).filter((name) => name.startsWith('s1-results-'))).toEqual([]);

  const journal = await openJournal(file);
  const lines: string[] = [];
  try {
    expect(await watchFolderOnce({ drop, journal, target: sandbox.target(), mapping, lines })).toMatchObject({
      resultsUnwritten: 0,
    });
  } finally {
    await journal.close();
  }
  const written = readdirSync(results).filter((name) => /^s1-results-\d{8}-\d{6}\.xlsx$/.test(name));
  expect(written).toHaveLength(1);
  expect(lines).toEqual([`s1.csv: results workbook written now, from the journal: ${join(results, written[0]!)}`]);
  const outcomes = [...(await resultsByInvoice(join(results, written[0]!))).values()].map((values) => values.Outcome);
  expect(outcomes.filter((outcome) => outcome === 'not sent').length).toBe(COUNT - sandbox.stats().createRequests);
});
