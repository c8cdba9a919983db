/**
 * A formula's saved result is what the sheet shows only when the writer computed it: xlsxwriter
 * saves 0 for every formula and sets `<calcPr fullCalcOnLoad="1"/>` so Excel recalculates on open.
 * The workbook part of each writer, as it writes it, with the formula cell each writes.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FORMULA_RESULT_MANUAL,
  FORMULA_RESULT_STALE,
  FORMULA_WITHOUT_RESULT,
} from '../../../src/sheets/xlsx/sheet-cell-from-excel.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { readWholeTable } from '../sheet-files.js';
import { buildZip, RELATIONSHIPS, SPREADSHEET_MAIN } from '../zip-builder.js';

interface Writer {
  writer: string;
  /** The workbook part's `<calcPr>` as the writer writes it ('' for none). */
  calcPr: string;
  /** The formula cell E2, =ROUND(G2*(1+H2),2) on 100 and 0.19, as the writer writes it. */
  cell: string;
  expected: { kind: 'number'; text: string } | { kind: 'unreadable'; reason: string };
}

const FORMULA = '<f>ROUND(G2*(1+H2),2)</f>';
const WRITERS: Writer[] = [
  {
    writer: 'xlsxwriter (result 0, recalculate on load)',
    calcPr: '<calcPr calcId="124519" fullCalcOnLoad="1"/>',
    cell: `<c r="E2">${FORMULA}<v>0</v></c>`,
    expected: { kind: 'unreadable', reason: FORMULA_RESULT_STALE },
  },
  {
    writer: 'xlsxwriter with a result given by the program (still recalculated on load)',
    calcPr: '<calcPr calcId="124519" fullCalcOnLoad="1"/>',
    cell: `<c r="E2">${FORMULA}<v>119</v></c>`,
    expected: { kind: 'unreadable', reason: FORMULA_RESULT_STALE },
  },
  {
    writer: 'a writer that sets fullCalcOnLoad="true"',
    calcPr: '<x:calcPr fullCalcOnLoad="true"/>',
    cell: `<c r="E2">${FORMULA}<v>0</v></c>`,
    expected: { kind: 'unreadable', reason: FORMULA_RESULT_STALE },
  },
  {
    writer: 'a writer that saved before calculation completed (calcCompleted="0")',
    calcPr: '<calcPr calcId="191029" calcCompleted="0"/>',
    cell: `<c r="E2">${FORMULA}<v>0</v></c>`,
    expected: { kind: 'unreadable', reason: FORMULA_RESULT_STALE },
  },
  {
    writer: 'Excel (computed result)',
    calcPr: '<calcPr calcId="191029"/>',
    cell: `<c r="E2">${FORMULA}<v>119</v></c>`,
    expected: { kind: 'number', text: '119' },
  },
  {
    writer: 'Excel with fullCalcOnLoad="0"',
    calcPr: '<calcPr calcId="191029" fullCalcOnLoad="0" calcCompleted="1"/>',
    cell: `<c r="E2">${FORMULA}<v>119</v></c>`,
    expected: { kind: 'number', text: '119' },
  },
  {
    writer: 'exceljs (formula with a result)',
    calcPr: '<calcPr calcId="171027"/>',
    cell: `<c r="E2">${FORMULA}<v>119</v></c>`,
    expected: { kind: 'number', text: '119' },
  },
  {
    writer: 'exceljs (formula without a result)',
    calcPr: '<calcPr calcId="171027"/>',
    cell: `<c r="E2">${FORMULA}</c>`,
    expected: { kind: 'unreadable', reason: FORMULA_WITHOUT_RESULT },
  },
  {
    writer: 'openpyxl (no result, recalculate on load)',
    calcPr: '<calcPr calcId="124519" fullCalcOnLoad="1"/>',
    cell: `<c r="E2">${FORMULA}<v></v></c>`,
    expected: { kind: 'unreadable', reason: FORMULA_WITHOUT_RESULT },
  },
  {
    writer: 'Excel on manual calculation, "Recalculate workbook before saving" off (calcOnSave="0")',
    calcPr: '<calcPr calcId="171027" calcMode="manual" calcOnSave="0"/>',
    cell: `<c r="E2">${FORMULA}<v>119</v></c>`,
    expected: { kind: 'unreadable', reason: FORMULA_RESULT_MANUAL },
  },
  {
    writer: 'Excel on manual calculation, calcOnSave="false"',
    calcPr: '<calcPr calcId="171027" calcMode="manual" calcOnSave="false"/>',
    cell: `<c r="E2">${FORMULA}<v>119</v></c>`,
    expected: { kind: 'unreadable', reason: FORMULA_RESULT_MANUAL },
  },
  {
    // ECMA-376 calcPr: calcOnSave defaults to true, so Excel recalculated as it saved
    writer: 'Excel on manual calculation, recalculated before saving (calcOnSave left at its default)',
    calcPr: '<calcPr calcId="171027" calcMode="manual"/>',
    cell: `<c r="E2">${FORMULA}<v>119</v></c>`,
    expected: { kind: 'number', text: '119' },
  },
  {
    writer: 'Excel on automatic calculation with calcOnSave="0" (results kept current as cells change)',
    calcPr: '<calcPr calcId="171027" calcMode="auto" calcOnSave="0"/>',
    cell: `<c r="E2">${FORMULA}<v>119</v></c>`,
    expected: { kind: 'number', text: '119' },
  },
  {
    writer: 'LibreOffice (no calcPr)',
    calcPr: '',
    cell: `<c r="E2">${FORMULA}<v>119</v></c>`,
    expected: { kind: 'number', text: '119' },
  },
];

function workbookFile(writer: Writer): string {
  const sheet = `<worksheet xmlns="${SPREADSHEET_MAIN}"><sheetData><row r="1"><c r="E1" t="inlineStr"><is><t>Amount</t></is></c><c r="G1" t="inlineStr"><is><t>Net</t></is></c></row><row r="2">${writer.cell}<c r="G2"><v>100</v></c><c r="H2"><v>0.19</v></c></row></sheetData></worksheet>`;
  const workbook = `<workbook xmlns="${SPREADSHEET_MAIN}" xmlns:x="${SPREADSHEET_MAIN}" xmlns:r="${RELATIONSHIPS}"><workbookPr/><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets>${writer.calcPr}</workbook>`;
  const file = join(makeTempDir('stale-results'), 'book.xlsx');
  writeFileSync(
    file,
    buildZip([
      { name: 'xl/workbook.xml', data: Buffer.from(workbook) },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: Buffer.from(
          `<Relationships><Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
        ),
      },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheet) },
    ]),
  );
  return file;
}

describe('formula results a workbook marks as out of date', () => {
  it.each(WRITERS)('$writer', async (writer) => {
    const table = await readWholeTable(workbookFile(writer));
    const cell = table.rows[0]!.cells[4];
    if (writer.expected.kind === 'number') {
      expect(cell).toMatchObject({ kind: 'number', text: writer.expected.text });
    } else {
      expect(cell).toEqual({ kind: 'unreadable', reason: writer.expected.reason, raw: '=ROUND(G2*(1+H2),2)' });
    }
  });
});

describe('the reason given for a formula result the workbook asks to recalculate', () => {
  it('says the writing program asked for a recalculation on opening, so the result may not be current', async () => {
    // xlsxwriter with the right results given: the saved 119 is correct, yet Excel would recompute it
    const table = await readWholeTable(workbookFile(WRITERS[1]!));
    const cell = table.rows[0]!.cells[4];
    expect(cell?.kind).toBe('unreadable');
    const reason = cell?.kind === 'unreadable' ? cell.reason : '';
    expect(reason).toMatch(/^a formula whose saved result may not be current/);
    expect(reason).toContain('the program that wrote the file asked Excel to recalculate');
    expect(reason).toContain('on opening');
    expect(reason).not.toContain('out of date');
    expect(reason).toContain('open and save the file in Excel or LibreOffice');
    expect(reason).toContain('map the columns the formula reads');
  });
});

describe('the reason given for a formula result of a workbook saved on manual calculation', () => {
  it('names manual calculation and says to press F9 or turn automatic calculation on, and save', async () => {
    const manual = WRITERS.find(
      (writer) => writer.calcPr.includes('calcOnSave="0"') && writer.calcPr.includes('manual'),
    );
    const table = await readWholeTable(workbookFile(manual!));
    const cell = table.rows[0]!.cells[4];
    const reason = cell?.kind === 'unreadable' ? cell.reason : '';
    expect(reason).toMatch(/^a formula whose saved result may be out of date/);
    expect(reason).toContain('manual calculation');
    expect(reason).toContain('F9');
    expect(reason).toContain('Automatic');
    expect(reason).toContain('save');
  });
});
