/**
 * `mapping infer` on a sheet far wider than any invoice export (Excel's 16,384 columns) is refused
 * at once with what to do, rather than weighing every header against every field for minutes;
 * a sheet at the cap, or of ordinary width, still gets its proposal.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_INFER_COLUMNS, inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { oneSheetWorkbook, SPREADSHEET_MAIN } from '../../sheets/zip-builder.js';

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Two rows: headers `Vendor`, `Number`, `Total`, then `Extra 4`..., and one row of values. */
function wideWorkbook(width: number): Buffer {
  const cell = (row: number, index: number, text: string) =>
    `<c r="${columnName(index)}${row}" t="inlineStr"><is><t>${text}</t></is></c>`;
  const header = (i: number) => ['Vendor', 'Number', 'Total'][i] ?? `Extra ${i + 1}`;
  const value = (i: number) => ['100001', 'F-1', '12.50'][i] ?? `x${i}`;
  const row = (r: number, text: (i: number) => string) =>
    `<row r="${r}">${Array.from({ length: width }, (_, i) => cell(r, i, text(i))).join('')}</row>`;
  return oneSheetWorkbook(
    `<worksheet xmlns="${SPREADSHEET_MAIN}"><sheetData>${row(1, header)}${row(2, value)}</sheetData></worksheet>`,
  );
}

describe('mapping infer on a wide sheet', () => {
  it.each([MAX_INFER_COLUMNS + 1, 4000, 16_384])(
    'refuses %i headed columns, saying what to do',
    async (width) => {
      const file = join(makeTempDir('infer-wide'), 'wide.xlsx');
      writeFileSync(file, wideWorkbook(width));
      await expect(inferMapping(file)).rejects.toThrow(
        `wide.xlsx, sheet S: ${width} headed columns; mapping infer proposes a mapping for at most ${MAX_INFER_COLUMNS}: delete the columns the invoices do not need`,
      );
      // Reading a sheet of 16,384 columns takes about 9 s alone on the CI machine: room for a loaded one.
    },
    120_000,
  );

  it('proposes for a sheet of ordinary width', async () => {
    const file = join(makeTempDir('infer-wide'), 'narrow.xlsx');
    writeFileSync(file, wideWorkbook(40));
    expect(await inferMapping(file)).toMatch(/PayeeId: Vendor/);
  });
});
