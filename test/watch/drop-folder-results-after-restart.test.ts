/**
 * A dropped file whose invoices were all sent but whose results workbook the results folder
 * refused, and a watcher stopped before there was room: the workbook still to come was kept in
 * the watcher's memory only, so after a restart it was never written and nobody was told. The
 * journal says which handled files lack their workbook; a watcher started later writes each once,
 * and while one is still to come a note in results/ tells staff so. The full results folder is
 * results/ swapped for a file while the answers come back (as root no permission stops a write),
 * and for the later writes the dropdisk tests' file-system seam failing the workbook's open.
 */
import { existsSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { diskFullWhile } from '../helpers/disk-full-while.js';
import { makeDropFolder, watchFolderOnce, type WatchOnceOptions } from '../helpers/drop-folder.js';
import { summaryValues } from '../helpers/read-workbook.js';
import { resultsRefusedWhile } from '../helpers/results-refused-while.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { testPostgresUrl } from '../helpers/start-postgres.js';

const HEADER = 'Vendor,Number,Date,Currency,Total,Net,Tax\n';
const row = (n: number) => `00001000${String(n + 10)},LATE-${n},2026-05-01,EUR,119.00,100.00,19.00\n`;

const workbooksIn = (results: string) => readdirSync(results).filter((name) => /^r9-results-\d{8}-/.test(name));
const notesIn = (results: string) => readdirSync(results).filter((name) => name.startsWith('r9-results-to-come-'));

let sandbox: TestSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

/** A drop folder with r9.csv (3 invoices) in its inbox, and one watcher pass at a time over it, each with the journal opened anew. */
async function dropFolderWithFile(prefix: string, backend: 'sqlite' | 'postgres' = 'sqlite') {
  const { dir, drop, inbox } = makeDropFolder(prefix);
  writeFileSync(join(inbox, 'r9.csv'), HEADER + [1, 2, 3].map(row).join(''));
  sandbox = await startTestSandbox({ latencyMs: 300 });
  const target = sandbox.target();
  const journalFile = backend === 'sqlite' ? join(dir, 'journal.sqlite') : await testPostgresUrl();
  const results = join(drop, 'results');
  const pass = async (lines: string[], more: Partial<WatchOnceOptions> = {}) => {
    const journal = await openJournal(journalFile);
    try {
      return await watchFolderOnce({ drop, journal, target, mapping: join(dir, 'm.yaml'), lines, ...more });
    } finally {
      await journal.close();
    }
  };
  /** Handles the file with results/ a file while its answers come back: its workbook cannot be written. */
  const resultsRefused = resultsRefusedWhile(() => sandbox!, results, join(dir, 'results-away'), 3);
  return { drop, results, sandbox, pass, resultsRefused, journalFile };
}

describe('a results workbook still to come when the watcher stops', () => {
  it.each(['sqlite', 'postgres'] as const)(
    'is written once by the watcher started after it, from the %s journal',
    async (backend) => {
      const { drop, results, pass, resultsRefused, sandbox } = await dropFolderWithFile(
        'ib-drop-results-restart',
        backend,
      );
      // A service: stopped (a restart, a reboot) once the file is handled, before any later pass.
      const stop = new AbortController();
      const first: string[] = [];
      await pass(first, {
        once: false,
        signal: stop.signal,
        around: async (file, handle) => {
          await resultsRefused(file, handle);
          stop.abort();
        },
      });
      expect(first[0]).toMatch(/^r9\.csv: 3 invoices: 3 created; RESULTS WORKBOOK NOT WRITTEN .* -> done\/r9\.csv$/);
      expect(workbooksIn(results)).toEqual([]);
      expect(readdirSync(join(drop, 'done'))).toEqual(['r9.csv']);

      const second: string[] = [];
      const summary = await pass(second);
      const written = workbooksIn(results);
      expect(written).toHaveLength(1);
      expect(second).toEqual([`r9.csv: results workbook written now, from the journal: ${join(results, written[0]!)}`]);
      expect(summary).toMatchObject({ resultsUnwritten: 0, done: 0, failed: 0 });

      // Once: a watcher started again writes no second one.
      const third: string[] = [];
      expect(await pass(third)).toMatchObject({ resultsUnwritten: 0 });
      expect(third).toEqual([]);
      expect(workbooksIn(results)).toEqual(written);
      expect(sandbox.stats().createRequests).toBe(3);
    },
  );

  it('is told by a note in results/ while there is no room, removed when the workbook is written', async () => {
    const { results, pass, resultsRefused } = await dropFolderWithFile('ib-drop-results-note');
    // The disk keeps a little room: a one-sheet note fits, the results workbook does not.
    let full = true;
    const resultsFileSystem = diskFullWhile(
      () => full,
      (path) => /[/\\]r9-results-\d{8}-/.test(path),
    );
    const first = await pass([], { around: resultsRefused, resultsFileSystem });
    expect(first).toMatchObject({ done: 1, resultsUnwritten: 1 });
    expect(workbooksIn(results)).toEqual([]);
    const notes = notesIn(results);
    expect(notes).toEqual([expect.stringMatching(/^r9-results-to-come-run-1-\d{8}-\d{6}\.xlsx$/)]);
    const said = await summaryValues(join(results, notes[0]!));
    expect(said.get('Outcome')).toMatch(/^RESULTS TO COME - every invoice was sent/);
    expect(String(said.get('Reason'))).toContain('invoice-batch journal --run 1');
    expect(said.get('Source file')).toBe('r9.csv');

    // Still no room at the next start: the note stays, one of it.
    expect(await pass([], { resultsFileSystem })).toMatchObject({ resultsUnwritten: 1 });
    expect(notesIn(results)).toEqual(notes);
    expect(workbooksIn(results)).toEqual([]);

    full = false;
    const lines: string[] = [];
    expect(await pass(lines, { resultsFileSystem })).toMatchObject({ resultsUnwritten: 0 });
    expect(workbooksIn(results)).toHaveLength(1);
    expect(notesIn(results)).toEqual([]);
    expect(existsSync(join(results, notes[0]!))).toBe(false);
    expect(lines).toHaveLength(1);
  });

  it('is written by the next watcher when the one before stopped after the upload, before recording the file', async () => {
    const { drop, results, pass, journalFile, sandbox } = await dropFolderWithFile('ib-drop-results-killed');
    expect(await pass([])).toMatchObject({ done: 1 });
    // As a watcher killed after the run finished, before its workbook was recorded and the file
    // recorded and moved on: the file back in processing/, the journal without either record.
    rmSync(join(results, workbooksIn(results)[0]!));
    renameSync(join(drop, 'done', 'r9.csv'), join(drop, 'processing', 'r9.csv'));
    const db = new Database(journalFile);
    db.prepare('UPDATE runs SET results_file = NULL, source_path = ?').run(join(drop, 'processing', 'r9.csv'));
    db.prepare('DELETE FROM watch_files').run();
    db.close();

    const lines: string[] = [];
    const summary = await pass(lines);
    expect(lines.join('\n')).toMatch(/uploaded before the interruption \(run 1\)/);
    expect(workbooksIn(results)).toHaveLength(1);
    expect(summary).toMatchObject({ done: 1, resultsUnwritten: 0 });
    expect(readdirSync(join(drop, 'done'))).toEqual(['r9.csv']);
    expect(sandbox.stats().createRequests).toBe(3);
  });
});
