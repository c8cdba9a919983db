/**
 * The few facts the readers need from `xl/workbook.xml` and its relationships: sheet names in
 * tab order, which are hidden, which zip part holds each sheet, the shared strings and styles,
 * and the date system. Pure.
 */
import { posix } from 'node:path';

/** A sheet as `xl/workbook.xml` lists it. */
export interface ListedSheet {
  name: string;
  /** 1-based position in the workbook's tab order, hidden sheets included. */
  index: number;
  hidden: boolean;
  /** Zip path of the sheet's part (`xl/worksheets/sheet1.xml`), when the relationships name it. */
  part: string | undefined;
  /** What the tab is, by its relationship's type; a tab whose relationship is missing is taken for a worksheet. @default 'worksheet' */
  kind: SheetKind;
}

/** A tab with cells (`worksheet`), or one without rows to read: a whole-tab chart, an Excel 5 dialog, an Excel 4 macro sheet. */
export type SheetKind = 'worksheet' | 'chart sheet' | 'dialog sheet' | 'macro sheet';

/** The kinds of tab other than a worksheet, by the end of their relationship type (ECMA-376 Part 1, 15.2). */
const OTHER_KINDS: readonly (readonly [string, SheetKind])[] = [
  ['/chartsheet', 'chart sheet'],
  ['/dialogsheet', 'dialog sheet'],
  ['/xlMacrosheet', 'macro sheet'],
  ['/xlIntlMacrosheet', 'macro sheet'],
];

function sheetKind(relationship: Relationship | undefined): SheetKind {
  const type = relationship?.type ?? '';
  return OTHER_KINDS.find(([suffix]) => type.endsWith(suffix))?.[1] ?? 'worksheet';
}

export interface WorkbookFacts {
  sheets: ListedSheet[];
  /**
   * 0-based position in `sheets` of the sheet Excel shows on opening (`<workbookView activeTab>`,
   * the tab the workbook was saved on). @default 0
   */
  activeTab: number;
  /** True for workbooks saved with the 1904 date system (old Mac Excel). */
  date1904: boolean;
  /**
   * Set when the workbook says its formulas' saved results may not be current: `on-open` for `<calcPr
   * fullCalcOnLoad="1">` (Excel recalculates on open; xlsxwriter writes it with 0 as every result)
   * or `calcCompleted="0"`; `manual` for `calcMode="manual" calcOnSave="0"` (Excel was set to manual
   * calculation and not to recalculate before saving). @default undefined: results are current
   */
  staleResults: StaleResults | undefined;
  /** Zip path of the shared strings part. @default 'xl/sharedStrings.xml' */
  sharedStringsPart: string;
  /** Zip path of the styles part. @default 'xl/styles.xml' */
  stylesPart: string;
}

/** Why a workbook's saved formula results may not be what Excel would show. */
export type StaleResults = 'on-open' | 'manual';

interface Relationship {
  type: string;
  part: string;
}

/** Sheets, parts and date system from the workbook part and its relationships part (if any). */
export function parseWorkbookXml(workbookXml: string, relsXml: string | undefined): WorkbookFacts {
  const relationships = relsXml ? parseRelationships(relsXml) : new Map<string, Relationship>();
  const sheets: ListedSheet[] = [];
  for (const match of workbookXml.matchAll(/<(?:[\w.-]+:)?sheet\s([^>]*)>/g)) {
    const attributes = parseAttributes(match[1] ?? '');
    const name = attributes.get('name');
    if (name === undefined) continue;
    const state = attributes.get('state');
    const relationship = relationships.get(relationshipId(attributes) ?? '');
    sheets.push({
      name,
      index: sheets.length + 1,
      hidden: state === 'hidden' || state === 'veryHidden',
      part: relationship?.part,
      kind: sheetKind(relationship),
    });
  }
  const workbookPr = /<(?:[\w.-]+:)?workbookPr\s([^>]*)>/.exec(workbookXml);
  const date1904 = workbookPr
    ? /^\s*(1|true)\s*$/.test(parseAttributes(workbookPr[1] ?? '').get('date1904') ?? '')
    : false;
  const workbookView = /<(?:[\w.-]+:)?workbookView\s([^>]*)>/.exec(workbookXml);
  const activeTab = Number(parseAttributes(workbookView?.[1] ?? '').get('activeTab') ?? 0);
  const calcPr = /<(?:[\w.-]+:)?calcPr\s([^>]*)>/.exec(workbookXml);
  const calc = parseAttributes(calcPr?.[1] ?? '');
  const staleResults = staleResultsOf(calc);
  const partOfType = (suffix: string): string | undefined =>
    [...relationships.values()].find((rel) => rel.type.endsWith(suffix))?.part;
  return {
    sheets,
    activeTab: Number.isInteger(activeTab) && activeTab >= 0 ? activeTab : 0,
    date1904,
    staleResults,
    sharedStringsPart: partOfType('/sharedStrings') ?? 'xl/sharedStrings.xml',
    stylesPart: partOfType('/styles') ?? 'xl/styles.xml',
  };
}

const TRUE = /^\s*(1|true)\s*$/;
const FALSE = /^\s*(0|false)\s*$/;

/**
 * What `<calcPr>` says of the saved results. ECMA-376 defaults: calcMode "auto", calcOnSave true,
 * so manual calculation alone leaves results current (Excel recalculates as it saves); only with
 * calcOnSave off may a cell changed since the last F9 have left its formulas' results behind.
 */
function staleResultsOf(calc: Map<string, string>): StaleResults | undefined {
  if (TRUE.test(calc.get('fullCalcOnLoad') ?? '') || FALSE.test(calc.get('calcCompleted') ?? '')) return 'on-open';
  if (calc.get('calcMode')?.trim() === 'manual' && FALSE.test(calc.get('calcOnSave') ?? '')) return 'manual';
  return undefined;
}

/** The relationship id attribute, whatever prefix the namespace got (`r:id` usually). */
function relationshipId(attributes: Map<string, string>): string | undefined {
  for (const [key, value] of attributes) if (/(^|:)id$/.test(key)) return value;
  return undefined;
}

/** Relationships by id; targets resolved to zip paths (relative to `xl/`, or absolute from the root). */
function parseRelationships(relsXml: string): Map<string, Relationship> {
  const relationships = new Map<string, Relationship>();
  for (const match of relsXml.matchAll(/<(?:[\w.-]+:)?Relationship\s([^>]*)>/g)) {
    const attributes = parseAttributes(match[1] ?? '');
    const id = attributes.get('Id');
    const target = attributes.get('Target');
    if (id === undefined || target === undefined) continue;
    const part = target.startsWith('/') ? target.slice(1) : posix.normalize(`xl/${target}`);
    relationships.set(id, { type: attributes.get('Type') ?? '', part });
  }
  return relationships;
}

function parseAttributes(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    attributes.set(match[1] ?? '', decodeXmlEntities(match[2] ?? match[3] ?? ''));
  }
  return attributes;
}

function decodeXmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (reference: string, entity: string) => {
    if (entity.startsWith('#'))
      return xmlCharacter(
        entity.startsWith('#x') ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10),
        reference,
      );
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[entity] ?? '';
  });
}

/** The character a reference names, if XML allows it (a Char of XML 1.0); else the part is damaged. */
function xmlCharacter(code: number, reference: string): string {
  const allowed =
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff);
  if (!allowed)
    throw new WorkbookXmlError(`the character reference ${reference.slice(0, 20)} names no character XML allows`);
  return String.fromCodePoint(code);
}

/** The workbook part breaks the rules of XML; the reader reports it as a damaged file. */
export class WorkbookXmlError extends Error {
  override readonly name = 'WorkbookXmlError' as const;
}
