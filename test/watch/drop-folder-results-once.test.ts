/**
 * A run's results workbook is written once: a journal that fails between writing the workbook and
 * recording its path (a full SQLite disk, a PostgreSQL connection cut) leaves the run listed as
 * still lacking its workbook, and the next watcher wrote a second one beside the first. It now
 * finds the one the run wrote (its name in results/, its Summary's Run) and records that instead.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { JournalError } from '../../src/errors.js';
import { asJournalError } from '../../src/journal/journal-error.js';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import { makeDropFolder, watchFolderOnce } from '../helpers/drop-folder.js';
import { withProxiedJournal } from '../helpers/proxied-postgres-journal.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';

const HEADER = 'Vendor,Number,Date,Currency,Total,Net,Tax\n';
const row = (n: number) => `00001000${String(n + 10)},ONCE-${n},2026-05-01,EUR,119.00,100.00,19.00\n`;
const workbooksIn = (results: string) => readdirSync(results).filter((name) => /^w1-results-\d{8}-/.test(name));

let sandbox: TestSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

/** The journal's record of a results file fails as a full SQLite disk does; everything else goes through. */
function failResultsRecord(journal: Journal): void {
  const full = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
  Object.assign(journal, {
    runs: {
      ...journal.runs,
      setRunResultsFile: () => Promise.reject(asJournalError(full, 'journal.sqlite', 'recording the results file')),
    },
  });
}

async function dropFolderWithFile(prefix: string) {
  const layout = makeDropFolder(prefix);
  writeFileSync(join(layout.inbox, 'w1.csv'), HEADER + [1, 2, 3].map(row).join(''));
  sandbox = await startTestSandbox();
  return { ...layout, results: join(layout.drop, 'results'), target: sandbox.target(), sandbox };
}

/** The watcher after the failing one: the run's workbook is the one written before, recorded now. */
async function expectWrittenOnce(journal: Journal, drop: { drop: string; dir: string; results: string }) {
  const [written, ...more] = workbooksIn(drop.results);
  expect(written).toBeDefined();
  expect(more).toEqual([]);
  const lines: string[] = [];
  const summary = await watchFolderOnce({
    drop: drop.drop,
    journal,
    target: sandbox!.target(),
    mapping: join(drop.dir, 'm.yaml'),
    lines,
  });
  expect(workbooksIn(drop.results)).toEqual([written]);
  expect(summary).toMatchObject({ done: 1, resultsUnwritten: 0 });
  expect((await journal.runs.findRun(1))?.resultsFile).toBe(join(drop.results, written!));
  expect(lines.join('\n')).toContain(
    `results workbook found, written before the journal failed: ${join(drop.results, written!)}`,
  );
  expect(sandbox!.stats().createRequests).toBe(3);
}

describe('a journal that fails between writing a results workbook and recording it', () => {
  it('a full SQLite journal: the next watcher records the workbook written, and writes no second one', async () => {
    const drop = await dropFolderWithFile('ib-drop-results-once');
    const file = join(drop.dir, 'journal.sqlite');
    const failing = await openJournal(file);
    failResultsRecord(failing);
    const stopped = await watchFolderOnce({
      drop: drop.drop,
      journal: failing,
      target: drop.target,
      mapping: join(drop.dir, 'm.yaml'),
    }).catch((error: unknown) => error);
    await failing.close();

    expect(stopped).toBeInstanceOf(JournalError);
    // The stop names the run's workbook as written, and writes none from memory beside it.
    expect(String(stopped)).toContain('The results of run 1 are in ');
    expect(readdirSync(join(drop.drop, 'processing'))).toEqual(['w1.csv']);

    const journal = await openJournal(file);
    try {
      await expectWrittenOnce(journal, drop);
    } finally {
      await journal.close();
    }
  });

  it('a PostgreSQL connection cut at the record: the next watcher records the workbook written, and no second', async () => {
    const drop = await dropFolderWithFile('ib-drop-results-once-pg');
    await withProxiedJournal(async (proxied, url, proxy) => {
      // Every try of the record is cut before it reaches the server, until the journal's wait is over.
      proxy.arm('UPDATE runs SET results_file', 'before-sending', 1000);
      const stopped = await watchFolderOnce({
        drop: drop.drop,
        journal: proxied,
        target: drop.target,
        mapping: join(drop.dir, 'm.yaml'),
      }).catch((error: unknown) => error);
      expect(stopped).toBeInstanceOf(JournalError);
      // Disarmed: a mark no statement holds.
      proxy.arm('\u0000no statement holds this\u0000');
      const journal = await openJournal(url);
      try {
        await expectWrittenOnce(journal, drop);
      } finally {
        await journal.close();
      }
    });
  }, 60_000);
});
