import { describe, expect, it } from 'vitest';
import { readBook, rowValues } from '../../helpers/read-workbook.js';
import {
  openValidationWorkbook,
  validationFileName,
} from '../../../src/report/validation/write-validation-workbook.js';
import { mapped, validInvoice } from '../../batch/mapped-invoices.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

describe('the Invoices sheet of the validation workbook', () => {
  it('writes one source row as a number cell, as the Results sheet does, and several rows as their text', async () => {
    const dir = makeTempDir('validation-rows');
    const workbook = await openValidationWorkbook(validationFileName(dir, 'rows.csv', new Date(2026, 10, 24)));
    workbook.add(mapped(validInvoice(1, { prefix: 'RWS' }), 2));
    workbook.add({ ...mapped(validInvoice(2, { prefix: 'RWS' }), 5), rows: '5-7' });
    workbook.add({ ...mapped(validInvoice(3, { prefix: 'RWS' }), 9), rows: '9; Lines: 12-14' });
    const summary = {
      invoices: 3,
      lines: 3,
      valid: 3,
      invalid: 0,
      problems: 0,
      totals: {},
      validTotals: {},
      untotalled: 0,
    };
    const book = await readBook(await workbook.finish(summary, { source: 'rows.csv', mapping: 'm.yaml' }));
    const invoices = book.getWorksheet('Invoices')!;
    const at = (rowValues(invoices, 1) as unknown[]).indexOf('Rows') + 1;
    expect([2, 3, 4].map((row) => invoices.getRow(row).getCell(at).value)).toEqual([2, '5-7', '9; Lines: 12-14']);
  });
});
