/**
 * A number corrected in the mapping after a first upload so that it holds more of the source (China's
 * invoice code before the number, e-Fatura's ATCUD after it, a prefix) is the same bill when the amount,
 * currency and date are the same: held, never sent, until --force says it is another invoice. Numbers
 * that only look alike (`INV-12` and `INV-120`) or carry another amount are posted. The CLI
 * uploads to a real sandbox on loopback: once as a child process of the built CLI, else in process.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { CSV_MAPPING } from '../batch/cli-inputs.js';

async function lastRunInvoices(cwd: string) {
  const journal = await openJournal(join(cwd, 'output', 'journal.sqlite'));
  try {
    const runs = await journal.runs.listRuns(100);
    const last = Math.max(...runs.map((run) => run.id));
    return (await journal.lists.listInvoices({ limit: -1 }))
      .filter((row) => row.runId === last)
      .sort((a, b) => a.seq - b.seq);
  } finally {
    await journal.close();
  }
}

/** Vendor, number, date, total (net + 1.00 tax), currency EUR. */
type Row = readonly [string, string, string, string];

function writeInvoices(cwd: string, rows: readonly Row[]): void {
  const lines = ['Vendor,Number,Date,Currency,Total,Net,Tax'];
  for (const [vendor, number, date, total] of rows) {
    const net = (Number(total) - 1).toFixed(2);
    lines.push(`${vendor},${number},${date},EUR,${total},${net},1.00`);
  }
  writeFileSync(join(cwd, 'invoices.csv'), `${lines.join('\n')}\n`);
}

const FIRST: readonly Row[] = [
  ['0000100001', '87654321', '20251103', '4120.00'],
  ['0000100002', 'FT 2025A/1201', '20251015', '1230.00'],
  ['0000100003', '4711', '20251001', '300.00'],
  ['0000100004', 'INV-12', '20251001', '100.00'],
  ['0000100005', '2026-001', '20251001', '100.00'],
  ['0000100006', '4711', '20251001', '50.00'],
  ['0000100007', '4711/2025', '20251001', '49.00'],
];

const SECOND: readonly Row[] = [
  // The same bills with more of the source in their numbers: held.
  ['0000100001', '031002400211-87654321', '20251103', '4120.00'],
  ['0000100002', 'FT 2025A/1201 / JJ7K2M9P-1201', '20251015', '1230.00'],
  ['0000100003', 'RE-4711', '20251001', '300.00'],
  // Other bills: a longer number that is not the old one as a whole token, another amount, another date.
  ['0000100004', 'INV-120', '20251001', '100.00'],
  ['0000100005', '2026-0010', '20251001', '100.00'],
  ['0000100006', 'RE-4711', '20251001', '51.00'],
  ['0000100007', '4711/2026', '20261001', '49.00'],
];

function uploadArgs(baseUrl: string, ...more: string[]): string[] {
  return ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', baseUrl, ...more];
}

/** In process: the first upload of the first case alone runs the built CLI, a CLI start (1-3 s) each saved. */
const upload = (cwd: string, baseUrl: string, ...more: string[]) =>
  runCliInProcess(uploadArgs(baseUrl, ...more), { cwd });

describe('a corrected number that contains the one posted', () => {
  it('is held with the same amount, currency and date, names the posted number, and --force posts it', async () => {
    const cwd = makeTempDir('upload-contained-number');
    const sandbox = await startTestSandbox();
    writeFileSync(join(cwd, 'mapping.yaml'), CSV_MAPPING);
    writeInvoices(cwd, FIRST);
    const first = await runCliProcess(uploadArgs(sandbox.baseUrl), { cwd });
    expect(first.code, first.stderr).toBe(0);
    expect(sandbox.stats().createRequests).toBe(FIRST.length);

    writeInvoices(cwd, SECOND);
    const second = await upload(cwd, sandbox.baseUrl);
    expect(second.code).toBe(1);
    const rows = await lastRunInvoices(cwd);
    expect(rows.map((row) => [row.invoiceNumber, row.state])).toEqual([
      ['031002400211-87654321', 'failed'],
      ['FT 2025A/1201 / JJ7K2M9P-1201', 'failed'],
      ['RE-4711', 'failed'],
      ['INV-120', 'created'],
      ['2026-0010', 'created'],
      ['RE-4711', 'created'],
      ['4711/2026', 'created'],
    ]);
    expect(rows.slice(0, 3).map((row) => row.sendingAt)).toEqual([null, null, null]);
    expect(rows[0]?.detail).toMatch(
      /^not sent: the same invoice as "87654321", created as instance \d+ in run 1 on 2\d{3}-\d\d-\d\d \(the number contains it, with the same date, amount and currency\); .*give --force to post it as a different invoice$/,
    );
    expect(rows[1]?.detail).toMatch(
      /^not sent: the same invoice as "FT 2025A\/1201", created as instance \d+ in run 1 /,
    );
    expect(sandbox.stats().createRequests).toBe(FIRST.length + 4);

    // The shorter number written again after the longer one was posted is part of it: held too.
    writeInvoices(cwd, [['0000100007', '4711', '20261001', '49.00']]);
    const shorter = await upload(cwd, sandbox.baseUrl);
    expect(shorter.code).toBe(1);
    expect((await lastRunInvoices(cwd))[0]?.detail).toMatch(
      /^not sent: the same invoice as "4711\/2026", created .*\(the number is part of it, with the same date, /,
    );

    // --force says they are other invoices: posted.
    writeInvoices(cwd, SECOND.slice(0, 3));
    const forced = await upload(cwd, sandbox.baseUrl, '--force');
    expect(forced.code, forced.stderr).toBe(0);
    expect((await lastRunInvoices(cwd)).map((row) => row.state)).toEqual(['created', 'created', 'created']);
    expect(sandbox.stats().createRequests).toBe(FIRST.length + 4 + 3);
  }, 120_000);
});

describe('two invoices of one file whose numbers contain one another', () => {
  it('posts the first, holds the later naming its rows, and --force posts both', async () => {
    const cwd = makeTempDir('upload-contained-twins');
    const sandbox = await startTestSandbox();
    writeFileSync(join(cwd, 'mapping.yaml'), CSV_MAPPING);
    writeInvoices(cwd, [
      ['0000100001', '87654321', '20251103', '4120.00'],
      ['0000100001', '031002400211-87654321', '20251103', '4120.00'],
      ['0000100003', 'RE-4711', '20251001', '300.00'],
      ['0000100003', '4711', '20251001', '300.00'],
      // Other bills: another amount, another vendor, a contained part of three characters.
      ['0000100004', 'RE-4711', '20251001', '301.00'],
      ['0000100004', '4711/2025', '20251001', '300.00'],
      ['0000100005', '123', '20251001', '100.00'],
      ['0000100005', 'RE-123', '20251001', '100.00'],
    ]);
    const first = await upload(cwd, sandbox.baseUrl);
    expect(first.code).toBe(1);
    const rows = await lastRunInvoices(cwd);
    expect(rows.map((row) => row.state)).toEqual([
      'created',
      'failed',
      'created',
      'failed',
      'created',
      'created',
      'created',
      'created',
    ]);
    expect(rows[1]?.sendingAt).toBeNull();
    expect(rows[1]?.detail).toBe(
      'not sent: the same invoice as "87654321" at row 2 of this file (the number contains it, with the same date, amount and currency); correct or remove one of the two rows, or give --force to post both as different invoices',
    );
    expect(rows[3]?.detail).toMatch(
      /^not sent: the same invoice as "RE-4711" at row 4 of this file \(the number is part of it,/,
    );
    expect(sandbox.stats().createRequests).toBe(6);

    // --force says they are two bills: the held ones are posted (the journal's hold also gives way).
    writeInvoices(cwd, [
      ['0000100006', '87654321', '20251103', '4120.00'],
      ['0000100006', '031002400211-87654321', '20251103', '4120.00'],
    ]);
    const forced = await upload(cwd, sandbox.baseUrl, '--force');
    expect(forced.code, forced.stderr).toBe(0);
    expect((await lastRunInvoices(cwd)).map((row) => row.state)).toEqual(['created', 'created']);
    expect(sandbox.stats().createRequests).toBe(8);
  }, 120_000);
});

describe('a later twin of the file whose own number was posted before', () => {
  it('is skipped as created earlier, not held as a twin of the earlier row', async () => {
    const cwd = makeTempDir('upload-contained-twin-created');
    const sandbox = await startTestSandbox();
    writeFileSync(join(cwd, 'mapping.yaml'), CSV_MAPPING);
    writeInvoices(cwd, [['0000100003', 'RE-4711', '20251001', '300.00']]);
    const first = await upload(cwd, sandbox.baseUrl);
    expect(first.code, first.stderr).toBe(0);

    writeInvoices(cwd, [
      ['0000100003', '4711', '20251001', '300.00'],
      ['0000100003', 'RE-4711', '20251001', '300.00'],
    ]);
    const second = await upload(cwd, sandbox.baseUrl);
    expect(second.code).toBe(1);
    const rows = await lastRunInvoices(cwd);
    expect(rows.map((row) => [row.invoiceNumber, row.state])).toEqual([
      ['4711', 'failed'],
      ['RE-4711', 'skipped'],
    ]);
    expect(rows[0]?.detail).toMatch(/^not sent: the same invoice as "RE-4711", created as instance \d+ in run 1 /);
    expect(rows[1]?.detail).not.toMatch(/not sent/);
    expect(sandbox.stats().createRequests).toBe(1);
  }, 120_000);
});
