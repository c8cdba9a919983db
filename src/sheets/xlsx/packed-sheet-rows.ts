/**
 * Worksheet rows packed to cross between threads: a code per cell in one byte array and the
 * cells' texts in one flat list. Plain strings and a typed array are copied cheaply; one small
 * object per cell, as SheetRows have, costs more to copy than to read (read-worksheet-rows-in-worker.ts).
 */
import type { PartialDay, SheetCell, SheetRow } from '../sheet-row.js';

export interface PackedSheetRows {
  /** Each row's number. */
  rows: number[];
  /** Each row's cell count. */
  widths: number[];
  /** The positions in the batch of the rows hidden in the sheet. */
  hidden: number[];
  /** Each cell's kind, CODE below. */
  kinds: Uint8Array;
  /** The texts of the cells that have one, in order; an unreadable cell has two (reason, raw). */
  texts: string[];
}

const CODE = { empty: 0, text: 1, number: 2, percent: 3, date: 4, true: 5, false: 6, unreadable: 7 } as const;
/** A number cell with what it shows, its formula, or both: its texts follow its value in that order. */
const SHOWN = 8;
const FORMULA = 9;
const SHOWN_FORMULA = 10;
/** A whole number with the padded or decorated text its format shows after its value. */
const DISPLAY = 11;
/** A percent cell with the percentage its format shows after its value. */
const PERCENT_SHOWN = 12;
/** A date cell whose format shows no whole day: its day, then what the format shows, lacks, and the format. */
const PARTIAL_DATE = 13;
/** Set on the code of a number cell of a workbook in the 1904 date system. */
const DATE1904 = 0x40;
/**
 * Set on the code of a number cell whose format writes texts around it (`$`, `EUR`): they come
 * first, joined by NUL, which no XML text holds.
 */
const AFFIXES = 0x80;
const EMPTY: SheetCell = Object.freeze({ kind: 'empty' });
const TRUE: SheetCell = Object.freeze({ kind: 'boolean', value: true });
const FALSE: SheetCell = Object.freeze({ kind: 'boolean', value: false });

export function packSheetRows(batch: readonly SheetRow[]): PackedSheetRows {
  let cellCount = 0;
  for (const row of batch) cellCount += row.cells.length;
  const kinds = new Uint8Array(cellCount);
  const texts: string[] = [];
  let at = 0;
  for (const row of batch) {
    for (const cell of row.cells) {
      switch (cell.kind) {
        case 'empty':
          kinds[at] = CODE.empty;
          break;
        case 'text':
          kinds[at] = CODE.text;
          texts.push(cell.text);
          break;
        case 'number':
          if (cell.affixes) texts.push(cell.affixes.join('\0'));
          kinds[at] = cell.percent ? CODE.percent : CODE.number;
          texts.push(cell.text);
          if (cell.percent && cell.shown !== undefined) {
            kinds[at] = PERCENT_SHOWN;
            texts.push(cell.shown);
          } else if (cell.shown !== undefined || cell.formula !== undefined) kinds[at] = packNumberDetails(cell, texts);
          else if (cell.display !== undefined) {
            kinds[at] = DISPLAY;
            texts.push(cell.display);
          }
          if (cell.affixes) kinds[at] = kinds[at]! | AFFIXES;
          if (cell.date1904) kinds[at] = kinds[at]! | DATE1904;
          break;
        case 'date':
          kinds[at] = cell.partial ? PARTIAL_DATE : CODE.date;
          texts.push(cell.date);
          if (cell.partial)
            texts.push(cell.partial.shows, cell.partial.lacks, cell.partial.format, cell.partial.shown ?? '');
          break;
        case 'boolean':
          kinds[at] = cell.value ? CODE.true : CODE.false;
          break;
        case 'unreadable':
          kinds[at] = CODE.unreadable;
          texts.push(cell.reason, cell.raw);
          break;
      }
      at++;
    }
  }
  const hidden: number[] = [];
  batch.forEach((row, i) => row.hidden && hidden.push(i));
  return { rows: batch.map((row) => row.row), widths: batch.map((row) => row.cells.length), hidden, kinds, texts };
}

/** The SheetRows `packSheetRows` was given, of `file` and `sheet`. */
export function unpackSheetRows(packed: PackedSheetRows, file: string, sheet: string): SheetRow[] {
  const { rows, widths, hidden, kinds, texts } = packed;
  const out = new Array<SheetRow>(rows.length);
  let at = 0;
  let text = 0;
  const next = (): string => texts[text++]!;
  for (let r = 0; r < rows.length; r++) {
    const cells = new Array<SheetCell>(widths[r]!);
    for (let i = 0; i < cells.length; i++, at++) {
      let code = kinds[at]!;
      const affixes = code & AFFIXES ? next().split('\0') : undefined;
      const date1904 = (code & DATE1904) !== 0;
      code &= ~(AFFIXES | DATE1904);
      if (code === CODE.text) cells[i] = { kind: 'text', text: next() };
      else if (code === CODE.number) cells[i] = { kind: 'number', text: next() };
      else if (code === CODE.percent) cells[i] = { kind: 'number', text: next(), percent: true };
      else if (code === CODE.date) cells[i] = { kind: 'date', date: next() };
      else if (code === PARTIAL_DATE)
        cells[i] = { kind: 'date', date: next(), partial: partialDay(next(), next(), next(), next()) };
      else if (code === CODE.true) cells[i] = TRUE;
      else if (code === CODE.false) cells[i] = FALSE;
      else if (code === CODE.unreadable) cells[i] = { kind: 'unreadable', reason: next(), raw: next() };
      else if (code === SHOWN) cells[i] = { kind: 'number', text: next(), shown: next() };
      else if (code === FORMULA) cells[i] = { kind: 'number', text: next(), formula: next() };
      else if (code === SHOWN_FORMULA) cells[i] = { kind: 'number', text: next(), shown: next(), formula: next() };
      else if (code === DISPLAY) cells[i] = { kind: 'number', text: next(), display: next() };
      else if (code === PERCENT_SHOWN) cells[i] = { kind: 'number', text: next(), percent: true, shown: next() };
      else cells[i] = EMPTY;
      // Object.assign, not a spread followed by a property, which gets a hidden class per cell on Node 20.
      if (affixes) cells[i] = Object.assign({}, cells[i] as Extract<SheetCell, { kind: 'number' }>, { affixes });
      if (date1904) cells[i] = Object.assign({}, cells[i] as Extract<SheetCell, { kind: 'number' }>, { date1904 });
    }
    out[r] = { file, sheet, row: rows[r]!, cells };
  }
  for (const r of hidden) out[r]!.hidden = true;
  return out;
}

/** Pushes a number cell's shown text and formula after its value; returns its code. */
function packNumberDetails(cell: Extract<SheetCell, { kind: 'number' }>, texts: string[]): number {
  if (cell.shown !== undefined) texts.push(cell.shown);
  if (cell.formula !== undefined) texts.push(cell.formula);
  if (cell.shown === undefined) return FORMULA;
  return cell.formula === undefined ? SHOWN : SHOWN_FORMULA;
}

/** A partial date cell's words as packed, its shown text left off when the format gave none. */
function partialDay(shows: string, lacks: string, format: string, shown: string): PartialDay {
  return shown === '' ? { shows, lacks, format } : { shows, lacks, format, shown };
}
