/**
 * validate with a journal at hand says what upload would not post and why (already created, another
 * spelling of a posted number, a number containing a posted one, two of the file containing one
 * another), reading the journal only: no run is added and the file is not written. Without a journal
 * it says nothing of it. The first validate and upload run the built CLI; the runs after them in
 * process, a CLI start (1-3 s) each saved. A real sandbox on loopback, real temp folders.
 */
import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { CSV_MAPPING } from '../batch/cli-inputs.js';

function writeInvoices(cwd: string, rows: ReadonlyArray<readonly [string, string, string]>): void {
  const lines = ['Vendor,Number,Date,Currency,Total,Net,Tax'];
  for (const [vendor, number, total] of rows)
    lines.push(`${vendor},${number},20251103,EUR,${total},${(Number(total) - 1).toFixed(2)},1.00`);
  writeFileSync(join(cwd, 'invoices.csv'), `${lines.join('\n')}\n`);
}

async function runCount(cwd: string): Promise<number> {
  const journal = await openJournal(join(cwd, 'output', 'journal.sqlite'));
  try {
    return (await journal.runs.listRuns(100)).length;
  } finally {
    await journal.close();
  }
}

const SECOND = [
  ['0000100001', 'INV-1', '100.00'],
  ['0000100002', 'inv-2', '200.00'],
  ['0000100003', '031002400211-87654321', '300.00'],
  ['0000100004', 'RE-4711', '400.00'],
  ['0000100004', '4711', '400.00'],
  ['0000100005', 'INV-5', '500.00'],
] as const;

describe('validate with a journal', () => {
  it('names what upload would not post, by reason, without writing the journal; upload then holds those', async () => {
    const cwd = makeTempDir('validate-upload-holds');
    const sandbox = await startTestSandbox();
    writeFileSync(join(cwd, 'mapping.yaml'), CSV_MAPPING);
    const api = ['--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl];

    writeInvoices(cwd, SECOND);
    const before = await runCliProcess(['validate', 'invoices.csv', ...api, '--json'], { cwd });
    expect(before.code, before.stderr).toBe(0);
    expect(JSON.parse(before.stdout).uploadHolds).toBeNull();

    writeInvoices(cwd, [
      ['0000100001', 'INV-1', '100.00'],
      ['0000100002', 'INV-2', '200.00'],
      ['0000100003', '87654321', '300.00'],
    ]);
    const first = await runCliProcess(['upload', 'invoices.csv', ...api], { cwd });
    expect(first.code, first.stderr).toBe(0);

    writeInvoices(cwd, SECOND);
    const journalFile = join(cwd, 'output', 'journal.sqlite');
    const { mtimeMs, size } = statSync(journalFile);
    const json = await runCliInProcess(['validate', 'invoices.csv', ...api, '--json'], { cwd });
    expect(json.code, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ valid: 6, invalid: 0 });
    expect(JSON.parse(json.stdout).uploadHolds).toEqual([
      { reason: 'already posted', count: 1, numbers: ['INV-1'] },
      { reason: 'another spelling', count: 1, numbers: ['inv-2'] },
      { reason: 'contained number', count: 1, numbers: ['031002400211-87654321'] },
      { reason: 'contained in file', count: 1, numbers: ['4711'] },
    ]);
    const text = await runCliInProcess(['validate', 'invoices.csv', ...api, '--no-workbook'], { cwd });
    expect(text.stdout).toContain(
      'Upload would not post 4 of the 6 valid invoices (as the journal stands now):\n' +
        '  1 already created by an earlier upload (skipped): INV-1\n',
    );
    expect(text.stdout).toContain(
      '  1 the number contains another of this file, or is part of one, with the same money: 4711\n',
    );
    expect(statSync(journalFile)).toMatchObject({ mtimeMs, size });
    expect(await runCount(cwd)).toBe(1);

    // Upload holds (or skips) exactly those four and posts the rest.
    const created = sandbox.stats().createRequests;
    const upload = await runCliInProcess(['upload', 'invoices.csv', ...api], { cwd });
    expect(upload.code).toBe(1);
    expect(sandbox.stats().createRequests - created).toBe(2);
  }, 120_000);
});
