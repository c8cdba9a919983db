/**
 * The few facts the readers need from `xl/workbook.xml` and its relationships: sheet names in
 * tab order, which are hidden, which part holds each, and the date system. Pure.
 */

export interface WorkbookSheet {
  name: string;
  /** 1-based position in the workbook's tab order, hidden sheets included. */
  index: number;
  hidden: boolean;
  /** The N of the sheet's part `xl/worksheets/sheetN.xml`, when the relationships say so. */
  partNumber: number | undefined;
}

export interface WorkbookFacts {
  sheets: WorkbookSheet[];
  /** True for workbooks saved with the 1904 date system (old Mac Excel). */
  date1904: boolean;
}

/** Sheets and date system from the workbook part, with part numbers from its relationships part (if any). */
export function parseWorkbookXml(workbookXml: string, relsXml: string | undefined): WorkbookFacts {
  const targets = relsXml ? relationshipTargets(relsXml) : new Map<string, string>();
  const sheets: WorkbookSheet[] = [];
  for (const match of workbookXml.matchAll(/<(?:[\w.-]+:)?sheet\s([^>]*)>/g)) {
    const attributes = parseAttributes(match[1] ?? '');
    const name = attributes.get('name');
    if (name === undefined) continue;
    const state = attributes.get('state');
    const target = targets.get(relationshipId(attributes) ?? '');
    const part = target ? /sheet(\d+)\.xml$/i.exec(target) : null;
    sheets.push({
      name,
      index: sheets.length + 1,
      hidden: state === 'hidden' || state === 'veryHidden',
      partNumber: part ? Number(part[1]) : undefined,
    });
  }
  const workbookPr = /<(?:[\w.-]+:)?workbookPr\s([^>]*)>/.exec(workbookXml);
  const date1904 = workbookPr ? /^(1|true)$/.test(parseAttributes(workbookPr[1] ?? '').get('date1904') ?? '') : false;
  return { sheets, date1904 };
}

/** The relationship id attribute, whatever prefix the namespace got (`r:id` usually). */
function relationshipId(attributes: Map<string, string>): string | undefined {
  for (const [key, value] of attributes) if (/(^|:)id$/.test(key)) return value;
  return undefined;
}

function relationshipTargets(relsXml: string): Map<string, string> {
  const targets = new Map<string, string>();
  for (const match of relsXml.matchAll(/<(?:[\w.-]+:)?Relationship\s([^>]*)>/g)) {
    const attributes = parseAttributes(match[1] ?? '');
    const id = attributes.get('Id');
    const target = attributes.get('Target');
    if (id !== undefined && target !== undefined) targets.set(id, target);
  }
  return targets;
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
