/**
 * The validation workbook speaks the upload's results workbook's words: Summary first, the
 * valid/invalid column headed Outcome (on the Legend too), the Problems sheet's shared columns
 * headed as the upload's Problems sheet heads them, and no Vendor column when the mapping reads
 * no vendor name. Real samples and mappings, read back with exceljs.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateFile } from '../../../src/batch/validate-file.js';
import { loadMapping } from '../../../src/mapping/load-mapping.js';
import { PROBLEM_HEADERS } from '../../../src/report/results/write-problems-sheet.js';
import { RESULTS_SHEET_COLUMNS } from '../../../src/report/results/results-sheet-columns.js';
import { readBook, rowValues } from '../../helpers/read-workbook.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const ROOT = join(import.meta.dirname, '../../..');

async function validationBook(sample: string, mapping: string) {
  const dir = makeTempDir('validation-words');
  const result = await validateFile(join(ROOT, 'samples', sample), await loadMapping(join(ROOT, 'mappings', mapping)), {
    workbookFile: { file: join(dir, 'validation.xlsx') },
  });
  return readBook(result.workbookFile!);
}

const headers = (book: Awaited<ReturnType<typeof readBook>>, sheet: string) =>
  rowValues(book.getWorksheet(sheet)!, 1).map(String);

describe.each([
  { sample: 'planted-errors.xlsx', mapping: 'planted-errors.yaml', vendor: false },
  { sample: 'european-erp.csv', mapping: 'european-erp.yaml', vendor: true },
])('the validation workbook of $sample', ({ sample, mapping, vendor }) => {
  it('opens on Summary and heads its columns with the results workbook words', async () => {
    const book = await validationBook(sample, mapping);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Problems', 'Invoices', 'Legend']);
    const invoices = headers(book, 'Invoices');
    expect(invoices[0]).toBe('Outcome');
    expect(new Set(rowValues(book.getWorksheet('Invoices')!, 2).slice(0, 1))).toEqual(
      new Set([expect.stringMatching(/^(valid|invalid)$/)]),
    );
    expect(headers(book, 'Legend')[0]).toBe('Outcome');
    expect(invoices).not.toContain('Status');
    // An invoice's problems are its Message, as the Results sheet calls what it says of an invoice.
    const results = RESULTS_SHEET_COLUMNS.map((column) => column.header);
    expect(invoices.filter((header) => !results.includes(header))).toEqual([]);

    const problems = headers(book, 'Problems');
    // Every column the two Problems sheets share is headed alike: the upload's Value and Message, not other words.
    expect(problems.filter((header) => PROBLEM_HEADERS.includes(header))).toEqual(
      ['Sheet', 'Row', 'Column', 'Value', 'Message', 'Invoice id'].filter((header) => PROBLEM_HEADERS.includes(header)),
    );
    expect(problems).not.toContain('Value found');
    expect(problems).not.toContain('Problem');

    for (const sheet of ['Problems', 'Invoices']) expect(headers(book, sheet).includes('Vendor'), sheet).toBe(vendor);
    if (vendor) {
      const at = invoices.indexOf('Vendor') + 1;
      const names = book.getWorksheet('Invoices')!.getColumn(at).values.slice(2);
      expect(names.every((name) => typeof name === 'string' && name.length > 0)).toBe(true);
    }
  });
});
