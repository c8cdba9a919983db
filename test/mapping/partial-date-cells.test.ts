/**
 * A date field reading a date cell whose format shows no whole day (`mmm-yy`, `mmmm yyyy`, `yyyy`,
 * `dddd`, `mm/dd`, `h:mm`): the day the cell holds is one the sheet never shows, so it is a
 * problem at the cell quoting what the cell shows, then naming what that is and what it leaves
 * out, and the day it holds only after, never posted.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { validateFile } from '../../src/batch/validate-file.js';
import { stepsText } from '../../src/mapping/apply-steps.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { compileDateFormat, type DateFormat } from '../../src/mapping/parse-date-text.js';
import { sheetCellFromExcel } from '../../src/sheets/xlsx/sheet-cell-from-excel.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { makeTempFolder, writeWorkbook } from '../sheets/sheet-files.js';

const STEPS = [{ kind: 'date' as const, formats: [compileDateFormat('YYYY-MM-DD') as DateFormat] }];

// [format as Excel and LibreOffice write it, what it shows, what it leaves out]
const PARTIAL: [string, string, string][] = [
  ['mmm-yy', 'a month and a year', 'the day of the month'],
  ['mmmm yyyy', 'a month and a year', 'the day of the month'],
  ['[$-409]mmmm\\ yyyy;@', 'a month and a year', 'the day of the month'],
  ['yyyy-mm', 'a month and a year', 'the day of the month'],
  ['yyyy', 'a year', 'the day of the month or the month'],
  ['yyyy"年"m"月"', 'a month and a year', 'the day of the month'],
  ['[$-411]ge.m', 'a month and a year', 'the day of the month'],
  ['dddd', 'a weekday', 'a date'],
  ['[$-F800]dddd', 'a weekday', 'a date'],
  ['ddd hh:mm', 'a weekday and a time', 'a date'],
  ['mm/dd', 'a day of the month and a month', 'the year'],
  ['d-mmm', 'a day of the month and a month', 'the year'],
  ['dd.mm.', 'a day of the month and a month', 'the year'],
  ['dddd d mmmm', 'a weekday, a day of the month and a month', 'the year'],
  ['mmmm', 'a month', 'the day of the month or the year'],
  ['h:mm', 'a time', 'a date'],
  ['[h]:mm:ss', 'a time', 'a date'],
];

/** Formats that show the whole day: the day they show is posted. */
const WHOLE = [
  'yyyy-mm-dd',
  'dd.mm.yyyy',
  'm/d/yy',
  'd-mmm-yy',
  '[$-F800]dddd\\,\\ mmmm\\ dd\\,\\ yyyy',
  'dddd, d mmmm yyyy',
  'ddd dd/mm/yyyy hh:mm',
  '[$-411]ggge"年"m"月"d"日"',
  '[$-41E]bbbb-mm-dd',
  'hh:mm dd.mm.yyyy',
];

describe('a date cell whose format shows no whole day', () => {
  it('is a problem naming what the cell shows and what it leaves out, for any day it holds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 61, max: 2_958_465 }),
        fc.constantFrom(...PARTIAL),
        (serial, [format, shows, lacks]) => {
          const cell = sheetCellFromExcel(serial + 0.25, format, false);
          const read = stepsText(cell, STEPS);
          const quoted = cell.kind === 'date' && cell.partial?.shown !== undefined ? `"${cell.partial.shown}", ` : '';
          // Every format here but an era's and a system one's is shown as the sheet shows it.
          expect(quoted === '').toBe(['[$-411]ge.m', '[$-F800]dddd'].includes(format));
          expect(read).toEqual({
            ok: false,
            message: expect.stringContaining(`the cell shows ${quoted}${shows} (format ${format}), not ${lacks}:`),
          });
          expect(read).toEqual({
            ok: false,
            message: expect.stringMatching(/; the cell holds \d{4}-\d{2}-\d{2}, which the sheet does not show$/),
          });
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('a format that shows the whole day posts the day it shows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 61, max: 2_958_465 }), fc.constantFrom(...WHOLE), (serial, format) => {
        const shown = sheetCellFromExcel(serial, 'yyyy-mm-dd', false);
        expect(stepsText(sheetCellFromExcel(serial, format, false), STEPS)).toBe(shown.kind === 'date' && shown.date);
      }),
      { numRuns: 1000 },
    );
  });
});

const temp = makeTempFolder('partial-date');
afterAll(() => temp.remove());
let files = 0;

describe('validating a workbook whose Date cells show no whole day', () => {
  // [format, what Excel and LibreOffice show for 45000 under it]
  const SHOWN = new Map([
    ['mmm-yy', 'Mar-23'],
    ['mmmm yyyy', 'March 2023'],
    ['yyyy', '2023'],
    ['dddd', 'Wednesday'],
    ['mm/dd', '03/15'],
  ]);
  it.each(PARTIAL.filter(([format]) => SHOWN.has(format)))(
    '45000 in %s is refused at the cell, quoting what it shows',
    async (format, shows, lacks) => {
      const file = await writeWorkbook(join(temp.dir, `p${++files}.xlsx`), (workbook) => {
        const sheet = workbook.addWorksheet('Invoices');
        sheet.addRow(['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax']);
        sheet.addRow(['V1', 'N-1', 45000, 'EUR', 119, 100, 19]);
        sheet.getCell('C2').numFmt = format;
      });
      const yaml = join(temp.dir, `m${files}.yaml`);
      writeFileSync(yaml, ONE_ROW_MAPPING);
      const result = await validateFile(file, await loadMapping(yaml));
      expect(result.summary).toMatchObject({ invoices: 1, valid: 0 });
      expect(result.problems.map((problem) => [problem.row, problem.column, problem.value, problem.message])).toEqual([
        [
          2,
          'Date',
          SHOWN.get(format),
          `the cell shows "${SHOWN.get(format)}", ${shows} (format ${format}), not ${lacks}: a date is posted as the sheet shows it; format the cell to show the whole date (e.g. yyyy-mm-dd) or enter the date; the cell holds 2023-03-15, which the sheet does not show`,
        ],
      ]);
    },
  );
});

describe('a date format of conditional sections', () => {
  // [format, serial, the section that shows it: undefined when it shows a whole day]
  it.each([
    ['[<1]"none";dd/mm/yyyy', 45000, undefined],
    ['[<1]"none";dd/mm/yyyy', 45000.5, undefined],
    ['[<1]"none";dd/mm/yyyy', 0.5, '"none", no part of a date'],
    ['[>=45000]yyyy-mm-dd;mmm-yy', 45001, undefined],
    ['[>=45000]yyyy-mm-dd;mmm-yy', 44000, '"Jun-20", a month and a year'],
    ['[Red][<45000]mmm-yy;[Blue]dd.mm.yyyy', 45000, undefined],
    ['[Red][<45000]mmm-yy;[Blue]dd.mm.yyyy', 44999, '"Mar-23", a month and a year'],
    ['[=0]"";dd.mm.yyyy', 45000, undefined],
  ])('%s holding %s is read by the section that shows it', (format, serial, shows) => {
    const read = stepsText(sheetCellFromExcel(serial, format, false), STEPS);
    const day = sheetCellFromExcel(Math.floor(serial), 'yyyy-mm-dd', false);
    if (shows === undefined) expect(read).toBe(day.kind === 'date' && day.date);
    else
      expect(read).toEqual({
        ok: false,
        message: expect.stringContaining(`the cell shows ${shows} (format ${format})`),
      });
  });
});
