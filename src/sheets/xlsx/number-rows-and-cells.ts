/**
 * ECMA-376 makes the `r` attribute of `<row>` and `<c>` optional: without it, a row follows the row
 * before it and a cell the cell before it in its row. Some writers (streaming libraries among
 * them) leave it out; exceljs's sheet reader needs it on every row and cell. This stream writes
 * the position each such row or cell has by document order into its start tag, before exceljs
 * reads the XML, and leaves rows and cells that have one as they are. An error cell (`t="e"`) gets
 * an empty value first, which one that holds its error replaces: exceljs drops an error cell
 * written without its value, which would read as blank.
 */
import { Transform, type TransformCallback } from 'node:stream';
import { columnLetter, columnNumber } from '../sheet-row.js';

/** A start or end tag of sheetData, row or c, with any namespace prefix; its attributes in group 3. */
const TAG = /<(\/?)(?:[A-Za-z_][\w.-]*:)?(sheetData|row|c)(?=[\s/>])([^>]*)>/g;
/** The `r` attribute among a tag's attributes (not `ht`, `spans` or a prefixed `x:r`). */
const R_ATTRIBUTE = /(?:^|\s)r\s*=\s*["']([^"']*)["']/;
/** A row hidden in the sheet (by the user or by an autofilter): `hidden="1"` or `hidden="true"`; or of height 0. */
const HIDDEN_ATTRIBUTE = /(?:^|\s)hidden\s*=\s*["'](?:1|true)["']/;
/**
 * A row's height in points. Height 0 is a row Excel does not show, as a hidden one: its row
 * height dialog takes 0 for "hidden" (Microsoft, "Change the column width or row height in
 * Excel": row height min 0 (hidden)), and Excel itself keeps a hidden row's height apart from the
 * flag. openpyxl writes `row_dimensions[n].height = 0` as `ht="0" customHeight="1"`, no `hidden`.
 */
const HEIGHT_ATTRIBUTE = /(?:^|\s)ht\s*=\s*["']\s*(\d*\.?\d+)\s*["']/;
/** An error cell's type attribute: `t="e"`. */
const ERROR_TYPE = /(?:^|\s)t\s*=\s*["']e["']/;
/** A cell reference's column letters. */
const CELL_COLUMN = /^\$?([A-Za-z]+)/;

/**
 * A pass-through of decoded worksheet XML that gives every row and cell its `r` attribute. It
 * also tells `onHiddenRow` the number of each hidden row: exceljs's reader drops that attribute,
 * and this is the one place that reads row tags before it.
 */
export function numberRowsAndCells(onHiddenRow?: (row: number) => void): Transform {
  let inSheetData = false;
  let row = 0;
  let column = 0;
  // The end of a chunk that may be the start of a tag cut in two; limitTextRuns, before this
  // stream, bounds how long it can get.
  let carry = '';
  const rewrite = (text: string): string =>
    text.replace(TAG, (tag, close: string, name: string, attributes: string) => {
      if (name === 'sheetData') {
        inSheetData = close === '' && !attributes.trimEnd().endsWith('/');
        return tag;
      }
      if (close || !inSheetData) return tag;
      const given = R_ATTRIBUTE.exec(attributes)?.[1];
      if (name === 'row') {
        column = 0;
        const numbered = given !== undefined && /^\d+$/.test(given);
        row = numbered ? Number(given) : row + 1;
        if (onHiddenRow && (HIDDEN_ATTRIBUTE.test(attributes) || zeroHeight(attributes))) onHiddenRow(row);
        return numbered ? tag : insertR(tag, attributes, String(row));
      }
      const letters = given === undefined ? undefined : CELL_COLUMN.exec(given)?.[1];
      if (letters !== undefined) {
        column = columnNumber(letters.toUpperCase());
        return withErrorValue(tag, attributes);
      }
      column += 1;
      return withErrorValue(insertR(tag, attributes, `${columnLetter(column - 1)}${row}`), attributes);
    });
  return new Transform({
    decodeStrings: false,
    encoding: 'utf8',
    transform(chunk: string | Buffer, _encoding, done: TransformCallback) {
      const text = carry + (typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
      const open = text.lastIndexOf('<');
      const cut = open >= 0 && text.indexOf('>', open) < 0 ? open : text.length;
      carry = text.slice(cut);
      done(null, rewrite(text.slice(0, cut)));
    },
    flush(done: TransformCallback) {
      done(null, rewrite(carry));
    },
  });
}

function zeroHeight(attributes: string): boolean {
  const height = HEIGHT_ATTRIBUTE.exec(attributes)?.[1];
  return height !== undefined && Number(height) === 0;
}

/** An error cell's start `tag` followed by an empty value (closed too when the tag closes itself); any other as it is. */
function withErrorValue(tag: string, attributes: string): string {
  if (!ERROR_TYPE.test(attributes)) return tag;
  // The value and end tags take the cell's namespace prefix (`<x:c>`), as the rest of the part does.
  const prefix = /^<([A-Za-z_][\w.-]*:)?/.exec(tag)?.[1] ?? '';
  const value = `<${prefix}v></${prefix}v>`;
  const selfClosing = attributes.trimEnd().endsWith('/');
  return selfClosing ? `${tag.replace(/\s*\/>$/, '>')}${value}</${prefix}c>` : `${tag}${value}`;
}

/** `tag` with ` r="value"` after its name, before its `attributes`. */
function insertR(tag: string, attributes: string, value: string): string {
  const at = tag.length - 1 - attributes.length;
  return `${tag.slice(0, at)} r="${value}"${tag.slice(at)}`;
}
