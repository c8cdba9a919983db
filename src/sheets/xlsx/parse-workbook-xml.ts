/**
 * The few facts the readers need from `xl/workbook.xml` and its relationships: sheet names in
 * tab order, which are hidden, which zip part holds each sheet, the shared strings and styles,
 * and the date system. Pure.
 */
import { posix } from 'node:path';

export interface WorkbookSheet {
  name: string;
  /** 1-based position in the workbook's tab order, hidden sheets included. */
  index: number;
  hidden: boolean;
  /** Zip path of the sheet's part (`xl/worksheets/sheet1.xml`), when the relationships name it. */
  part: string | undefined;
}

export interface WorkbookFacts {
  sheets: WorkbookSheet[];
  /** True for workbooks saved with the 1904 date system (old Mac Excel). */
  date1904: boolean;
  /** Zip path of the shared strings part. @default 'xl/sharedStrings.xml' */
  sharedStringsPart: string;
  /** Zip path of the styles part. @default 'xl/styles.xml' */
  stylesPart: string;
}

interface Relationship {
  type: string;
  part: string;
}

/** Sheets, parts and date system from the workbook part and its relationships part (if any). */
export function parseWorkbookXml(workbookXml: string, relsXml: string | undefined): WorkbookFacts {
  const relationships = relsXml ? parseRelationships(relsXml) : new Map<string, Relationship>();
  const sheets: WorkbookSheet[] = [];
  for (const match of workbookXml.matchAll(/<(?:[\w.-]+:)?sheet\s([^>]*)>/g)) {
    const attributes = parseAttributes(match[1] ?? '');
    const name = attributes.get('name');
    if (name === undefined) continue;
    const state = attributes.get('state');
    sheets.push({
      name,
      index: sheets.length + 1,
      hidden: state === 'hidden' || state === 'veryHidden',
      part: relationships.get(relationshipId(attributes) ?? '')?.part,
    });
  }
  const workbookPr = /<(?:[\w.-]+:)?workbookPr\s([^>]*)>/.exec(workbookXml);
  const date1904 = workbookPr ? /^(1|true)$/.test(parseAttributes(workbookPr[1] ?? '').get('date1904') ?? '') : false;
  const partOfType = (suffix: string): string | undefined => [...relationships.values()].find((rel) => rel.type.endsWith(suffix))?.part;
  return {
    sheets,
    date1904,
    sharedStringsPart: partOfType('/sharedStrings') ?? 'xl/sharedStrings.xml',
    stylesPart: partOfType('/styles') ?? 'xl/styles.xml',
  };
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
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(parseInt(entity.slice(1), 10));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[entity] ?? '';
  });
}
