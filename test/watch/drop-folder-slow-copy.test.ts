/**
 * A file still being copied into the drop folder: the writer pauses longer than settleMs, the
 * watcher takes and posts what is there, then the writer writes the rest into the same file
 * (from another host, so no process here holds it open while it pauses). The watcher must not
 * move the whole file to done/ as if every invoice were posted: it sees that the file is not the one it read, puts it back in inbox/, and takes it again once it stops
 * changing, where the invoices already created are skipped and the rest are posted.
 */
import { appendFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { handleDropFile } from '../../src/watch/handle-drop-file.js';
import { watchDropFolder, type WatchSummary } from '../../src/watch/watch-drop-folder.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { waitUntil } from '../helpers/wait-until.js';

const HEADER = 'Vendor,Number,Date,Currency,Total,Net,Tax\n';
const row = (n: number) =>
  `00001000${String((n % 40) + 1).padStart(2, '0')},SLOW-${n},2026-05-01,EUR,119.00,100.00,19.00\n`;
const rows = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => row(from + i)).join('');

const SETTLE_MS = 200;

const until = (check: () => boolean, what: string) => waitUntil(what, check, 30_000);

/** A watcher of `drop` that runs until `stop` is aborted, posting to `sandbox`. */
async function watch(
  dir: string,
  drop: string,
  sandbox: TestSandbox,
  stop: AbortController,
  lines: string[],
): Promise<WatchSummary> {
  const journal = await openJournal(join(dir, 'journal.sqlite'));
  const held = new Set<string>();
  try {
    return await watchDropFolder({
      root: drop,
      journalFile: join(dir, 'journal.sqlite'),
      settleMs: SETTLE_MS,
      pollMs: 20,
      once: false,
      signal: stop.signal,
      claims: { hold: (p) => (held.has(p) ? false : (held.add(p), true)), release: (p) => void held.delete(p) },
      log: (line) => lines.push(line),
      handle: (file, folders) =>
        handleDropFile(file, folders, {
          journal,
          target: sandbox.target(),
          rules: [{ match: '*', mapping: join(dir, 'm.yaml') }],
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

describe('a file still being copied when the watcher takes it', () => {
  it('is put back and taken again when it changed after it was read: every invoice posted once, none lost', async () => {
    const dir = makeTempDir('ib-drop-slow-copy');
    writeFileSync(join(dir, 'm.yaml'), ONE_ROW_MAPPING);
    const drop = join(dir, 'drop');
    mkdirSync(join(drop, 'inbox'), { recursive: true });
    // Each create takes a while, so the rest is written while the first part is being posted.
    const sandbox = await startTestSandbox({ latencyMs: 150 });
    const stop = new AbortController();
    const lines: string[] = [];
    const watching = watch(dir, drop, sandbox, stop, lines);

    const path = join(drop, 'inbox', 'aligned.csv');
    // A writer on another host (an NFS client) holds no descriptor on this one that the watcher
    // could see, and writes by file handle, which follows the file when it is renamed into processing/.
    writeFileSync(path, HEADER + rows(1, 4));
    // The writer pauses past settleMs: the watcher takes the four invoices and starts posting them.
    await until(() => sandbox.stats().createRequests >= 1, 'the first create');
    appendFileSync(join(drop, 'processing', 'aligned.csv'), rows(5, 12));

    await until(() => readdirSync(join(drop, 'done')).length > 0, 'the file in done/');
    stop.abort();
    const summary = await watching;

    const done = readdirSync(join(drop, 'done'));
    expect(done).toHaveLength(1);
    expect(readFileSync(join(drop, 'done', done[0]!), 'utf8')).toBe(HEADER + rows(1, 12));
    expect(
      sandbox
        .instances()
        .map((i) => i.invoiceNumber)
        .sort(),
    ).toEqual(Array.from({ length: 12 }, (_, i) => `SLOW-${i + 1}`).sort());
    expect(sandbox.stats().createRequests).toBe(12);
    expect(summary).toMatchObject({ done: 1, failed: 0, changedAfterRead: 1 });
    expect(
      lines.some((line) =>
        /^aligned\.csv: changed after it was read \(.*\); put back in inbox\/ to be taken again/.test(line),
      ),
    ).toBe(true);
    expect(lines.at(-1)).toMatch(/^aligned\.csv: 12 invoices: 8 created, 4 skipped -> done\/aligned\.csv/);
  });
});
