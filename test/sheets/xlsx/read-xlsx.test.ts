import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InputFileError } from '../../../src/errors.js';
import { listSheets } from '../../../src/sheets/open-table.js';
import { cellText } from '../../../src/sheets/sheet-row.js';
import { failureOf, makeTempFolder, readWholeTable, writeWorkbook } from '../sheet-files.js';
import { buildZip, readZipParts } from '../zip-builder.js';

const temp = makeTempFolder('xlsx-read');
afterAll(() => temp.remove());

let register: string;

beforeAll(async () => {
  register = await writeWorkbook(`${temp.dir}/month-end.xlsx`, (workbook) => {
    const notes = workbook.addWorksheet('Notes');
    notes.addRow(['read me']);
    const lines = workbook.addWorksheet('Lines');
    lines.addRow(['Month-end register January']);
    lines.addRow([]);
    lines.addRow(['Invoice No.', 'Vendor No.', 'Date', 'Net', 'Rate', 'Tax', 'Memo', 'Link', 'Status', 'Booked']);
    const first = lines.addRow([
      'INV-001',
      '00042',
      new Date(Date.UTC(2024, 0, 31)),
      119171,
      0.19,
      { formula: 'D4*E4', result: 22642.49 },
      { richText: [{ text: 'Net ' }, { font: { bold: true }, text: '30 days' }] },
      { text: 'portal', hyperlink: 'https://example.test/inv/1' },
      { error: '#N/A' },
      new Date(Date.UTC(2024, 1, 29, 23, 45)),
    ]);
    first.getCell(3).numFmt = 'dd.mm.yyyy';
    first.getCell(5).numFmt = '0%';
    first.getCell(10).numFmt = 'yyyy-mm-dd hh:mm';
    const second = lines.addRow([
      'INV-002',
      42,
      new Date(Date.UTC(2024, 11, 1)),
      // The noise of Excel arithmetic: 1234.5600000000002 as a double, 1234.56 in Excel.
      1234.56 + 2e-13,
      0.075,
      { sharedFormula: 'F4', result: 0 },
    ]);
    second.getCell(3).numFmt = 'm/d/yyyy';
    second.getCell(5).numFmt = '0.0%';
    lines.addRow(['INV-003', '', null, -0.1 - 0.2]);
    lines.addRow(['Total', null, null, { formula: 'SUM(D4:D6)', result: 120405.26 }]);
    lines.addRow([]);
    lines.getRow(20).getCell(1).value = null;
    lines.getRow(20).getCell(1).numFmt = '0.00';
    const hidden = workbook.addWorksheet('Rates', { state: 'hidden' });
    hidden.addRow(['Code', 'Rate']);
    hidden.addRow(['DE', 0.19]);
    const merged = workbook.addWorksheet('Merged');
    merged.addRow(['Group', 'Item']);
    merged.addRow(['A', 'one']);
    merged.addRow([null, 'two']);
    merged.mergeCells('A2:A3');
  });
});

describe('XLSX reader', () => {
  it('finds the header below title rows and gives exact cell values', async () => {
    const table = await readWholeTable(register, { sheet: 'Lines', headerRow: 3 });
    expect(table.sheet).toBe('Lines');
    expect(table.headerRow).toBe(3);
    expect(table.headers).toEqual([
      'Invoice No.',
      'Vendor No.',
      'Date',
      'Net',
      'Rate',
      'Tax',
      'Memo',
      'Link',
      'Status',
      'Booked',
    ]);
    const first = table.rows[0]!;
    expect(first).toMatchObject({ file: 'month-end.xlsx', sheet: 'Lines', row: 4 });
    expect(first.cells).toEqual([
      { kind: 'text', text: 'INV-001' },
      { kind: 'text', text: '00042' },
      { kind: 'date', date: '20240131' },
      { kind: 'number', text: '119171' },
      { kind: 'number', text: '0.19', percent: true, shown: '19%' },
      { kind: 'number', text: '22642.49', formula: 'D4*E4' },
      { kind: 'text', text: 'Net 30 days' },
      { kind: 'text', text: 'portal' },
      // an error value is no value, whatever field reads it
      {
        kind: 'unreadable',
        raw: '#N/A',
        reason: 'the cell shows the error #N/A: correct the formula or the cells it uses in the sheet',
      },
      { kind: 'date', date: '20240229' },
    ]);
  });

  it('drops binary-float noise past Excel’s 15 digits, reads shared formulas by their cached result and keeps percent fractions', async () => {
    const table = await readWholeTable(register, { sheet: 'Lines', headerRow: 3 });
    const [second, third] = [table.rows[1]!, table.rows[2]!];
    expect(second.cells.map((cell) => cellText(cell))).toEqual(['INV-002', '42', '20241201', '1234.56', '0.075', '0']);
    expect(second.cells[4]).toEqual({ kind: 'number', text: '0.075', percent: true, shown: '7.5%' });
    expect(third.cells).toEqual([
      { kind: 'text', text: 'INV-003' },
      { kind: 'empty' },
      { kind: 'empty' },
      { kind: 'number', text: '-0.3' },
    ]);
  });

  it('skips empty trailing rows and drops trailer rows', async () => {
    const all = await readWholeTable(register, { sheet: 'Lines', headerRow: 3 });
    expect(all.rows.map((row) => row.row)).toEqual([4, 5, 6, 7]);
    const withoutTotal = await readWholeTable(register, { sheet: 'Lines', headerRow: 3, trailerRows: 1 });
    expect(withoutTotal.rows.map((row) => cellText(row.cells[0]))).toEqual(['INV-001', 'INV-002', 'INV-003']);
  });

  it('takes the first non-empty row as the header when no header row is named', async () => {
    const table = await readWholeTable(register, { sheet: 'Lines' });
    expect(table.headerRow).toBe(1);
    expect(table.headers).toEqual(['Month-end register January']);
  });

  it('refuses a named header row that is empty', async () => {
    const error = await failureOf(readWholeTable(register, { sheet: 'Lines', headerRow: 2 }));
    expect(error).toBeInstanceOf(InputFileError);
    expect(error.message).toBe('month-end.xlsx, sheet Lines: the header (row 2) is empty; expected column names there');
  });

  it('picks sheets by 1-based position and by name (ignoring case), hidden sheets included', async () => {
    expect((await readWholeTable(register, { allowNoRows: true })).sheet).toBe('Notes');
    expect((await readWholeTable(register, { sheet: 2, headerRow: 3 })).sheet).toBe('Lines');
    const hidden = await readWholeTable(register, { sheet: 'rates' });
    expect(hidden.sheet).toBe('Rates');
    expect(hidden.rows[0]?.cells).toEqual([
      { kind: 'text', text: 'DE' },
      { kind: 'number', text: '0.19' },
    ]);
  });

  it('lists the sheets cheaply, with position, hidden state and the one the workbook opens on', async () => {
    expect(await listSheets(register)).toEqual([
      { name: 'Notes', index: 1, hidden: false, opening: true, kind: 'worksheet' },
      { name: 'Lines', index: 2, hidden: false, opening: false, kind: 'worksheet' },
      { name: 'Rates', index: 3, hidden: true, opening: false, kind: 'worksheet' },
      { name: 'Merged', index: 4, hidden: false, opening: false, kind: 'worksheet' },
    ]);
  });

  it('names the sheets there are when the wanted one is missing', async () => {
    const byName = await failureOf(readWholeTable(register, { sheet: 'Invoices' }));
    expect(byName).toBeInstanceOf(InputFileError);
    expect(byName.message).toBe(
      'month-end.xlsx: no sheet named "Invoices"; the workbook has 4: "Notes", "Lines", "Rates" (hidden), "Merged"',
    );
    const byPosition = await failureOf(readWholeTable(register, { sheet: 7 }));
    expect(byPosition.message).toContain('no sheet at position 7; the workbook has 4');
  });

  it('reads a range merged over two rows (exceljs-written) as its value on both, naming the merge', async () => {
    const table = await readWholeTable(register, { sheet: 'Merged' });
    expect(table.rows.map((row) => row.cells.map((cell) => cellText(cell)))).toEqual([
      ['A', 'one'],
      ['A', 'two'],
    ]);
    expect(table.rows.map((row) => [...(row.merged ?? [])])).toEqual([[[0, 'A2:A3']], [[0, 'A2:A3']]]);
  });

  it('reads a workbook whose sheets are stored before the shared strings and styles, as Excel saves them', async () => {
    const parts = readZipParts(register);
    const rank = (name: string): number => (name.startsWith('xl/worksheets/sheet') ? 0 : 1);
    const reordered = [...parts].sort((a, b) => rank(a.name) - rank(b.name));
    expect(reordered[0]?.name).toMatch(/^xl\/worksheets\/sheet/);
    const file = `${temp.dir}/excel-order.xlsx`;
    fs.writeFileSync(file, buildZip(reordered));
    const table = await readWholeTable(file, { sheet: 'Lines', headerRow: 3 });
    expect(table.rows[0]?.cells.slice(0, 5).map((cell) => cellText(cell))).toEqual([
      'INV-001',
      '00042',
      '20240131',
      '119171',
      '0.19',
    ]);
  });

  it('reads dates of a workbook in the 1904 date system as the days they show', async () => {
    const file = await writeWorkbook(`${temp.dir}/mac.xlsx`, (workbook) => {
      workbook.properties.date1904 = true;
      const sheet = workbook.addWorksheet('Data');
      sheet.addRow(['Date', 'Due']);
      const row = sheet.addRow([
        new Date(Date.UTC(2024, 6, 15)),
        { formula: 'A2+30', result: new Date(Date.UTC(2024, 7, 14)) },
      ]);
      row.getCell(1).numFmt = 'yyyy-mm-dd';
      row.getCell(2).numFmt = 'yyyy-mm-dd';
    });
    const workbookXml = readZipParts(file)
      .find((part) => part.name === 'xl/workbook.xml')
      ?.data.toString('utf8');
    expect(workbookXml).toMatch(/date1904="1"/);
    const table = await readWholeTable(file);
    expect(table.rows[0]?.cells).toEqual([
      { kind: 'date', date: '20240715' },
      { kind: 'date', date: '20240814' },
    ]);
  });

  // xsd:boolean: Excel writes "1", LibreOffice "true"; "0", "false" and no attribute mean the 1900 system.
  it.each([
    ['1', '20290202'],
    ['true', '20290202'],
    [' true ', '20290202'],
    ['0', '20250201'],
    ['false', '20250201'],
    [undefined, '20250201'],
  ])('reads the serial 45689 of a workbook whose date1904 is %j as the day it shows', async (spelling, day) => {
    const source = await writeWorkbook(`${temp.dir}/system-source.xlsx`, (workbook) => {
      const sheet = workbook.addWorksheet('Data');
      sheet.addRow(['Date', 'Due']);
      const row = sheet.addRow([45689, { formula: 'A2', result: 45689 }]);
      row.getCell(1).numFmt = 'dd/mm/yyyy';
      row.getCell(2).numFmt = 'dd/mm/yyyy';
    });
    const parts = readZipParts(source).map((part) => {
      if (part.name !== 'xl/workbook.xml') return part;
      const attribute = spelling === undefined ? '' : ` date1904="${spelling}"`;
      const xml = part.data.toString('utf8').replace(/<workbookPr\b([^>]*?)\/?>/, (_, attributes: string) => {
        const kept = attributes.replace(/\s*date1904="[^"]*"/, '');
        return `<workbookPr${kept}${attribute}/>`;
      });
      expect(xml).toContain(`<workbookPr`);
      return { ...part, data: Buffer.from(xml) };
    });
    const file = `${temp.dir}/system-${String(spelling).trim()}.xlsx`;
    fs.writeFileSync(file, buildZip(parts));
    const table = await readWholeTable(file);
    expect(table.rows[0]?.cells).toEqual([
      { kind: 'date', date: day },
      { kind: 'date', date: day },
    ]);
  });

  it('stops early and releases the file on close', async () => {
    const { openTable } = await import('../../../src/sheets/open-table.js');
    const table = await openTable(register, { sheet: 'Lines', headerRow: 3 });
    for await (const batch of table.batches) {
      expect(batch[0]?.row).toBe(4);
      break;
    }
    await table.close();
  });
});
