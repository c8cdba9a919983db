/**
 * Error cells as writers leave them: with their error value, with an empty value, with none at
 * all, plain or namespace-prefixed. Each is an error (a problem naming the error, or saying none is
 * shown), never a blank that a required field would call missing; an empty inline or formula
 * string stays blank.
 */
import fs from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cellText } from '../../../src/sheets/sheet-row.js';
import { makeTempFolder, readWholeTable } from '../sheet-files.js';
import { oneSheetWorkbook } from '../zip-builder.js';
import { runCliInProcess } from '../../helpers/run-cli-in-process.js';
import { ONE_ROW_MAPPING } from '../../helpers/one-row-mapping.js';

const temp = makeTempFolder('xlsx-error-cells');
afterAll(() => temp.remove());

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const FIX = ': correct the formula or the cells it uses in the sheet';
const NONE_SHOWN = `the cell holds an error with no value shown${FIX}`;

/** A workbook of one sheet: the header Vendor..Tax, then one invoice whose Total (E2) is `total`, prefixed `x:` when `p`. */
function workbookWith(total: string, p = ''): string {
  const cell = (ref: string, text: string) =>
    `<${p}c r="${ref}" t="inlineStr"><${p}is><${p}t>${text}</${p}t></${p}is></${p}c>`;
  const header = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax'].map((h, i) =>
    cell(`${'ABCDEFG'[i]}1`, h),
  );
  const row = [
    cell('A2', '0000100001'),
    cell('B2', 'A1'),
    cell('C2', '2026-11-01'),
    cell('D2', 'EUR'),
    total,
    `<${p}c r="F2"><${p}v>100</${p}v></${p}c>`,
    `<${p}c r="G2"><${p}v>19</${p}v></${p}c>`,
  ];
  const ns = p === '' ? `xmlns="${MAIN}"` : `xmlns:x="${MAIN}"`;
  const xml = `<${p}worksheet ${ns}><${p}sheetData><${p}row r="1">${header.join('')}</${p}row><${p}row r="2">${row.join('')}</${p}row></${p}sheetData></${p}worksheet>`;
  const file = join(temp.dir, `error-${Math.random().toString(36).slice(2)}.xlsx`);
  fs.writeFileSync(file, oneSheetWorkbook(xml, undefined, 'Data'));
  return file;
}

/** Each shape of E2, with `x` for the prefix, and the reason its cell reads with (undefined: blank). */
const SHAPES: { shape: string; total: (x: string) => string; reason: string | undefined }[] = [
  {
    shape: 't="e" #N/A',
    total: (x) => `<${x}c r="E2" t="e"><${x}v>#N/A</${x}v></${x}c>`,
    reason: `the cell shows the error #N/A${FIX}`,
  },
  {
    shape: 't="e" #REF!',
    total: (x) => `<${x}c r="E2" t="e"><${x}v>#REF!</${x}v></${x}c>`,
    reason: `the cell shows the error #REF!${FIX}`,
  },
  {
    shape: 't="e" #DIV/0! of a formula',
    total: (x) => `<${x}c r="E2" t="e"><${x}f>1/0</${x}f><${x}v>#DIV/0!</${x}v></${x}c>`,
    reason: `the cell shows the error #DIV/0!${FIX}`,
  },
  { shape: 't="e" empty <v>', total: (x) => `<${x}c r="E2" t="e"><${x}v></${x}v></${x}c>`, reason: NONE_SHOWN },
  { shape: 't="e" no <v>, self-closed', total: (x) => `<${x}c r="E2" t="e"/>`, reason: NONE_SHOWN },
  { shape: 't="e" no <v>, closed', total: (x) => `<${x}c r="E2" t="e"></${x}c>`, reason: NONE_SHOWN },
  { shape: 't="e" no <v>, no r', total: (x) => `<${x}c t="e" />`, reason: NONE_SHOWN },
  {
    shape: 'inline string, empty',
    total: (x) => `<${x}c r="E2" t="inlineStr"><${x}is><${x}t></${x}t></${x}is></${x}c>`,
    reason: undefined,
  },
  {
    shape: 't="str", empty',
    total: (x) => `<${x}c r="E2" t="str"><${x}f>""</${x}f><${x}v></${x}v></${x}c>`,
    reason: undefined,
  },
];

describe('an error cell of each shape writers leave', () => {
  for (const prefix of ['', 'x:'])
    for (const { shape, total, reason } of SHAPES)
      it(`${shape}${prefix ? ', prefixed' : ''}: ${reason ?? 'blank'}`, async () => {
        const table = await readWholeTable(workbookWith(total(prefix), prefix));
        const cells = table.rows[0]!.cells;
        // The cells around it read as written: the value added to an error cell ends within it.
        expect(cells.map((cell, i) => (i === 4 ? '' : cellText(cell)))).toEqual([
          '0000100001',
          'A1',
          '2026-11-01',
          'EUR',
          '',
          '100',
          '19',
        ]);
        if (reason === undefined) expect(cellText(cells[4])).toBe('');
        else expect(cells[4]).toMatchObject({ kind: 'unreadable', reason });
      });

  it('a required amount in an error cell with no value is that problem, not "expected a value"', async () => {
    const file = workbookWith('<c r="E2" t="e"/>');
    fs.writeFileSync(join(temp.dir, 'm.yaml'), ONE_ROW_MAPPING);
    const result = await runCliInProcess(['validate', file, '--mapping', 'm.yaml', '--json', '--no-workbook'], {
      cwd: temp.dir,
    });
    expect(result.code, result.stderr).toBe(1);
    const { problems } = JSON.parse(result.stdout) as { problems: { field: string; message: string }[] };
    expect(problems).toEqual([expect.objectContaining({ field: 'Invoice_Amount', message: NONE_SHOWN })]);
  }, 30_000);
});
