/**
 * A sheet whose XML holds the same row number twice (two `<row r="5">`) is damaged or was edited
 * by hand: Excel never writes it, and which of the two the sheet shows cannot be told. The reader
 * refuses the file at that row, once, so the mapping never reads the row as an invoice of its own.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputFileError } from '../../../src/errors.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { failureOf, readWholeTable } from '../sheet-files.js';
import { oneSheetWorkbook, SPREADSHEET_MAIN } from '../zip-builder.js';

/** A row `r` with an invoice number and an amount, written as inline strings and a number. */
function row(r: number, invoice: string, amount: string): string {
  return `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>${invoice}</t></is></c><c r="B${r}"><v>${amount}</v></c></row>`;
}

function workbookFile(rows: string[]): string {
  const header =
    '<row r="1"><c r="A1" t="inlineStr"><is><t>Invoice No.</t></is></c><c r="B1" t="inlineStr"><is><t>Amount</t></is></c></row>';
  const sheet = `<worksheet xmlns="${SPREADSHEET_MAIN}"><sheetData>${header}${rows.join('')}</sheetData></worksheet>`;
  const file = join(makeTempDir('repeated-row'), 'book.xlsx');
  writeFileSync(file, oneSheetWorkbook(sheet, undefined, 'Register'));
  return file;
}

describe('a sheet that holds a row number twice', () => {
  it.each([
    {
      case: 'the same row written twice',
      rows: [row(4, 'AP-1', '10'), row(5, 'AP-2', '20'), row(5, 'AP-2', '20'), row(6, 'AP-3', '30')],
      at: 5,
    },
    {
      case: 'two different rows under one number',
      rows: [row(2, 'AP-1', '10'), row(3, 'AP-2', '20'), row(3, 'AP-9', '90')],
      at: 3,
    },
    {
      case: 'a repeat after rows out of order',
      rows: [row(7, 'AP-7', '70'), row(2, 'AP-2', '20'), row(7, 'AP-8', '80')],
      at: 7,
    },
    {
      case: "a repeat past Excel's last row",
      rows: [row(2_000_000, 'AP-1', '10'), row(2_000_000, 'AP-2', '20')],
      at: 2_000_000,
    },
  ])('$case is refused as a damaged file at that row', async ({ rows, at }) => {
    const error = await failureOf(readWholeTable(workbookFile(rows)));
    expect(error).toBeInstanceOf(InputFileError);
    expect((error as InputFileError).position).toEqual({ file: 'book.xlsx', sheet: 'Register', row: at });
    expect(error.message).toBe(
      `book.xlsx, sheet Register, row ${at}: the sheet holds row ${at} twice, so which of the two it shows cannot be told: ` +
        'the file is damaged or was edited by hand; save it again from the program that made it',
    );
  });

  it('rows out of order, each number once, are all read', async () => {
    const table = await readWholeTable(
      workbookFile([row(4, 'AP-4', '40'), row(2, 'AP-2', '20'), row(3, 'AP-3', '30')]),
    );
    expect(table.rows.map((r) => r.row)).toEqual([4, 2, 3]);
  });
});
