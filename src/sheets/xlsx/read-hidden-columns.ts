/**
 * The columns a worksheet hides (`<cols><col min max hidden="1">`, or a width of 0, which Excel
 * shows the same way). They are declared before the rows, so the scan stops at `<sheetData`.
 */
import type { Readable } from 'node:stream';

/** A `<col ...>` start tag, with any namespace prefix; its attributes in group 1. */
const COL = /<(?:[A-Za-z_][\w.-]*:)?col(?=[\s/>])([^>]*)>/g;
/** The start of the rows: no column is declared past it. */
const SHEET_DATA = /<(?:[A-Za-z_][\w.-]*:)?sheetData(?=[\s/>])/;
/** Longest tail kept between chunks: a start tag cut in two. */
const MOST_CARRIED = 4096;
/** Excel's last column, XFD. */
const LAST_COLUMN = 16_384;

/** 0-based indexes of the hidden columns in `xml`, a worksheet part. Stops reading at the rows. */
export async function readHiddenColumns(xml: Readable): Promise<Set<number>> {
  const hidden = new Set<number>();
  let carry = '';
  try {
    for await (const chunk of xml) {
      const text = carry + (typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('latin1'));
      const rows = SHEET_DATA.exec(text);
      const declared = rows ? text.slice(0, rows.index) : text;
      for (const match of declared.matchAll(COL)) addHidden(match[1] ?? '', hidden);
      if (rows) break;
      const open = text.lastIndexOf('<');
      carry = open >= 0 && !text.includes('>', open) ? text.slice(open, open + MOST_CARRIED) : '';
    }
  } finally {
    xml.destroy();
  }
  return hidden;
}

function addHidden(attributes: string, hidden: Set<number>): void {
  const hiddenFlag = /(?:^|\s)hidden\s*=\s*["'](?:1|true)["']/.test(attributes);
  const width = /(?:^|\s)width\s*=\s*["']([^"']*)["']/.exec(attributes)?.[1];
  if (!hiddenFlag && !(width !== undefined && Number(width) === 0)) return;
  const min = Number(/(?:^|\s)min\s*=\s*["'](\d+)["']/.exec(attributes)?.[1]);
  const max = Number(/(?:^|\s)max\s*=\s*["'](\d+)["']/.exec(attributes)?.[1] ?? min);
  if (!Number.isInteger(min) || min < 1) return;
  for (let column = min; column <= Math.min(max, LAST_COLUMN); column++) hidden.add(column - 1);
}
