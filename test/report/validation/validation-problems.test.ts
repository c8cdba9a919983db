import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateFile } from '../../../src/batch/validate-file.js';
import { loadMapping } from '../../../src/mapping/load-mapping.js';
import { fieldLabel } from '../../../src/report/validation/advise-problem.js';
import { wrappedLines } from '../../../src/report/fit-row-height.js';
import { readBook, rowValues } from '../../helpers/read-workbook.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const ROOT = join(import.meta.dirname, '../../..');

/** Validates `file` with `mapping` (in mappings/) and reads the workbook back. */
async function validationBook(file: string, mapping: string) {
  const dir = makeTempDir('validation-problems');
  const result = await validateFile(file, await loadMapping(join(ROOT, 'mappings', mapping)), {
    workbookFile: { file: join(dir, 'validation.xlsx') },
  });
  return readBook(result.workbookFile!);
}

const sheetRows = (sheet: import('exceljs').Worksheet) =>
  Array.from({ length: sheet.rowCount }, (_, i) => rowValues(sheet, i + 1));

describe('the validation workbook a clerk fixes the file from', () => {
  it('opens on Summary, then Problems: each problem with its invoice, where it is, what is wrong and what to do', async () => {
    const book = await validationBook(join(ROOT, 'samples/planted-errors.xlsx'), 'planted-errors.yaml');
    expect(book.worksheets.map((s) => s.name)).toEqual(['Summary', 'Problems', 'Invoices', 'Legend']);
    const problems = book.getWorksheet('Problems')!;
    // No Vendor column: the mapping reads no vendor name.
    expect(rowValues(problems, 1)).toEqual([
      'Vendor id',
      'Invoice number',
      'Invoice date',
      'Sheet',
      'Row',
      'Column',
      'Value',
      'Message',
      'What to do',
      'Invoice id',
    ]);
    expect(problems.autoFilter).toBe('A1:J1');
    expect(book.getWorksheet('Invoices')!.autoFilter).toBe('A1:K1');
    // One row per planted mistake: [sheet, row, column as the file names it, the problem, what to do].
    expect(
      sheetRows(problems)
        .slice(1)
        .map((r) => [r[3], r[4], r[5], r[7], r[8]]),
    ).toEqual([
      [
        'Lines',
        2,
        'Tax',
        'expected an amount, e.g. 1,234.50',
        'Write a number in column "Tax", e.g. 1,234.50; a currency sign or code may go with it, no other words.',
      ],
      [
        'Invoices',
        3,
        'Invoice_Date',
        'the day does not exist (February 2024 has 29 days; read as DD.MM.YYYY)',
        'Write the day that was meant in column "Invoice_Date": this one is not in the calendar.',
      ],
      [
        'Invoices',
        4,
        'CurrencyCode',
        'expected a three-letter currency code, e.g. EUR',
        'Write a three-letter currency code such as EUR, USD or GBP in column "CurrencyCode".',
      ],
      ['Invoices', 5, 'PayeeId', 'expected a value, got nothing', 'Fill in column "PayeeId" on this row.'],
      [
        'Invoices',
        7,
        'Invoice_Number',
        'expected each (PayeeId, Invoice_Number) once in a file; PayeeId 0000100036 already has this number at row 6',
        'Give this invoice its own invoice number, or delete the row if the invoice is in the file twice.',
      ],
      [
        'Invoices',
        8,
        'invoice lines',
        'expected at least one invoice line: no row of sheet Lines has the key ERR-2024-00007',
        "Add the invoice's lines to the lines sheet under its key, or correct the key.",
      ],
      [
        'Invoices',
        9,
        'Invoice_Amount',
        'expected the Amount + Tax of its 1 line (2216.74); differs by 1.00',
        'Make column "Invoice_Amount" equal the total of the invoice\'s lines, or correct the lines.',
      ],
      ['Invoices', 10, 'Discount', 'expected Y or N', 'Write Y (yes) or N (no) in column "Discount".'],
      [
        'Lines',
        27,
        'CountryCode',
        'expected a two-letter country code, e.g. DE',
        'Write a two-letter country code such as DE or FR in column "CountryCode".',
      ],
      [
        'Invoices',
        12,
        'PDF File',
        'expected a file name inside the PDF folder; the path leaves it',
        'Write only the name of a file in the PDF folder in column "PDF File".',
      ],
      [
        'Invoices',
        13,
        'PDF File',
        `PDF not found in ${join(ROOT, 'samples/pdfs')}`,
        'Put the PDF into the PDF folder, or correct the file name in column "PDF File".',
      ],
      [
        'Invoices',
        14,
        'Requester Email',
        'expected an e-mail address',
        'Write an e-mail address such as name@example.com in column "Requester Email".',
      ],
      [
        'Lines',
        40,
        'TaxRate',
        'expected a tax rate with at most two decimal places',
        'Write the tax rate in percent in column "TaxRate", e.g. 19 or 7.25, at most two decimal places.',
      ],
      [
        'Lines',
        19,
        'InvoiceId',
        'expected an invoice with the key GONE in sheet Invoices; 4 line(s) belong to none',
        'Correct column "InvoiceId" of these lines so it names an invoice of the file, or add that invoice.',
      ],
    ]);
    // The invoice of each problem: vendor id, number and date as a date cell.
    expect(rowValues(problems, 2).slice(0, 3)).toEqual(['0000100008', '008/24/1005', new Date(Date.UTC(2024, 1, 23))]);
    expect(problems.getRow(2).getCell(3).numFmt).toBe('d mmm yyyy');
    // A text longer than its column wraps onto a row tall enough for it (no program grows a row when it opens a file).
    // Wrapped at spaces in the column's width (fit-row-height.test.ts holds the rule to rendered rows).
    const linesOf = (text: unknown, width: number) => wrappedLines(String(text ?? ''), width);
    const tallest = (sheet: import('exceljs').Worksheet, n: number) =>
      Math.max(
        ...Array.from(sheet.getRow(n).values as unknown[], (value, column) =>
          typeof value === 'string' ? linesOf(value, sheet.getColumn(column).width ?? 10) : 1,
        ),
      );
    for (const sheet of [problems, book.getWorksheet('Invoices')!])
      for (let n = 2; n <= sheet.rowCount; n += 1)
        expect(sheet.getRow(n).height ?? 15, `${sheet.name} row ${n}`).toBe(15 * tallest(sheet, n));
    // The long texts do wrap: the duplicate number's problem takes more than one line.
    expect(problems.getRow(6).height).toBeGreaterThan(15);
    expect(problems.getRow(6).getCell(8).alignment).toMatchObject({ wrapText: true, vertical: 'top' });
    expect(problems.getRow(6).getCell(3).alignment).toMatchObject({ vertical: 'top' });
    // No internal field path anywhere a person reads.
    for (const row of sheetRows(problems)) expect(JSON.stringify(row)).not.toMatch(/\[\d+\]\.|InvoiceItems/);
  });

  it("names the vendor, reports an impossible day as no day, and gives examples in the file's own number style", async () => {
    const dir = makeTempDir('validation-vendor');
    const lines = readFileSync(join(ROOT, 'samples/european-erp.csv'), 'utf8').split('\n');
    // Every line of invoice RE-2024-3001 carries its date: 31 November; the first line of RE-2024-3002 has no tax amount.
    const first3002 = lines.findIndex((line) => line.includes(';RE-2024-3002;'));
    const broken = lines.map((line, i) => {
      if (line.includes(';RE-2024-3001;')) return line.replace('11.03.2024', '31.11.2026');
      if (i !== first3002) return line;
      const fields = line.split(';');
      fields[11] = 'n/a';
      return fields.join(';');
    });
    const file = join(dir, 'export.csv');
    writeFileSync(file, broken.join('\n'));
    const book = await validationBook(file, 'european-erp.yaml');
    const problems = sheetRows(book.getWorksheet('Problems')!).slice(1);
    expect(problems.map((r) => [r[0], r[1], r[2], r[5], r[6], r[8], r[9]])).toEqual([
      [
        'Nordlicht Verlag AG',
        '0000100004',
        'RE-2024-3001',
        2,
        'Belegdatum',
        'the day does not exist (November 2026 has 30 days; read as DD.MM.YYYY)',
        'Write the day that was meant in column "Belegdatum": this one is not in the calendar.',
      ],
      [
        'Škoda Reklama s.r.o.',
        '0000100007',
        'RE-2024-3002',
        7,
        'Steuerbetrag',
        'expected an amount, e.g. 1.234,50',
        'Write a number in column "Steuerbetrag", e.g. 1.234,50; a currency sign or code may go with it, no other words.',
      ],
    ]);
  });

  it('reports a missing vendor id once, at its column, never at a column made of several', async () => {
    const dir = makeTempDir('validation-vendor-id');
    const lines = readFileSync(join(ROOT, 'samples/legacy-us.csv'), 'latin1').split('\r\n');
    lines[3] = lines[3]!.replace(/^\d+,/, ',');
    const file = join(dir, 'ap.csv');
    writeFileSync(file, lines.join('\r\n'), 'latin1');
    const book = await validationBook(file, 'legacy-us.yaml');
    const problems = sheetRows(book.getWorksheet('Problems')!).slice(1);
    expect(problems.map((r) => [r[4], r[5], r[7], r[8]])).toEqual([
      [4, 'VENDOR ID', 'expected a value, got nothing', 'Fill in column "VENDOR ID" on this row.'],
    ]);
  });

  it.each([
    ['InvoiceItems[0].Tax', 'tax of line 1'],
    ['InvoiceItems[11].TaxRate', 'tax rate of line 12'],
    ['Contacts[1].Email', 'email of contact 2'],
    ['Events[0].Event_Date', 'event date of event 1'],
    ['InvoiceItems', 'invoice lines'],
    ['PayeeId', 'vendor id'],
    ['Invoice_Amount', 'invoice amount'],
    ['Received_On', 'received on'],
  ])('names the field %s as %s', (field, label) => {
    expect(fieldLabel(field)).toBe(label);
  });
});
