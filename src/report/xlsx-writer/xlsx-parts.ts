/**
 * The fixed parts of a workbook the tool writes itself (the validation workbook): content types,
 * relationships, the workbook with its sheet names, document properties and a small style table
 * whose ids the sheets use. Pure.
 */
import { AMOUNT_FORMAT, amountFormat, isAmountText } from '../amount-cell.js';
import { DEFAULT_DATE_STYLE } from '../date-style.js';
import { xmlText } from './xml-text.js';
import { printAreaXml, printTitlesXml } from '../print-setup.js';
import { OUTCOME_MEANINGS } from '../outcome-words.js';

const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const PKG = 'http://schemas.openxmlformats.org/package/2006';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const SHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';

/** Amount styles follow the fixed ones, one for each count of decimal places from 0 up to this. */
const MAX_AMOUNT_PLACES = 6;
const FIRST_AMOUNT_STYLE = 7;

/**
 * Style ids of `stylesXml`'s cell formats; all but plain and header sit at the top of a tall row.
 * headerTop, a label beside a wrapped text, indentTop, a wrapped text set off from a right-aligned
 * number before it, headerWrapTop, a label longer than its column, and amountText, an amount no
 * number holds (amount-cell.ts), come after the amount styles.
 */
export const STYLE = {
  plain: 0,
  amount: 1,
  invalid: 2,
  wrapTop: 3,
  header: 4,
  date: 5,
  leftTop: 6,
  headerTop: FIRST_AMOUNT_STYLE + MAX_AMOUNT_PLACES + 1,
  indentTop: FIRST_AMOUNT_STYLE + MAX_AMOUNT_PLACES + 2,
  headerWrapTop: FIRST_AMOUNT_STYLE + MAX_AMOUNT_PLACES + 3,
  amountText: FIRST_AMOUNT_STYLE + MAX_AMOUNT_PLACES + 4,
} as const;
const placesFormat = (places: number) => (places === 0 ? '#,##0' : `#,##0.${'0'.repeat(places)}`);

/**
 * The style id of an amount of `currency` holding `value`: its currency's decimal places, as the
 * exceljs workbooks show it (amount-cell.ts); STYLE.amount when the currency is not known;
 * STYLE.amountText for an amount written as text. `value` as amountValue gives it.
 */
export function amountStyleId(currency: string | null | undefined, value: unknown): number {
  if (isAmountText(value)) return STYLE.amountText;
  const format = amountFormat(currency, value);
  const places = format === AMOUNT_FORMAT ? -1 : (format.split('.')[1] ?? '').length;
  return places >= 0 && places <= MAX_AMOUNT_PLACES ? FIRST_AMOUNT_STYLE + places : STYLE.amount;
}

const AMOUNT_XFS = Array.from(
  { length: MAX_AMOUNT_PLACES + 1 },
  (_, places) =>
    `<xf numFmtId="${166 + places}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyAlignment="1"><alignment vertical="top"/></xf>`,
).join('');
const AMOUNT_NUMFMTS = Array.from(
  { length: MAX_AMOUNT_PLACES + 1 },
  (_, places) => `<numFmt numFmtId="${166 + places}" formatCode="${placesFormat(places)}"/>`,
).join('');

/** The invalid rows' fill: the vocabulary's colour for invalid, as in the results workbook. */
const INVALID_FILL = OUTCOME_MEANINGS.find((meaning) => meaning.word === 'invalid')?.color ?? 'FFFF9999';

/** The style table; date cells show in `dateFormat` (the user's date style). */
const stylesXml = (dateFormat: string): string =>
  `${HEAD}<styleSheet xmlns="${MAIN}">` +
  `<numFmts count="${2 + MAX_AMOUNT_PLACES + 1}"><numFmt numFmtId="164" formatCode="${xmlText(AMOUNT_FORMAT)}"/>` +
  `<numFmt numFmtId="165" formatCode="${xmlText(dateFormat)}"/>${AMOUNT_NUMFMTS}</numFmts>` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>' +
  `<fill><patternFill patternType="solid"><fgColor rgb="${INVALID_FILL}"/><bgColor indexed="64"/></patternFill></fill></fills>` +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  `<cellXfs count="${STYLE.amountText + 1}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyAlignment="1"><alignment vertical="top"/></xf>' +
  '<xf numFmtId="0" fontId="0" fillId="2" borderId="0" xfId="0" applyFill="1" applyAlignment="1"><alignment vertical="top"/></xf>' +
  // Wrapped text to the left whatever the script: right-to-left text would touch the next column.
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment horizontal="left" vertical="top" wrapText="1"/></xf>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyAlignment="1"><alignment vertical="top"/></xf>' +
  // A number left under its left-aligned header (a row number), not right, under the next header.
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment horizontal="left" vertical="top"/></xf>' +
  `${AMOUNT_XFS}` +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1" applyAlignment="1"><alignment vertical="top"/></xf>' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment horizontal="left" indent="1" vertical="top" wrapText="1"/></xf>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1" applyAlignment="1"><alignment horizontal="left" vertical="top" wrapText="1"/></xf>' +
  '<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyAlignment="1"><alignment horizontal="right" vertical="top"/></xf>' +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

/** A sheet of the workbook: its name on the tab and its part, `xl/worksheets/sheet<file>.xml`. */
export interface WorkbookSheet {
  name: string;
  file: number;
  /** Row 1 is printed at the top of every page. */
  printTitles?: boolean;
  /** The columns printed at the left of every page across, `A:B`. @default none */
  titleColumns?: string | undefined;
  /** The cells printed, `A1:C2`. @default the whole sheet */
  printArea?: string | undefined;
}

/** Every part but the sheets, by zip entry name; `tabs` in the order Excel shows them. */
export function workbookParts(
  tabs: readonly WorkbookSheet[],
  creator: string,
  at: Date,
  dateFormat: string = DEFAULT_DATE_STYLE.cellFormat,
): [string, string][] {
  const sheets = tabs.map((tab, i) => ({ name: tab.name, file: tab.file, n: i + 1 }));
  const titles = tabs.flatMap((tab, i) => [
    ...(tab.printArea ? [printAreaXml(tab.name, i, tab.printArea)] : []),
    ...(tab.printTitles ? [printTitlesXml(tab.name, i, tab.titleColumns)] : []),
  ]);
  const definedNames = titles.length > 0 ? `<definedNames>${titles.join('')}</definedNames>` : '';
  const stamp = at.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return [
    [
      '[Content_Types].xml',
      `${HEAD}<Types xmlns="${PKG}/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        sheets
          .map((s) => `<Override PartName="/xl/worksheets/sheet${s.file}.xml" ContentType="${SHEET_TYPE}"/>`)
          .join('') +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
        '</Types>',
    ],
    [
      '_rels/.rels',
      `${HEAD}<Relationships xmlns="${PKG}/relationships">` +
        `<Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/>` +
        `<Relationship Id="rId2" Type="${PKG}/relationships/metadata/core-properties" Target="docProps/core.xml"/>` +
        '</Relationships>',
    ],
    [
      'docProps/core.xml',
      `${HEAD}<cp:coreProperties xmlns:cp="${PKG}/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" ` +
        'xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
        `<dc:creator>${xmlText(creator)}</dc:creator>` +
        `<dcterms:created xsi:type="dcterms:W3CDTF">${stamp}</dcterms:created>` +
        '</cp:coreProperties>',
    ],
    [
      'xl/workbook.xml',
      `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><bookViews><workbookView/></bookViews><sheets>` +
        sheets.map((s) => `<sheet name="${xmlText(s.name)}" sheetId="${s.n}" r:id="rId${s.n}"/>`).join('') +
        `</sheets>${definedNames}</workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${HEAD}<Relationships xmlns="${PKG}/relationships">` +
        sheets
          .map(
            (s) => `<Relationship Id="rId${s.n}" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet${s.file}.xml"/>`,
          )
          .join('') +
        `<Relationship Id="rId${sheets.length + 1}" Type="${DOC_RELS}/styles" Target="styles.xml"/>` +
        '</Relationships>',
    ],
    ['xl/styles.xml', stylesXml(dateFormat)],
  ];
}
