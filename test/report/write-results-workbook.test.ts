import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readBook, rowValues } from '../helpers/read-workbook.js';
import { invalidMapped, mapped, validBatch, validInvoice } from '../batch/mapped-invoices.js';
import { uploadFixture, type UploadFixture } from '../batch/upload-fixture.js';
import { writeResultsWorkbook } from '../../src/report/write-results-workbook.js';

let fixture: UploadFixture | undefined;
afterEach(() => fixture?.journal.close());

describe('writeResultsWorkbook', () => {
  it('goes on in Results (2) and Problems (2), header repeated, past the row limit', async () => {
    fixture = await uploadFixture();
    const input = [...validBatch(4, { prefix: 'SPLIT' }), invalidMapped(5, { prefix: 'SPLIT' })];
    input[4]!.problems.push({ ...input[4]!.problems[0]!, column: 'Second' });
    input[4]!.problems.push({ ...input[4]!.problems[0]!, column: 'Third' });
    const report = await fixture.upload('split.csv', input, { partial: true });
    // A limit of 3 rows stands for Excel's 1,048,576.
    const file = await writeResultsWorkbook(
      fixture.journal,
      report.runs[0]!,
      { file: join(dirname(report.runs[0]!.resultsFile!), 'split-again.xlsx') },
      3,
    );
    const book = await readBook(file);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      'Results',
      'Results (2)',
      'Results (3)',
      'Problems',
      'Problems (2)',
      'Summary',
    ]);
    const column = (name: string, index: number) => {
      const sheet = book.getWorksheet(name)!;
      return Array.from({ length: sheet.rowCount }, (_, i) => sheet.getRow(i + 1).getCell(index).value);
    };
    expect(column('Results', 4)).toEqual(['InvoiceId', 'SPLIT-ID-1', 'SPLIT-ID-2']);
    expect(column('Results (2)', 4)).toEqual(['InvoiceId', 'SPLIT-ID-3', 'SPLIT-ID-4']);
    expect(column('Results (3)', 4)).toEqual(['InvoiceId', 'SPLIT-ID-5']);
    expect(book.getWorksheet('Results (3)')!.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(book.getWorksheet('Results (2)')!.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(rowValues(book.getWorksheet('Problems (2)')!, 1)).toEqual(rowValues(book.getWorksheet('Problems')!, 1));
    expect([...column('Problems', 4), ...column('Problems (2)', 4)]).toEqual([
      'Column',
      'Amount',
      'Second',
      'Column',
      'Third',
    ]);
  });

  it('clips a text longer than Excel takes (32,767 characters) with a marker, in every sheet', async () => {
    fixture = await uploadFixture();
    const long = invalidMapped(1, { prefix: 'LONG' });
    long.rows = Array.from({ length: 9000 }, (_, i) => String(i * 2 + 2)).join(', ');
    long.problems = [{ ...long.problems[0]!, value: 'x'.repeat(5_242_887) }];
    const report = await fixture.upload('long.csv', [long]);
    const book = await readBook(report.runs[0]!.resultsFile!);
    const rows = book.getWorksheet('Results')!.getRow(2).getCell(3).value as string;
    expect(rows).toHaveLength(32_767);
    expect(rows).toMatch(/ \.\.\. \[clipped: \d{2},\d{3} characters\]$/);
    const value = book.getWorksheet('Problems')!.getRow(2).getCell(6).value as string;
    expect(value).toHaveLength(32_767);
    expect(value.endsWith(' ... [clipped: 5,242,887 characters]')).toBe(true);
  });

  it('writes Results, Problems and Summary from the journal, with typed and coloured cells', async () => {
    fixture = await uploadFixture();
    const credit = validInvoice(
      3,
      { prefix: 'WB', currency: 'USD' },
      { Invoice_Amount: '-45.1250', InvoiceItems: [{ InstanceID: null, Amount: '-45.1250' }] },
    );
    const input = [
      ...validBatch(2, { prefix: 'WB' }),
      mapped(credit, 4),
      mapped(validInvoice(4, { prefix: 'WB', payeeId: '0000999999' }), 5),
      invalidMapped(5, { prefix: 'WB' }),
    ];
    const report = await fixture.upload('month-end.csv', input, { partial: true });
    const file = report.runs[0]!.resultsFile!;
    expect(file).toMatch(/month-end-results-\d{8}-\d{6}\.xlsx$/);
    expect(readdirSync(dirname(file)).filter((name) => name.endsWith('.partial'))).toEqual([]);

    const book = await readBook(file);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Results', 'Problems', 'Summary']);
    const results = book.getWorksheet('Results')!;
    expect(rowValues(results, 1)).toEqual([
      'Source',
      'Sheet',
      'Rows',
      'InvoiceId',
      'Invoice_Number',
      'Invoice_Date',
      'PayeeId',
      'Vendor name',
      'CurrencyCode',
      'Invoice_Amount',
      'Lines',
      'Outcome',
      'HTTP status',
      'E_RETCODE',
      'E_INSTANCE_ID',
      'E_MESSAGE',
      'Detail',
      'Attempts',
    ]);
    expect(results.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(results.autoFilter).toBe('A1:R1');
    expect(results.rowCount).toBe(6);

    const created = results.getRow(2);
    expect(created.getCell(12).value).toBe('created');
    expect(created.getCell(10).value).toBe(101.01);
    expect(created.getCell(10).numFmt).toBe('#,##0.00##');
    expect(created.getCell(6).value).toEqual(new Date(Date.UTC(2025, 0, 31)));
    expect(created.getCell(6).numFmt).toBe('yyyy-mm-dd');
    expect(created.getCell(11).value).toBe(1);
    expect(created.getCell(15).value).toMatch(/^00\d{8}$/);
    expect(created.getCell(12).fill).toMatchObject({ type: 'pattern', fgColor: { argb: 'FFC6EFCE' } });
    expect(results.getRow(4).getCell(10).value).toBe(-45.125);
    expect(results.getRow(5).getCell(12).value).toBe('rejected');
    expect(results.getRow(5).getCell(14).value).toBe(4);
    expect(results.getRow(5).getCell(12).fill).toMatchObject({ fgColor: { argb: 'FFFFC7CE' } });
    expect(results.getRow(6).getCell(12).value).toBe('invalid');

    const problems = book.getWorksheet('Problems')!;
    expect(rowValues(problems, 1)).toEqual([
      'Source',
      'Sheet',
      'Row',
      'Column',
      'Field',
      'Value',
      'Message',
      'InvoiceId',
    ]);
    expect(rowValues(problems, 2)).toEqual([
      'month-end.csv',
      undefined,
      6,
      'Amount',
      'Invoice_Amount',
      'n/a',
      'expected an amount',
      'WB-ID-5',
    ]);

    const summary = new Map<string, unknown[]>();
    book.getWorksheet('Summary')!.eachRow((row) => {
      const [label, ...rest] = (row.values as unknown[]).slice(1);
      summary.set(String(label), rest);
    });
    expect(summary.get('Sandbox')![0]).toMatch(/^YES - local sandbox: nothing reached a real finance system/);
    expect(summary.get('SHA-256')![0]).toMatch(/^[0-9a-f]{64}$/);
    expect(summary.get('Mapping')).toEqual(['test-mapping.yaml']);
    expect(summary.get('created')).toEqual([3]);
    expect(summary.get('rejected')).toEqual([1]);
    expect(summary.get('invalid')).toEqual([1]);
    expect(summary.get('total')).toEqual([5]);
    expect(summary.get('EUR')).toEqual([307.07, 203.03]);
    expect(summary.get('USD')).toEqual([-45.125, -45.125]);
    expect(summary.get('Started')![0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(summary.get('Rejection reason')).toEqual(['Invoices', 'Example message']);
    expect(summary.get('E_RETCODE 4: Invalid invoice: PayeeId "…": not a registered advertiser')).toEqual([
      1,
      'Invalid invoice: PayeeId "0000999999": not a registered advertiser',
    ]);
    expect(summary.get('What happens next')![0]).toContain('the next upload posts the rejected ones again');
  });
});
