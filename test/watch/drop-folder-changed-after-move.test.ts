/**
 * A writer the watcher cannot see (its open handle is on another host, or behind a FUSE mount)
 * pauses past the settle time and then writes the rest through the same handle, after the file
 * was moved to done/. The rows written then were never read nor posted: the watcher looks at each
 * moved file again after the settle time and at every later look, and says so as an error, with a
 * note in results/ naming how to post the rest.
 */
import { appendFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { handleDropFile } from '../../src/watch/handle-drop-file.js';
import { noteChangedAfterMove } from '../../src/watch/note-changed-after-move.js';
import { watchDropFolder, type WatchSummary } from '../../src/watch/watch-drop-folder.js';
import { makeDropFolder } from '../helpers/drop-folder.js';
import { summaryValues } from '../helpers/read-workbook.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { waitUntil } from '../helpers/wait-until.js';

const HEADER = 'Vendor,Number,Date,Currency,Total,Net,Tax\n';
const row = (n: number) => `0000100001,FUS-${n},2026-05-01,EUR,119.00,100.00,19.00\n`;
const rows = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => row(from + i)).join('');

/** A watcher of the drop folder; `onLine` sees each line as it is logged, before the loop goes on. */
async function watch(
  layout: { dir: string; drop: string },
  sandbox: TestSandbox,
  options: { once: boolean; settleMs: number; signal: AbortSignal; onLine: (line: string) => void },
): Promise<WatchSummary> {
  const journal = await openJournal(join(layout.dir, 'journal.sqlite'));
  const held = new Set<string>();
  try {
    return await watchDropFolder({
      root: layout.drop,
      settleMs: options.settleMs,
      pollMs: 20,
      once: options.once,
      signal: options.signal,
      claims: { hold: (p) => (held.has(p) ? false : (held.add(p), true)), release: (p) => void held.delete(p) },
      log: (line) => options.onLine(line),
      noteChangedAfterMove: (change, reason, folders) =>
        noteChangedAfterMove(change, reason, folders.results, { target: 'sandbox', sandbox: true, now: new Date() }),
      handle: (file, folders) =>
        handleDropFile(file, folders, {
          journal,
          target: sandbox.target(),
          rules: [{ match: '*', mapping: join(layout.dir, 'm.yaml') }],
          mappingOverride: undefined,
          duplicates: { messagePattern: 'duplicate', instancePattern: undefined },
          rejectsDuplicates: false,
          signal: new AbortController().signal,
        }),
    });
  } finally {
    await journal.close();
  }
}

const CHANGED_LINE =
  /^fuse-dec\.csv: CHANGED AFTER IT WAS MOVED to done\/fuse-dec\.csv \(\d+ bytes when read, \d+ bytes now\): only what was read was posted \(3 invoices: 3 created\); rows written into it after those were never read nor posted\. Drop the whole file done\/fuse-dec\.csv into inbox\/ again once its writer has finished: the invoices already created are skipped and the rest are posted; noted in results\/fuse-dec-changed-after-move-\d{8}-\d{6}\.xlsx$/;

describe('a file written on after it was moved to done/', () => {
  it('watch --once says so as an error with a note in results/; a file left alone is not named', async () => {
    const layout = makeDropFolder('ib-drop-changed-after-move');
    const sandbox = await startTestSandbox();
    writeFileSync(join(layout.drop, 'inbox', 'fuse-dec.csv'), HEADER + rows(1, 3));
    writeFileSync(join(layout.drop, 'inbox', 'quiet.csv'), HEADER + row(9));
    const lines: string[] = [];
    const summary = await watch(layout, sandbox, {
      once: true,
      settleMs: 300,
      signal: new AbortController().signal,
      onLine: (line) => {
        lines.push(line);
        // The writer goes on through its handle once the file lies in done/.
        if (line.startsWith('fuse-dec.csv: 3 invoices'))
          appendFileSync(join(layout.drop, 'done', 'fuse-dec.csv'), rows(4, 6));
      },
    });
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(CHANGED_LINE);
    expect(lines.filter((line) => line.startsWith('quiet.csv'))).toEqual([
      expect.stringMatching(/-> done\/quiet\.csv/),
    ]);
    expect(summary).toMatchObject({ done: 2, failed: 0, changedAfterMove: 1 });
    expect(sandbox.stats().createRequests).toBe(4);
    const note = readdirSync(join(layout.drop, 'results')).find((name) => name.includes('changed-after-move'));
    const values = await summaryValues(join(layout.drop, 'results', note!));
    expect(values.get('Outcome')).toBe('NOT POSTED IN PART - the file changed after it was moved');
    expect(values.get('Reason')).toMatch(/^CHANGED AFTER IT WAS MOVED to done\/fuse-dec\.csv .* the rest are posted$/);
    expect(values.get('Posted when moved')).toBe('3 invoices: 3 created');
  }, 60_000);

  it('a running watcher says so at a later look, once', async () => {
    const layout = makeDropFolder('ib-drop-changed-after-move-later');
    const sandbox = await startTestSandbox();
    writeFileSync(join(layout.drop, 'inbox', 'fuse-dec.csv'), HEADER + rows(1, 3));
    const lines: string[] = [];
    const stop = new AbortController();
    const watching = watch(layout, sandbox, {
      once: false,
      settleMs: 50,
      signal: stop.signal,
      onLine: (l) => lines.push(l),
    });
    await waitUntil('the file in done/', () => lines.length > 0, 30_000);
    // Looked at unchanged past the settle time first: the later write is found at a later look.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lines).toHaveLength(1);
    appendFileSync(join(layout.drop, 'done', 'fuse-dec.csv'), rows(4, 6));
    await waitUntil('the change told', () => lines.length > 1, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    stop.abort();
    const summary = await watching;
    expect(lines.slice(1)).toEqual([expect.stringMatching(CHANGED_LINE)]);
    expect(summary.changedAfterMove).toBe(1);
    expect(sandbox.stats().createRequests).toBe(3);
  }, 60_000);
});
