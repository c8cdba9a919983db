/**
 * journal export end to end, in-process: uploads with answers lost (resolved by a person as created),
 * one in doubt left open, a skipped re-upload, a changed copy held: differs, and credit notes. The
 * export's totals per currency must equal what the sandbox holds, exactly, as decimals.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { readBook, rowValues } from '../helpers/read-workbook.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { sumAmounts } from '../../src/invoice/decimal-amount.js';

/** Number, currency, total, net and tax of each invoice; a credit note is negative throughout. */
type Line = [string, 'EUR' | 'USD', string, string, string];
const LINES: Line[] = [
  ['AUD-0001', 'EUR', '1190.10', '1000.10', '190.00'],
  ['GS-0004', 'EUR', '-119.01', '-100.01', '-19.00'],
  ['AUD-0003', 'USD', '2500.55', '2500.00', '0.55'],
  ['AUD-0002', 'EUR', '0.30', '0.10', '0.20'],
  ['AUD-0005', 'USD', '99.99', '90.00', '9.99'],
  ['GS-0006', 'USD', '-0.20', '-0.10', '-0.10'],
  ['AUD-0007', 'EUR', '10.07', '10.00', '0.07'],
];

function writeCsv(dir: string, name: string, lines: readonly Line[]): void {
  const rows = lines.map(
    ([number, currency, total, net, tax]) => `0000100001,${number},20260115,${currency},${total},${net},${tax}`,
  );
  writeFileSync(join(dir, name), ['Vendor,Number,Date,Currency,Total,Net,Tax', ...rows, ''].join('\n'));
}

describe('invoice-batch journal export', () => {
  it("totals per currency tie exactly to the finance system's invoices, resolved ones included, held copies and re-uploads not", async () => {
    const cwd = makeTempDir('journal-export');
    const sandbox = await startTestSandbox();
    writeFileSync(join(cwd, 'mapping.yaml'), ONE_ROW_MAPPING);
    writeCsv(cwd, 'jan.csv', LINES);
    const flags = ['--mapping', 'mapping.yaml', '--concurrency', '1', '--partial', '--json'];
    const upload = (file: string) =>
      runCliInProcess(['upload', file, ...flags, '--base-url', sandbox.baseUrl], { cwd });
    // Two answers lost after the invoice was created (a credit note among them); one request never arrives.
    sandbox.injectNext(
      { status: 504, body: '', afterProcessing: true, route: 'create' },
      { status: 504, body: '', afterProcessing: true, route: 'create' },
      { status: 502, body: '', route: 'create' },
    );
    const first = await upload('jan.csv');
    expect(JSON.parse(first.stdout)).toMatchObject({ inDoubt: 3 });
    const instanceOf = (number: string) => sandbox.instances().find((i) => i.invoiceNumber === number)!.instanceId;
    for (const number of ['AUD-0001', 'GS-0004']) {
      const resolved = await runCliInProcess(
        [
          'resolve',
          `0000100001/${number}`,
          '--instance-id',
          instanceOf(number),
          '--note',
          'seen in the ledger',
          '--base-url',
          sandbox.baseUrl,
        ],
        { cwd },
      );
      expect(resolved.code).toBe(0);
    }
    // The same file again skips what was created; a changed copy of AUD-0002 is held: differs.
    expect(JSON.parse((await upload('jan.csv')).stdout)).toMatchObject({ created: 0, skipped: 6 });
    writeCsv(cwd, 'feb.csv', [['AUD-0002', 'EUR', '0.40', '0.20', '0.20']]);
    expect(JSON.parse((await upload('feb.csv')).stdout)).toMatchObject({ created: 0, skipped: 1 });

    const held = sandbox.instances();
    expect(held).toHaveLength(6);
    const exported = await runCliInProcess(
      ['journal', 'export', '--since', '2000-01-01', '--until', '2099-12-31', '--out', 'audit.xlsx', '--json'],
      { cwd },
    );
    expect(exported.stderr).toBe('');
    const json = JSON.parse(exported.stdout) as {
      totals: { currency: string; net: string }[];
      created: number;
      open: number;
    };
    const netOf = (currency: string) => sumAmounts(held.filter((i) => i.currency === currency).map((i) => i.amount));
    expect(json.totals.map((t) => [t.currency, t.net])).toEqual([
      ['EUR', netOf('EUR')],
      ['USD', netOf('USD')],
    ]);
    expect(json.totals).toMatchObject([
      { invoices: 3, invoiceAmount: '1200.4700', creditNotes: 1, creditNoteAmount: '-119.0100', net: '1081.4600' },
      { invoices: 1, invoiceAmount: '99.9900', creditNotes: 1, creditNoteAmount: '-0.2000', net: '99.7900' },
    ]);
    expect(json).toMatchObject({ created: 6, open: 2 });

    const book = await readBook(join(cwd, 'audit.xlsx'));
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Totals', 'Created', 'Open', 'Legend']);
    const created = book.getWorksheet('Created')!;
    expect(rowValues(created, 1).slice(0, 7)).toEqual([
      'PayeeId',
      'Vendor',
      'Invoice_Number',
      'InvoiceId',
      'Invoice date',
      'Currency',
      'Amount',
    ]);
    const createdRows = Array.from({ length: created.rowCount - 1 }, (_, i) => rowValues(created, i + 2));
    expect(createdRows.map((row) => row[2]).sort()).toEqual(held.map((i) => i.invoiceNumber).sort());
    const credit = createdRows.find((row) => row[2] === 'GS-0004')!;
    expect(credit[4]).toEqual(new Date(Date.UTC(2026, 0, 15)));
    expect(credit[6]).toBe(-119.01);
    expect(credit[7]).toBe(instanceOf('GS-0004'));
    expect(credit[9]).toMatch(/^resolved on .*seen in the ledger/);
    const open = book.getWorksheet('Open')!;
    const openRows = Array.from({ length: open.rowCount - 1 }, (_, i) => rowValues(open, i + 2));
    expect(openRows.map((row) => [row[2], row[3]])).toEqual([
      ['AUD-0003', 'in doubt'],
      ['AUD-0002', 'held: differs'],
    ]);

    const printed = await runCliInProcess(
      ['journal', 'export', '--since', '2000-01-01', '--until', '2099-12-31', '--out', 'audit.xlsx'],
      { cwd },
    );
    expect(printed.stdout.split('\n').slice(1)).toEqual([
      '  EUR: 3 invoices 1,200.47, 1 credit note -119.01, net 1,081.46',
      '  USD: 1 invoice 99.99, 1 credit note -0.20, net 99.79',
      '2 invoices open at the end of the period (sheet Open)',
      '',
    ]);
    const before = await runCliInProcess(
      ['journal', 'export', '--since', '2000-01-01', '--until', '2000-01-31', '--out', 'none.xlsx'],
      { cwd },
    );
    expect(before.stdout).toContain(
      'Invoices created 2000-01-01 to 2000-01-31 (UTC days, by when each was recorded created): 0 written to',
    );
  }, 120_000);
});
