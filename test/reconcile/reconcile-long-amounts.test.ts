/**
 * The reconciliation workbook shows an amount or total past the 15 significant digits a spreadsheet
 * number shows as the exact figure posted, right-aligned text, as the results workbook does: a real
 * sandbox, a real SQLite journal, the workbook read back.
 */
import type ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { reconcileInvoices } from '../../src/reconcile/reconcile-invoices.js';
import { readBook } from '../helpers/read-workbook.js';
import { reconcileFixture, type ReconcileFixture } from './reconcile-fixture.js';

let fixture: ReconcileFixture | undefined;
afterEach(() => fixture?.journal.close());

const TEXT_AMOUNT = (value: string) => ({ value, numFmt: '@', horizontal: 'right' });
const seen = (cell: ExcelJS.Cell) => ({
  value: cell.value,
  numFmt: cell.numFmt,
  horizontal: cell.alignment?.horizontal,
});

describe('the reconciliation workbook', () => {
  it('shows an amount and a total past 15 significant digits exactly, as right-aligned text', async () => {
    fixture = await reconcileFixture({ advance: 'per-call' });
    await fixture.upload('big.csv', [
      { number: 'B-1', amount: '123456789012345.6700', currency: 'EUR' },
      { number: 'B-2', amount: '-9007199254740.9900', currency: 'EUR' },
    ]);
    const report = await reconcileInvoices(fixture.journal, {
      target: fixture.sandbox.target(),
      finalStatusCodes: ['28'],
      stuckAfterDays: 14,
      concurrency: 4,
      selection: {},
    });
    const file = await fixture.writeWorkbook(report);
    const book = await readBook(file);
    const status = book.getWorksheet('Status')!;
    const header = (status.getRow(1).values as unknown[]).map(String);
    const amounts = new Map<unknown, ExcelJS.Cell>();
    status.eachRow((row, n) => {
      if (n > 1)
        amounts.set(row.getCell(header.indexOf('Invoice number')).value, row.getCell(header.indexOf('Amount')));
    });
    expect(seen(amounts.get('B-1')!)).toEqual(TEXT_AMOUNT('123,456,789,012,345.67'));
    expect(seen(amounts.get('B-2')!)).toMatchObject({ value: -9007199254740.99, numFmt: '#,##0.00' });
    // "Amounts per status and currency": the EUR total, 114,449,589,757,604.68, past 15 digits.
    const totals: ReturnType<typeof seen>[] = [];
    book.getWorksheet('Summary')!.eachRow((row) =>
      row.eachCell((cell) => {
        if (typeof cell.value === 'string' && /^114,/.test(cell.value)) totals.push(seen(cell));
      }),
    );
    expect(totals).toEqual([TEXT_AMOUNT('114,449,589,757,604.68')]);
  });
});
