/**
 * A mapping with `trailerRows` drops the file's last rows as a report's trailer. A file copied
 * before its writer wrote the trailer (a sync client, a shared folder) ends with an invoice: it is
 * held as a problem at its row naming trailerRows, so nothing is posted, and a trailer that is one
 * is counted among the rows left out by the mapping.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SkippedRows } from '../../src/mapping/filter-rows.js';
import { formatProblem } from '../../src/mapping/mapped-invoice.js';
import { cliInFolder, copySampleFolder } from '../helpers/sample-folder.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { mappingOf, ONE_ROW_MAPPING, readAll } from './mapping-fixtures.js';
import { TOTAL_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { MAPPING, SAMPLE, type ValidateJson, sampleLines } from './legacy-us-lines.js';

describe('trailerRows and a file whose trailer is missing', () => {
  it('holds the last invoice, read as the trailer, as a problem naming trailerRows: validate counts it, upload posts nothing', async () => {
    const dir = copySampleFolder('trailer-missing', SAMPLE, MAPPING);
    const lines = sampleLines(dir);
    expect(lines.at(-1)!.toString('latin1')).toMatch(/^\*\*\* END OF REPORT/);
    // As a writer that paused before its last line left it: every invoice, no trailer.
    writeFileSync(
      join(dir, 'cut.csv'),
      Buffer.concat(lines.slice(0, -1).flatMap((line) => [line, Buffer.from('\r\n')])),
    );
    const sandbox = await startTestSandbox();
    const run = cliInFolder(dir, sandbox.baseUrl);

    const validate = await run(['validate', 'cut.csv', '--mapping', MAPPING, '--json']);
    const report = JSON.parse(validate.stdout) as ValidateJson;
    expect(report).toMatchObject({ invoices: 45, valid: 44, invalid: 1 });
    const lastRow = lines.length - 1;
    expect(report.problems.map((p) => [p.row, p.message.slice(0, 60)])).toEqual([
      [lastRow, expect.stringContaining('trailerRows: 1') as string],
    ]);
    expect(report.problems[0]!.message).toContain('reads as an invoice');
    expect(report.skippedRows).toEqual([]);

    const upload = await run(['upload', 'cut.csv', '--mapping', MAPPING, '--json']);
    expect(upload.code, upload.stderr).toBe(1);
    expect(JSON.parse(upload.stdout)).toMatchObject({ created: 0, invalid: 1 });
    expect(sandbox.instances()).toEqual([]);
  }, 90_000);

  it('holds a last invoice whose date does not read as an invalid invoice: upload exits 1 and posts nothing', async () => {
    const dir = makeTempDir('trailer-rows');
    writeFileSync(
      join(dir, 'm.yaml'),
      `source:\n  trailerRows: 1\n${TOTAL_ROW_MAPPING.replace('invoice:\n', 'invoice:\n  Comments: Memo\n')}`,
    );
    const rows = [
      'Vendor,Number,Date,Currency,Total,Memo',
      '0000100001,A-1,2024-01-31,EUR,119.00,Ads',
      '0000100002,A-2,2024-01-31,EUR,238.00,Print',
      // Day and month swapped, memo blank: the writer's last invoice, with no trailer below it.
      '0000100003,A-3,2024-31-01,EUR,5000.00,',
    ];
    writeFileSync(join(dir, 'f.csv'), [...rows, ''].join('\n'));
    const sandbox = await startTestSandbox();
    const run = cliInFolder(dir, sandbox.baseUrl);

    const upload = await run(['upload', 'f.csv', '--mapping', 'm.yaml', '--json']);
    expect(upload.code, upload.stderr).toBe(1);
    expect(JSON.parse(upload.stdout)).toMatchObject({ created: 0, invalid: 1 });
    expect(sandbox.instances()).toEqual([]);
    const validate = await run(['validate', 'f.csv', '--mapping', 'm.yaml', '--json']);
    const report = JSON.parse(validate.stdout) as ValidateJson;
    expect(report).toMatchObject({ invoices: 3, valid: 2, invalid: 1, skippedRows: [] });
    expect(report.problems.map((p) => [p.row, p.value, p.message.slice(0, 40)])).toEqual([
      [4, undefined, 'trailerRows: 1 drops the last row as the'],
      [4, '2024-31-01', expect.stringContaining('the day does not exist') as string],
    ]);
  }, 90_000);

  it('counts a real trailer among the rows left out by the mapping, in validate and upload', async () => {
    const dir = copySampleFolder('trailer-whole', SAMPLE, MAPPING);
    const sandbox = await startTestSandbox();
    const run = cliInFolder(dir, sandbox.baseUrl);
    const rule = { rule: 'trailer (trailerRows: 1)', rows: 1 };

    const validate = await run(['validate', SAMPLE, '--mapping', MAPPING, '--json']);
    expect(JSON.parse(validate.stdout)).toMatchObject({ invoices: 45, valid: 45, skippedRows: [rule] });

    const upload = await run(['upload', SAMPLE, '--mapping', MAPPING]);
    expect(upload.code, upload.stderr).toBe(0);
    expect(upload.stdout).toContain('  rows left out by the mapping  1\n    1  trailer (trailerRows: 1)\n');
    expect(sandbox.instances()).toHaveLength(45);
  }, 90_000);

  it('drops a totals trailer that fills fewer columns than the invoices, and holds one that fills them all', async () => {
    const dir = makeTempDir('trailer-rows');
    const header = 'Vendor,Number,Date,Currency,Total,Net,Tax';
    const rows = ['0000100001,A-1,2024-01-31,EUR,119.00,100,19', '0000100002,A-2,2024-01-31,EUR,238.00,200,38'];
    const mapping = mappingOf(`source:\n  trailerRows: 1\n${ONE_ROW_MAPPING}`);

    writeFileSync(join(dir, 'totals.csv'), [header, ...rows, 'TOTAL,,,,357.00,300,57', ''].join('\n'));
    const skipped = new Map();
    const read = await readAll(join(dir, 'totals.csv'), mapping, { skippedRows: skipped });
    expect(read.map((i) => i.problems)).toEqual([[], []]);
    expect([...skipped]).toEqual([['trailer (trailerRows: 1)', { rows: 1, places: [{ sheet: undefined, row: 4 }] }]]);

    writeFileSync(join(dir, 'no-trailer.csv'), [header, ...rows, ''].join('\n'));
    const held = await readAll(join(dir, 'no-trailer.csv'), mapping, { skippedRows: new Map() });
    expect(held.map((i) => i.invoice?.Invoice_Number ?? i.problems.map(formatProblem).join())).toEqual([
      'A-1',
      expect.stringMatching(/^no-trailer\.csv, row 3: .*trailerRows: 1/) as string,
    ]);
  });

  it('learns the columns every invoice fills after the skip rules: a skipped subtotal does not turn the check off', async () => {
    const dir = copySampleFolder('trailer-skipped', SAMPLE, MAPPING);
    const lines = sampleLines(dir);
    // The trailer line missing, and a page subtotal filling only AMOUNT and MEMO that a skip rule drops.
    const subtotal = Buffer.from(',,,,"$99,999.00",,,,,Subtotal page 1');
    const kept = [...lines.slice(0, 20), subtotal, ...lines.slice(20, -1)];
    writeFileSync(join(dir, 'cut.csv'), Buffer.concat(kept.flatMap((line) => [line, Buffer.from('\r\n')])));
    const yaml = readFileSync(join(dir, MAPPING), 'utf8');
    const skipRule = '  skipRows:\n    - { name: subtotal, column: MEMO, matches: "^Subtotal" }\n';
    writeFileSync(
      join(dir, MAPPING),
      yaml.replace(/^ {2}trailerRows: 1.*\n/m, (line) => line + skipRule),
    );
    const sandbox = await startTestSandbox();
    const run = cliInFolder(dir, sandbox.baseUrl);

    const validate = await run(['validate', 'cut.csv', '--mapping', MAPPING, '--json']);
    const report = JSON.parse(validate.stdout) as ValidateJson;
    expect(report).toMatchObject({ invoices: 45, valid: 44, invalid: 1 });
    expect(report.skippedRows).toEqual([{ rule: 'subtotal', rows: 1 }]);
    expect(report.problems.map((p) => [p.row, p.message.includes('trailerRows: 1')])).toEqual([[kept.length, true]]);

    const upload = await run(['upload', 'cut.csv', '--mapping', MAPPING, '--json']);
    expect(upload.code, upload.stderr).toBe(1);
    expect(JSON.parse(upload.stdout)).toMatchObject({ created: 0, invalid: 1 });
    expect(sandbox.instances()).toEqual([]);
  }, 90_000);

  it('learns them from the rows under the headings, with the heading carried: heading rows do not turn the check off', async () => {
    const dir = makeTempDir('trailer-rows');
    // A QuickBooks-like report: the vendor alone in column A above its bills, a total per vendor.
    const report = [
      ',Type,Num,Date,Amount,Memo',
      '0000100001,,,,,',
      ',Bill,B-1,01/05/2024,100.00,Ads',
      ',Bill,B-2,01/06/2024,50.00,',
      'Total for 0000100001,,,,150.00,',
      '0000100002,,,,,',
      ',Bill,B-3,01/07/2024,70.00,Flyers',
    ];
    const mapping = mappingOf(`source:
  trailerRows: 1
  dateFormats: [MM/DD/YYYY]
  skipRows: [{ name: subtotal, letter: A, matches: "^Total for " }]
  headings: [{ name: Vendor, letter: A, onlyFilled: true }]
invoice:
  InvoiceId: { template: "QB-{Num}" }
  PayeeId: Vendor
  Invoice_Number: Num
  Invoice_Date: Date
  CurrencyCode: { value: USD }
  Invoice_Amount: Amount
  Comments: Memo
items:
  Line_Number: { sequence: true }
  Amount: Amount
`);
    writeFileSync(join(dir, 'cut.csv'), [...report, ''].join('\n'));
    const cut = await readAll(join(dir, 'cut.csv'), mapping, { skippedRows: new Map() });
    expect(cut.map((i) => i.invoice?.Invoice_Number ?? i.problems.map(formatProblem).join())).toEqual([
      'B-1',
      'B-2',
      expect.stringMatching(/^cut\.csv, row 7: trailerRows: 1 drops the last row .* fills the 4 columns/) as string,
    ]);

    writeFileSync(join(dir, 'whole.csv'), [...report, ',,,,,*** END OF REPORT ***', ''].join('\n'));
    const skipped: SkippedRows = new Map();
    const whole = await readAll(join(dir, 'whole.csv'), mapping, { skippedRows: skipped });
    expect(whole.map((i) => [i.invoice?.Invoice_Number, i.invoice?.PayeeId])).toEqual([
      ['B-1', '0000100001'],
      ['B-2', '0000100001'],
      ['B-3', '0000100002'],
    ]);
    const leftOut = Object.fromEntries([...skipped].map(([rule, by]) => [rule, by.rows]));
    expect(leftOut).toEqual({ 'heading Vendor': 2, subtotal: 1, 'trailer (trailerRows: 1)': 1 });
  });

  it('counts a trailer it cannot judge apart, saying it was not checked, when no 2 columns are filled on every row', async () => {
    const dir = makeTempDir('trailer-rows');
    const header = 'Vendor,Number,Date,Currency,Total,Net,Tax';
    // A row filling only Total (an invalid invoice of its own) leaves one column filled on every row.
    const rows = [
      '0000100001,A-1,2024-01-31,EUR,119.00,100,19',
      ',,,,50.00,,',
      '0000100002,A-2,2024-01-31,EUR,238.00,200,38',
    ];
    writeFileSync(join(dir, 'cut.csv'), [header, ...rows, ''].join('\n'));
    const skipped: SkippedRows = new Map();
    const read = await readAll(join(dir, 'cut.csv'), mappingOf(`source:\n  trailerRows: 1\n${ONE_ROW_MAPPING}`), {
      skippedRows: skipped,
    });
    expect(read.map((i) => i.invoice?.Invoice_Number ?? 'invalid')).toEqual(['A-1', 'invalid']);
    expect([...skipped]).toEqual([
      [
        'trailer (trailerRows: 1), not checked: no 2 columns are filled on every row above it',
        { rows: 1, places: [{ sheet: undefined, row: 4 }] },
      ],
    ]);
  });
});
