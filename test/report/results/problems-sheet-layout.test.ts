import { afterEach, describe, expect, it } from 'vitest';
import { readBook } from '../../helpers/read-workbook.js';
import { readZipParts } from '../../sheets/zip-builder.js';
import { invalidMapped, validBatch } from '../../batch/mapped-invoices.js';
import { uploadFixture, type UploadFixture } from '../../batch/upload-fixture.js';

let fixture: UploadFixture | undefined;
afterEach(() => fixture?.journal.close());

/** The message a header field repeated with another value gets: longer than the 70-character Message column. */
const LONG_MESSAGE =
  'expected the same value as row 27 ("31.02.2024"): header fields repeat on every line of an invoice, so each line must write them alike';

describe('the Problems sheet', () => {
  it('wraps a message longer than its column in a row grown to show all of it, and keeps a short one on one line', async () => {
    fixture = await uploadFixture();
    const long = invalidMapped(1, { prefix: 'LONG' });
    long.problems = [{ ...long.problems[0]!, message: LONG_MESSAGE }];
    const short = invalidMapped(2, { prefix: 'SHORT' });
    const report = await fixture.upload('month-end.csv', [long, short]);
    const sheet = (await readBook(report.runs[0]!.resultsFile!)).getWorksheet('Problems')!;
    const header = sheet.getRow(1).values as unknown[];
    const message = header.indexOf('Message');
    const width = sheet.getColumn(message).width!;
    expect(LONG_MESSAGE.length).toBeGreaterThan(width);
    const longRow = sheet.getRow(2);
    expect(longRow.getCell(message).value).toBe(LONG_MESSAGE);
    expect(longRow.getCell(message).alignment).toMatchObject({ wrapText: true, vertical: 'top' });
    // Two lines of 15 points at least: the message takes two lines of a 70-character column.
    expect(longRow.height).toBeGreaterThanOrEqual(30);
    expect(longRow.getCell(1).alignment?.vertical).toBe('top');
    const shortRow = sheet.getRow(3);
    expect(shortRow.getCell(message).value).toBe('expected an amount');
    expect(shortRow.height ?? 15).toBeLessThanOrEqual(15);
  });

  it('wraps a long value (a formula) inside the Value column, the row grown, never cut off by the Message', async () => {
    fixture = await uploadFixture();
    const invoice = invalidMapped(1, { prefix: 'FORMULA' });
    const formula = '=VLOOKUP(A7,Rates!A:B,2,FALSE)';
    invoice.problems = [{ ...invoice.problems[0]!, value: formula }];
    const report = await fixture.upload('month-end.csv', [invoice]);
    const sheet = (await readBook(report.runs[0]!.resultsFile!)).getWorksheet('Problems')!;
    const at = (sheet.getRow(1).values as unknown[]).indexOf('Value');
    const row = sheet.getRow(2);
    expect(row.getCell(at).value).toBe(formula);
    expect(formula.length).toBeGreaterThan(sheet.getColumn(at).width!);
    expect(row.getCell(at).alignment).toMatchObject({ wrapText: true, vertical: 'top' });
    expect(row.height).toBeGreaterThanOrEqual(30);
  });

  it.each([
    ['a header field', 'Invoice_Amount'],
    ['a line field', 'InvoiceItems[0].Amount'],
    ['a line far down a long invoice', 'InvoiceItems[128].TaxAmount'],
    ['a field path past the cap', 'InvoiceItems[12345].CostCenterAssignmentNumber'],
  ])('widens Field to %s, to its cap, and wraps a longer one rather than run it into Value', async (_, field) => {
    fixture = await uploadFixture();
    const invoice = invalidMapped(1, { prefix: 'FIELD' });
    invoice.problems = [{ ...invoice.problems[0]!, field }];
    const report = await fixture.upload('month-end.csv', [invoice]);
    const sheet = (await readBook(report.runs[0]!.resultsFile!)).getWorksheet('Problems')!;
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const at = header.indexOf('Field');
    expect(sheet.getRow(2).getCell(at).value).toBe(field);
    const width = sheet.getColumn(at).width!;
    expect(width).toBeLessThanOrEqual(30);
    if (field.length + 2 <= 30) expect(width).toBeGreaterThanOrEqual(field.length + 2);
    else expect(sheet.getRow(2).getCell(at).alignment).toMatchObject({ wrapText: true });
  });

  it('says No problems for a run without any and prints that one page, not the bare header in pages across', async () => {
    fixture = await uploadFixture();
    // Read from a workbook's sheet: the Sheet column makes the header wider than one readable page.
    const clean = validBatch(2, { prefix: 'CLEAN' }).map((invoice) => ({ ...invoice, sheet: 'Lines' }));
    const report = await fixture.upload('month-end.xlsx', clean);
    const file = report.runs[0]!.resultsFile!;
    const sheet = (await readBook(file)).getWorksheet('Problems')!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe('No problems');
    // Where a problem is (file, sheet, row) is repeated at the left of every page across.
    expect(sheet.pageSetup.printTitlesColumn).toBe('A:C');
    // Printed: those columns and the line; the later pages across held headers alone.
    expect(sheet.pageSetup.printArea).toBe('A1:C2');
    // Written absolute: LibreOffice ignores a print area whose rows are relative ($A1:$C2).
    const workbook = readZipParts(file)
      .find((part) => part.name === 'xl/workbook.xml')!
      .data.toString('utf8');
    expect(workbook).toContain('Problems&apos;!$A$1:$C$2</definedName>');
  });

  it('prints a run without problems read from a CSV, whose header fits one page wide, whole', async () => {
    fixture = await uploadFixture();
    const report = await fixture.upload('month-end.csv', validBatch(2, { prefix: 'CLEANCSV' }));
    const sheet = (await readBook(report.runs[0]!.resultsFile!)).getWorksheet('Problems')!;
    expect(sheet.getRow(2).getCell(1).value).toBe('No problems');
    expect(sheet.pageSetup).toMatchObject({ fitToPage: true, fitToWidth: 1, fitToHeight: 0 });
    expect(sheet.pageSetup.printArea).toBeUndefined();
  });

  it('prints the whole sheet when the run has problems', async () => {
    fixture = await uploadFixture();
    const report = await fixture.upload('month-end.csv', [invalidMapped(1, { prefix: 'SOME' })]);
    const sheet = (await readBook(report.runs[0]!.resultsFile!)).getWorksheet('Problems')!;
    expect(sheet.getRow(2).getCell(1).value).toBe('month-end.csv');
    expect(sheet.pageSetup.printArea).toBeUndefined();
  });
});
