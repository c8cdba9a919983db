/**
 * A copy program that keeps the file open and pauses (WinSCP, rsync --inplace, `exec 3> file` in
 * a script) beats any settle time. The watcher must not take such a file while another process
 * holds it open for writing, nor a text file whose last line is cut off, and must post every
 * invoice of the finished file once, with the amounts the file shows.
 */
import { appendFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { handleDropFile } from '../../src/watch/handle-drop-file.js';
import { watchDropFolder, type WatchSummary } from '../../src/watch/watch-drop-folder.js';
import { makeDropFolder } from '../helpers/drop-folder.js';
import { startFileWriter } from '../helpers/start-file-writer.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { waitUntil } from '../helpers/wait-until.js';

const SAMPLE = readFileSync(join(import.meta.dirname, '../../samples/formula-net-tax.csv'), 'utf8');
const MAPPING = join(import.meta.dirname, '../../mappings/formula-net-tax.yaml');
const SETTLE_MS = 100;

/** Each invoice's amount as the file shows it: the sum of its lines' Net and Tax, in cents. */
function amountsOf(csv: string): Map<string, bigint> {
  const cents = (text: string) => (text ? BigInt(text.replace('.', '')) : 0n);
  const amounts = new Map<string, bigint>();
  for (const line of csv.trim().split('\n').slice(1)) {
    const [, number, , , , , net, tax] = line.split(',');
    amounts.set(number!, (amounts.get(number!) ?? 0n) + cents(net!) + cents(tax!));
  }
  return amounts;
}

const centsOf = (amount: string) => BigInt(Number(amount).toFixed(2).replace('.', ''));

const until = (check: () => boolean, what: string) => waitUntil(what, check, 60_000);

async function watch(
  dir: string,
  drop: string,
  sandbox: TestSandbox,
  options: { once: boolean; signal: AbortSignal },
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
      ...options,
      claims: { hold: (p) => (held.has(p) ? false : (held.add(p), true)), release: (p) => void held.delete(p) },
      log: (line, event) => lines.push(`${event}|${line}`),
      handle: (file, folders) =>
        handleDropFile(file, folders, {
          journal,
          target: sandbox.target(),
          rules: [{ match: '*', mapping: MAPPING }],
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

/** The sandbox's invoices as number -> amount in cents. */
const posted = (sandbox: TestSandbox) =>
  new Map(sandbox.instances().map((i) => [i.invoiceNumber, centsOf(i.amount)] as const));

describe('a file another process still holds open for writing', () => {
  it('is not taken until the writer closes it, then every invoice is posted once with the amounts the file shows', async () => {
    const { dir, drop, inbox } = makeDropFolder('ib-drop-open-writer');
    const sandbox = await startTestSandbox();
    const stop = new AbortController();
    const lines: string[] = [];
    const watching = watch(dir, drop, sandbox, { once: false, signal: stop.signal }, lines);
    const [header, first] = SAMPLE.split('\n');
    const path = join(inbox, 'E.csv');
    // The header and the first line of IN-8801, then a pause far past the settle time.
    const writer = await startFileWriter(
      path,
      `${header}\n${first}\n`,
      SAMPLE.slice(header!.length + first!.length + 2),
    );
    try {
      await until(() => lines.some((l) => l.startsWith('file still being written|')), 'the still-written line');
      await sleep(20 * SETTLE_MS);
      expect(sandbox.stats().createRequests).toBe(0);
      expect(existsSync(path)).toBe(true);
    } finally {
      await writer.finish();
    }
    await until(
      () => existsSync(join(drop, 'done')) && readdirSync(join(drop, 'done')).length > 0,
      'the file in done/',
    );
    stop.abort();
    const summary = await watching;

    expect(lines.filter((l) => l.startsWith('file still being written|'))).toEqual([
      `file still being written|E.csv: still being written (open for writing by process ${writer.child.pid} (node)); taken once it is finished`,
    ]);
    expect(readFileSync(join(drop, 'done', 'E.csv'), 'utf8')).toBe(SAMPLE);
    expect(posted(sandbox)).toEqual(amountsOf(SAMPLE));
    expect(sandbox.stats().createRequests).toBe(amountsOf(SAMPLE).size);
    expect(summary).toMatchObject({ done: 1, failed: 0, changedAfterRead: 0 });
  });

  it('with --once is left in inbox/ for the next run, saying who writes it, and nothing is posted', async () => {
    const { dir, drop, inbox } = makeDropFolder('ib-drop-open-writer');
    const sandbox = await startTestSandbox();
    const [header, first] = SAMPLE.split('\n');
    const path = join(inbox, 'net66.csv');
    const writer = await startFileWriter(path, `${header}\n${first}\n`);
    const lines: string[] = [];
    try {
      await sleep(2 * SETTLE_MS);
      const summary = await watch(dir, drop, sandbox, { once: true, signal: new AbortController().signal }, lines);
      expect(summary).toMatchObject({ done: 0, failed: 0, leftChanging: 1 });
    } finally {
      await writer.finish();
    }
    expect(lines).toEqual([
      `file left changing|net66.csv: still being written (open for writing by process ${writer.child.pid} (node)); left in inbox/ for the next run`,
    ]);
    expect(sandbox.stats().createRequests).toBe(0);
    expect(existsSync(path)).toBe(true);
  });
});

describe('a text file whose last line has no line end', () => {
  it('is waited for while it is recent: a record cut off where the writer paused is never posted', async () => {
    const { dir, drop, inbox } = makeDropFolder('ib-drop-open-writer');
    const sandbox = await startTestSandbox();
    const stop = new AbortController();
    const lines: string[] = [];
    const watching = watch(dir, drop, sandbox, { once: false, signal: stop.signal }, lines);
    const path = join(inbox, 'cut.csv');
    // Cut inside the second line's amount: 226.5 instead of 226.54.
    const cut = SAMPLE.indexOf('226.54') + 5;
    writeFileSync(path, SAMPLE.slice(0, cut));
    await until(() => lines.some((l) => l.startsWith('file still being written|')), 'the still-written line');
    expect(lines.at(-1)).toBe(
      'file still being written|cut.csv: still being written (its last line has no line end yet); taken once it is finished',
    );
    await sleep(3 * SETTLE_MS);
    appendFileSync(path, SAMPLE.slice(cut));
    await until(
      () => existsSync(join(drop, 'done')) && readdirSync(join(drop, 'done')).length > 0,
      'the file in done/',
    );
    stop.abort();
    await watching;
    expect(posted(sandbox)).toEqual(amountsOf(SAMPLE));
  });

  it('is taken once unchanged for ten settle times: some programs never end their last line', async () => {
    const { dir, drop, inbox } = makeDropFolder('ib-drop-open-writer');
    const sandbox = await startTestSandbox();
    const stop = new AbortController();
    const lines: string[] = [];
    const unended = SAMPLE.trimEnd();
    writeFileSync(join(inbox, 'unended.csv'), unended);
    const started = Date.now();
    const watching = watch(dir, drop, sandbox, { once: false, signal: stop.signal }, lines);
    await until(
      () => existsSync(join(drop, 'done')) && readdirSync(join(drop, 'done')).length > 0,
      'the file in done/',
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(10 * SETTLE_MS - 50);
    stop.abort();
    await watching;
    expect(posted(sandbox)).toEqual(amountsOf(SAMPLE));
  });
});
