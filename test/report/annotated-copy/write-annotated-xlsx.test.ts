import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readBook } from '../../helpers/read-workbook.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { rowNumbers, uploadAnnotated, type JournalInvoice } from './annotated-copy-fixture.js';

const MAPPING = `
source:
  type: xlsx
  sheet: Register
  headerRow: 4
  skipRows:
    - { column: Vendor No., equals: Total }
layout:
  type: one-row
invoice:
  InvoiceId: { template: "{Vendor No.}-{Invoice No.}" }
  PayeeId: Vendor No.
  Invoice_Number: Invoice No.
  Invoice_Date: Invoice Date
  CurrencyCode: Curr.
  Invoice_Amount: Gross
items:
  Amount: Net
  Tax: VAT
`;

/** A register as finance staff keep it: title rows, a merged title, formulas, a hidden column, a totals row, a second sheet, a defined name. */
async function writeRegister(file: string): Promise<void> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Register');
  sheet.getCell('A1').value = 'AP register - January';
  sheet.getCell('A1').font = { bold: true, size: 14 };
  sheet.mergeCells('A1:E1');
  sheet.getCell('A2').value = 'Company 1000';
  sheet.getRow(4).values = ['Vendor No.', 'Invoice No.', 'Invoice Date', 'Curr.', 'Net', 'VAT', 'Gross', 'Internal'];
  sheet.getRow(4).font = { bold: true };
  const invoices: [string, string, Date | string, number][] = [
    ['0000100001', 'R-1', new Date(Date.UTC(2024, 0, 5)), 100],
    ['0000100002', 'R-2', new Date(Date.UTC(2024, 0, 6)), 250.5],
    ['0000100003', 'R-3', 'n/a', 80],
    ['0000999999', 'R-4', new Date(Date.UTC(2024, 0, 8)), 10],
    ['0000100005', 'R-5', new Date(Date.UTC(2024, 0, 9)), 1234.25],
  ];
  invoices.forEach(([vendor, number, date, net], i) => {
    const r = 5 + i;
    const row = sheet.getRow(r);
    row.values = [vendor, number, date, 'EUR', net];
    row.getCell(6).value = { formula: `ROUND(E${r}*0.19,2)`, result: Math.round(net * 19) / 100 };
    row.getCell(7).value = { formula: `E${r}+F${r}`, result: net + Math.round(net * 19) / 100 };
    row.getCell(8).value = `note ${i}`;
    for (const column of [5, 6, 7]) row.getCell(column).numFmt = '#,##0.00';
    if (typeof date !== 'string') row.getCell(3).numFmt = 'dd.mm.yyyy';
  });
  sheet.getRow(11).values = ['Total', null, null, 'EUR'];
  sheet.getCell('G11').value = { formula: 'SUM(G5:G9)', result: 1968.6 };
  sheet.getColumn(2).width = 18;
  sheet.getColumn(8).hidden = true;
  const notes = book.addWorksheet('Notes');
  notes.getCell('A1').value = 'VAT rate';
  notes.getCell('B1').value = 0.19;
  book.definedNames.add('Notes!$B$1', 'VatRate');
  await book.xlsx.writeFile(file);
}

/** What a reader sees of a cell: value (formulas with their results), format and style. */
function cellFacts(cell: ExcelJS.Cell): unknown {
  return {
    value: cell.value,
    numFmt: cell.numFmt,
    font: cell.font,
    fill: cell.fill,
    border: cell.border,
    alignment: cell.alignment,
  };
}

function outcomeWord(invoice: JournalInvoice): string {
  return invoice.state === 'in-doubt' ? 'in doubt' : invoice.state;
}

describe('the annotated copy of an XLSX source', () => {
  it('keeps every source cell, merge, hidden column, width, sheet and name, and adds the journal outcome on each invoice row', async () => {
    const dir = makeTempDir('ib-annotate-xlsx');
    const source = join(dir, 'register.xlsx');
    await writeRegister(source);
    const { report, invoices } = await uploadAnnotated(dir, source, MAPPING);
    const copy = report.runs[0]!.annotatedFile!;
    expect(copy).toMatch(/register-annotated-\d{8}-\d{6}\.xlsx$/);

    const [before, after] = [await readBook(source), await readBook(copy)];
    expect(after.worksheets.map((s) => s.name)).toEqual(['Register', 'Notes']);
    // The user's names stay; one hidden name more marks the added columns as the tool's own (annotation-marks.ts).
    expect(after.definedNames.model).toEqual([
      ...before.definedNames.model,
      { name: 'InvoiceBatch_Annotation1', ranges: [expect.stringMatching(/^'?Register'?!\$I\$4:\$K\$4$/)] },
    ]);
    expect(before.definedNames.model).toEqual([{ name: 'VatRate', ranges: ['Notes!$B$1'] }]);
    const [was, now] = [before.getWorksheet('Register')!, after.getWorksheet('Register')!];
    expect(now.model.merges).toEqual(was.model.merges);
    expect(was.model.merges).toEqual(['A1:E1']);
    expect(now.getColumn(8).hidden).toBe(true);
    expect(now.getColumn(2).width).toBe(18);
    for (let r = 1; r <= 11; r++)
      for (let c = 1; c <= 8; c++)
        expect(cellFacts(now.getCell(r, c)), `row ${r} column ${c}`).toEqual(cellFacts(was.getCell(r, c)));
    const notes = after.getWorksheet('Notes')!;
    expect([notes.getCell('A1').value, notes.getCell('B1').value]).toEqual(['VAT rate', 0.19]);

    // The added columns come after the last used one (H, hidden), on the header row and every invoice row.
    expect([9, 10, 11].map((c) => now.getCell(4, c).value)).toEqual(['Outcome', 'Instance id', 'Message']);
    expect(invoices.map(outcomeWord).sort()).toEqual(['created', 'created', 'created', 'invalid', 'rejected']);
    for (const invoice of invoices) {
      for (const r of rowNumbers(invoice.rows)) {
        const row = now.getRow(r);
        expect(row.getCell(9).value).toBe(outcomeWord(invoice));
        expect(row.getCell(10).value ?? null).toBe(invoice.instanceId);
        if (invoice.state === 'created') expect(row.getCell(9).fill).toMatchObject({ fgColor: { argb: 'FFC6EFCE' } });
        if (invoice.state === 'rejected') {
          expect(row.getCell(11).value).toBe(invoice.eMessage);
          expect(row.getCell(9).fill).toMatchObject({ fgColor: { argb: 'FFFFC7CE' } });
        }
        if (invoice.state === 'invalid')
          expect(String(row.getCell(11).value)).toMatch(/^row 7, column "Invoice Date": expected a date/);
      }
    }
    expect(invoices.find((i) => i.state === 'created')!.instanceId).toMatch(/^00/);
    // Title, blank and totals rows are left as they were.
    for (const r of [1, 2, 3, 10, 11])
      expect([9, 10, 11].map((c) => now.getCell(r, c).value)).toEqual([null, null, null]);
  });

  it('makes the invalid rows stand out and leaves the rows held back by them neutral', async () => {
    const dir = makeTempDir('ib-annotate-held');
    const source = join(dir, 'register.xlsx');
    await writeRegister(source);
    const { report, invoices } = await uploadAnnotated(dir, source, MAPPING, { partial: false });
    const now = (await readBook(report.runs[0]!.annotatedFile!)).getWorksheet('Register')!;
    const fillOf = (state: string) => {
      const invoice = invoices.find((i) => i.state === state)!;
      return now.getRow(rowNumbers(invoice.rows)[0]!).getCell(9);
    };
    expect(fillOf('failed').value).toBe('not sent');
    expect(fillOf('invalid').value).toBe('invalid');
    // Invalid: the strong red of the Legend; not sent: a pale grey that does not draw the eye.
    expect(fillOf('invalid').fill).toMatchObject({ fgColor: { argb: 'FFFF9999' } });
    expect(fillOf('failed').fill).toMatchObject({ fgColor: { argb: 'FFF2F2F2' } });
  });

  it("extends the user's filter over the added columns and gives their headers the user's header style", async () => {
    const dir = makeTempDir('ib-annotate-filter');
    const source = join(dir, 'register.xlsx');
    await writeRegister(source);
    const book = await readBook(source);
    const register = book.getWorksheet('Register')!;
    register.autoFilter = 'A4:H9';
    for (let c = 1; c <= 8; c++)
      register.getCell(4, c).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F4E78' } };
    await book.xlsx.writeFile(source);
    const { report } = await uploadAnnotated(dir, source, MAPPING);
    const now = (await readBook(report.runs[0]!.annotatedFile!)).getWorksheet('Register')!;
    expect(now.autoFilter).toBe('A4:K9');
    for (const c of [9, 10, 11]) {
      expect(now.getCell(4, c).fill, `column ${c}`).toEqual(now.getCell(4, 8).fill);
      expect(now.getCell(4, c).font, `column ${c}`).toEqual(now.getCell(4, 8).font);
    }
    expect([9, 10, 11].map((c) => now.getCell(4, c).value)).toEqual(['Outcome', 'Instance id', 'Message']);
  });

  it('says why there is no copy when the sheet leaves no room for its three columns before XFD', async () => {
    const dir = makeTempDir('ib-annotate-xlsx-wide');
    const source = join(dir, 'wide.xlsx');
    await writeRegister(source);
    const book = await readBook(source);
    book.getWorksheet('Register')!.getCell(2, 16_382).value = 'far right';
    await book.xlsx.writeFile(source);

    const { report, invoices } = await uploadAnnotated(dir, source, MAPPING);
    // The upload itself goes on; only the copy is missing, and the run says why.
    expect(invoices.filter((invoice) => invoice.state === 'created')).toHaveLength(3);
    expect(report.runs[0]!.annotatedFile).toBeUndefined();
    expect(report.runs[0]!.annotationProblem).toBe(
      'sheet Register uses columns up to XFB; the annotated copy adds 3 columns after them and Excel allows 16,384 (up to XFD)',
    );
    expect(readdirSync(join(dir, 'out')).filter((name) => name.includes('annotated'))).toEqual([]);
  });
});
