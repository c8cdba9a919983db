/** The XML of the cells and column widths the annotated copy adds to a worksheet. Pure. */
import { columnLetter } from '../../sheets/sheet-row.js';
import { ANNOTATION_HEADERS, type AnnotationOutcome, type RowAnnotation } from './row-annotations.js';
import { tagAttributes, withAttribute, xmlText } from '../xlsx-writer/xml-text.js';

/** Style ids (cellXfs indexes) of the added cells; undefined where the workbook has no styles part. */
export interface AnnotationStyleIds {
  header: number;
  /** Text format `@`, so an instance id stays text when edited. */
  text: number;
  outcome: ReadonlyMap<AnnotationOutcome, number>;
}

/** Widths in characters of Outcome, Instance id and Message. */
export const ANNOTATION_WIDTHS = [12, 16, 60] as const;

function cell(prefix: string, column: number, row: number, text: string, style: number | undefined): string {
  if (text === '') return '';
  const s = style === undefined ? '' : ` s="${style}"`;
  return `<${prefix}c r="${columnLetter(column - 1)}${row}"${s} t="inlineStr"><${prefix}is><${prefix}t xml:space="preserve">${xmlText(text)}</${prefix}t></${prefix}is></${prefix}c>`;
}

/** The header cells: Outcome, Instance id, Message from `first` on. */
export function headerCells(
  prefix: string,
  first: number,
  row: number,
  styles: AnnotationStyleIds | undefined,
): string {
  return ANNOTATION_HEADERS.map((text, i) => cell(prefix, first + i, row, text, styles?.header)).join('');
}

/** The cells of one row of an invoice. */
export function annotationCells(
  prefix: string,
  first: number,
  row: number,
  annotation: RowAnnotation,
  styles: AnnotationStyleIds | undefined,
): string {
  return (
    cell(prefix, first, row, annotation.outcome, styles?.outcome.get(annotation.outcome)) +
    cell(prefix, first + 1, row, annotation.instanceId, styles?.text) +
    cell(prefix, first + 2, row, annotation.message, undefined)
  );
}

/** The Message cell alone, of a row that is no invoice's but holds a cell the copy replaced. */
export function noteCells(prefix: string, first: number, row: number, message: string): string {
  return cell(prefix, first + 2, row, message, undefined);
}

/**
 * The `<col>` elements of a `<cols>` block with the added columns given their widths: ranges of
 * the source that cover them (a style or a hidden flag over "the rest of the sheet") are split
 * around them, since ranges may not overlap. Everything else is kept as written.
 */
export function colsWithAnnotations(inner: string, prefix: string, first: number): string {
  const last = first + ANNOTATION_WIDTHS.length - 1;
  const pieces: { min: number; xml: string }[] = [];
  for (const match of inner.matchAll(
    /<(?:[\w.-]+:)?col(?=[\s/>])[^>]*\/>|<(?:[\w.-]+:)?col(?=[\s/>])[^>]*>[\s\S]*?<\/(?:[\w.-]+:)?col>/g,
  )) {
    const xml = match[0];
    const attributes = tagAttributes(xml.slice(0, xml.indexOf('>') + 1));
    const min = Number(attributes.get('min') ?? 0);
    const max = Number(attributes.get('max') ?? min);
    if (max < first || min > last) {
      pieces.push({ min, xml });
      continue;
    }
    if (min < first)
      pieces.push({ min, xml: withAttribute(withAttribute(xml, 'min', String(min)), 'max', String(first - 1)) });
    if (max > last)
      pieces.push({
        min: last + 1,
        xml: withAttribute(withAttribute(xml, 'min', String(last + 1)), 'max', String(max)),
      });
  }
  ANNOTATION_WIDTHS.forEach((width, i) => {
    const n = first + i;
    pieces.push({ min: n, xml: `<${prefix}col min="${n}" max="${n}" width="${width}" customWidth="1"/>` });
  });
  return pieces
    .sort((a, b) => a.min - b.min)
    .map((piece) => piece.xml)
    .join('');
}
