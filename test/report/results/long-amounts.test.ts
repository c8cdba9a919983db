/**
 * Amounts past the 15 significant digits a spreadsheet number shows (the API takes 15 digits before
 * the point; totals of many invoices grow beyond) read back from every workbook as the exact figure
 * posted, right-aligned text, never a number that shows another figure: a real sandbox, a real
 * SQLite journal, the workbooks read back with exceljs.
 */
import type ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { readBook } from '../../helpers/read-workbook.js';
import { mapped, validInvoice } from '../../batch/mapped-invoices.js';
import { uploadFixture, type UploadFixture } from '../../batch/upload-fixture.js';
import { LONG_AMOUNT_NOTE, LONG_AMOUNT_WORD } from '../../../src/report/amount-cell.js';
import {
  openValidationWorkbook,
  validationFileName,
} from '../../../src/report/validation/write-validation-workbook.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import type { FileSummary } from '../../../src/mapping/summarize-file.js';

let fixture: UploadFixture | undefined;
afterEach(async () => {
  await fixture?.sandbox.close();
  await fixture?.journal.close();
  fixture = undefined;
});

const amounted = (index: number, currency: string, amount: string) =>
  mapped(
    validInvoice(
      index,
      { prefix: 'LONG', currency },
      { Invoice_Amount: amount, InvoiceItems: [{ InstanceID: null, Line_Number: '1', Amount: amount }] },
    ),
    index + 1,
  );

/** The repro's files: mid.csv's IDR invoice, big.csv's two EUR invoices whose total passes 15 digits. */
const INVOICES = [
  amounted(1, 'IDR', '12345678901234.5600'),
  amounted(2, 'EUR', '123456789012345.6700'),
  amounted(3, 'EUR', '-9007199254740.9900'),
  amounted(4, 'JPY', '98765432109.0000'),
];

/** A cell as a reader sees it: its value, its number format, and where it stands. */
const seen = (cell: ExcelJS.Cell) => ({
  value: cell.value,
  numFmt: cell.numFmt,
  horizontal: cell.alignment?.horizontal,
});
const TEXT_AMOUNT = (value: string) => ({ value, numFmt: '@', horizontal: 'right' });

function legendMeanings(book: ExcelJS.Workbook): Map<unknown, unknown> {
  const legend = book.getWorksheet('Legend')!;
  const meanings = new Map<unknown, unknown>();
  legend.eachRow((row) => meanings.set(row.getCell(1).value, row.getCell(2).value));
  return meanings;
}

describe('an amount past 15 significant digits', () => {
  it('reads back as the exact figure posted on Results, its totals and the Summary, and the Legend says why', async () => {
    fixture = await uploadFixture();
    const run = (await fixture.upload('big.csv', INVOICES)).runs[0]!;
    expect(run.counts.created).toBe(4);
    const book = await readBook(run.resultsFile!);
    const results = book.getWorksheet('Results')!;
    const header = (results.getRow(1).values as unknown[]).map(String);
    const amountAt = header.indexOf('Amount');
    const numberAt = header.indexOf('Invoice number');
    const byNumber = new Map<unknown, ExcelJS.Cell>();
    const totals = new Map<string, ExcelJS.Cell>();
    results.eachRow((row) => {
      // The total's label sits beside its amount (or in the first column when Amount is second).
      const label = row.getCell(Math.max(1, amountAt - 1)).value;
      if (typeof label === 'string' && label.startsWith('Total: in the file'))
        totals.set(String(row.getCell(header.indexOf('Currency')).value), row.getCell(amountAt));
      else byNumber.set(row.getCell(numberAt).value, row.getCell(amountAt));
    });
    expect(seen(byNumber.get('LONG-00001')!)).toEqual(TEXT_AMOUNT('12,345,678,901,234.56'));
    expect(seen(byNumber.get('LONG-00002')!)).toEqual(TEXT_AMOUNT('123,456,789,012,345.67'));
    // 15 digits: a number, which sums.
    expect(seen(byNumber.get('LONG-00003')!)).toMatchObject({ value: -9007199254740.99, numFmt: '#,##0.00' });
    expect(seen(byNumber.get('LONG-00004')!)).toMatchObject({ value: 98765432109, numFmt: '#,##0' });
    expect(seen(totals.get('EUR')!)).toEqual(TEXT_AMOUNT('114,449,589,757,604.68'));
    expect(seen(totals.get('IDR')!)).toEqual(TEXT_AMOUNT('12,345,678,901,234.56'));
    expect(totals.get('JPY')!.value).toBe(98765432109);

    const summary = book.getWorksheet('Summary')!;
    const summaryAmounts = new Map<unknown, ExcelJS.Cell>();
    summary.eachRow((row) => summaryAmounts.set(row.getCell(1).value, row.getCell(2)));
    expect(seen(summaryAmounts.get('EUR')!)).toEqual(TEXT_AMOUNT('114,449,589,757,604.68'));
    expect(seen(summaryAmounts.get('IDR')!)).toEqual(TEXT_AMOUNT('12,345,678,901,234.56'));
    expect(legendMeanings(book).get(LONG_AMOUNT_WORD)).toBe(LONG_AMOUNT_NOTE);
  });

  it('reads back as the exact figure read on the validation workbook, its rows and its file total', async () => {
    const dir = makeTempDir('validation-long');
    const workbook = await openValidationWorkbook(validationFileName(dir, 'big.csv', new Date(2026, 10, 24)));
    for (const invoice of INVOICES) workbook.add(invoice);
    const totals = { EUR: '114449589757604.6800', IDR: '12345678901234.5600', JPY: '98765432109.0000' };
    const summary: FileSummary = {
      invoices: 4,
      lines: 4,
      valid: 4,
      invalid: 0,
      problems: 0,
      totals,
      validTotals: totals,
      untotalled: 0,
    };
    const book = await readBook(await workbook.finish(summary, { source: 'big.csv', mapping: 'm.yaml' }));
    const invoices = book.getWorksheet('Invoices')!;
    const header = (invoices.getRow(1).values as unknown[]).map(String);
    const amounts = [2, 3, 4, 5].map((n) => seen(invoices.getRow(n).getCell(header.indexOf('Amount'))));
    expect(amounts[0]).toEqual(TEXT_AMOUNT('12,345,678,901,234.56'));
    expect(amounts[1]).toEqual(TEXT_AMOUNT('123,456,789,012,345.67'));
    expect(amounts[2]).toMatchObject({ value: -9007199254740.99, numFmt: '#,##0.00' });
    const fileTotals = new Map<unknown, ExcelJS.Cell>();
    book.getWorksheet('Summary')!.eachRow((row) => fileTotals.set(row.getCell(1).value, row.getCell(2)));
    const eur = [...fileTotals].find(([label]) => String(label).includes('EUR'))![1];
    expect(seen(eur)).toEqual(TEXT_AMOUNT('114,449,589,757,604.68'));
    expect(legendMeanings(book).get(LONG_AMOUNT_WORD)).toBe(LONG_AMOUNT_NOTE);
  });
});
