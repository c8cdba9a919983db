/**
 * The styles part, parsed with exceljs's own parser into the cache its worksheet reader takes each
 * cell's number format from, whatever prefix SpreadsheetML's namespace got, with the format codes
 * exceljs leaves out added.
 */
import type { Readable } from 'node:stream';
import { importParseSax, importStylesXform } from './import-exceljs.js';
import { dropSpreadsheetPrefix } from './drop-spreadsheet-prefix.js';
import { addEastAsianDateFormats } from './east-asian-date-formats.js';
import { addBuiltInNumberFormats } from './built-in-number-formats.js';

/** A styles part that is XML but not a SpreadsheetML style sheet. */
export class NoStyleSheet extends Error {
  override readonly name = 'NoStyleSheet';
}

/** The reader's styles (exceljs's StyleManager) from `xml`; throws NoStyleSheet when it holds no `<styleSheet>`. */
export async function readStylesPart(xml: Readable): Promise<unknown> {
  const [parseSax, StylesXform] = await Promise.all([importParseSax(), importStylesXform()]);
  const styles = new StylesXform();
  await styles.parse(dropSpreadsheetPrefix(parseSax(xml)));
  // the model is set when </styleSheet> closes: without it every cell's format would be read as
  // a TypeError deep in the worksheet parser
  if (!styles.model) throw new NoStyleSheet('it holds no <styleSheet> of SpreadsheetML');
  // a style sheet without <cellXfs> styles no cell: a cell's style id then names no format, as an
  // id past the end of the list does
  styles.model.styles ??= [];
  addEastAsianDateFormats(styles);
  // exceljs knows only some built-in ids: a cell styled 5 (`"$"#,##0`, openpyxl writes no
  // <numFmt> for it) had no format at all, and its hidden decimals were posted
  addBuiltInNumberFormats(styles);
  return styles;
}
