/**
 * The mark an XLSX annotated copy carries to say which columns are the tool's own: a hidden
 * defined name per annotated sheet (`InvoiceBatch_Annotation1`, ...) that refers to the header
 * cells of its Outcome, Instance id and Message. Excel, LibreOffice and exceljs keep a defined name
 * when they save, and move its range when columns are inserted or deleted; a register of the
 * user's own that merely ends in columns so headed has no such name. Pure.
 */
import { columnLetter, columnNumber } from '../../sheets/sheet-row.js';

/** Every mark's name starts so; a number follows, one per annotated sheet. */
const MARK_PREFIX = 'InvoiceBatch_Annotation';

/** Where a sheet's own annotation columns are: the header row and the 1-based first and last column. */
export interface AnnotationMark {
  sheet: string;
  row: number;
  firstColumn: number;
  lastColumn: number;
}

const MARK_ELEMENT = /<definedName\b([^>]*)>([^<]*)<\/definedName>/g;
const RANGE = /^(?:'((?:[^']|'')+)'|([^'!]+))!\$?([A-Z]+)\$?(\d+):\$?([A-Z]+)\$?(\d+)$/;

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const isMark = (attributes: string) => new RegExp(`\\bname="${MARK_PREFIX}\\d+"`).test(attributes);

/** The marks `workbookXml` (the workbook part) holds; a mark whose range is not one row is none. */
export function readAnnotationMarks(workbookXml: string): AnnotationMark[] {
  const marks: AnnotationMark[] = [];
  for (const [, attributes = '', text = ''] of workbookXml.matchAll(MARK_ELEMENT)) {
    if (!isMark(attributes)) continue;
    const range = RANGE.exec(unescapeXml(text).trim());
    if (!range || range[4] !== range[6]) continue;
    marks.push({
      sheet: range[1] !== undefined ? range[1].replace(/''/g, "'") : (range[2] ?? ''),
      row: Number(range[4]),
      firstColumn: columnNumber(range[3] ?? ''),
      lastColumn: columnNumber(range[5] ?? ''),
    });
  }
  return marks;
}

function markElement(mark: AnnotationMark, index: number): string {
  const sheet = `'${mark.sheet.replace(/'/g, "''")}'`;
  const cell = (column: number) => `$${columnLetter(column - 1)}$${mark.row}`;
  return (
    `<definedName name="${MARK_PREFIX}${index + 1}" hidden="1">` +
    `${escapeXml(`${sheet}!${cell(mark.firstColumn)}:${cell(mark.lastColumn)}`)}</definedName>`
  );
}

/** Elements of the workbook part that come after `definedNames`, in the order the schema gives. */
const AFTER_DEFINED_NAMES =
  /<(?:calcPr|oleSize|customWorkbookViews|pivotCaches|smartTagPr|smartTagTypes|webPublishing|fileRecoveryPr|webPublishObjects|extLst)\b|<\/workbook>/;

/** `workbookXml` with the marks of an earlier copy taken out and `marks` put in. */
export function withAnnotationMarks(workbookXml: string, marks: readonly AnnotationMark[]): string {
  let xml = workbookXml.replace(MARK_ELEMENT, (element, attributes: string) => (isMark(attributes) ? '' : element));
  xml = xml.replace(/<definedNames>\s*<\/definedNames>|<definedNames\/>/, '');
  // A workbook part written with a namespace prefix would take an unprefixed element as foreign: left unmarked.
  if (marks.length === 0 || /<[\w.-]+:workbook\b/.test(xml)) return xml;
  const added = marks.map(markElement).join('');
  if (xml.includes('</definedNames>')) return xml.replace('</definedNames>', `${added}</definedNames>`);
  const at = AFTER_DEFINED_NAMES.exec(xml);
  if (!at) return xml;
  return `${xml.slice(0, at.index)}<definedNames>${added}</definedNames>${xml.slice(at.index)}`;
}
