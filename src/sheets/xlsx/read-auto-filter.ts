/**
 * A worksheet's AutoFilter (`<autoFilter ref="A4:N84"><filterColumn colId="13"><filters><filter
 * val="open"/>...`): rows it hides are not hidden by hand, and Excel's Unhide does not show them;
 * only clearing the filter does. The element follows the rows, so the part is read to its end:
 * done only once a hidden row is met.
 */
import type { Readable } from 'node:stream';
import { columnNumber, type AutoFilter } from '../sheet-row.js';

const SHEET_DATA_END = /<\/(?:[A-Za-z_][\w.-]*:)?sheetData>/;
/** Longest tail kept between chunks while looking for the end of the rows. */
const CARRIED = 64;

/** The AutoFilter of `xml`, a worksheet part; undefined when the sheet has none. */
export async function readAutoFilter(xml: Readable): Promise<AutoFilter | undefined> {
  let carry = '';
  let tail: string | undefined;
  try {
    for await (const chunk of xml) {
      const text = typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
      if (tail !== undefined) {
        tail += text;
        continue;
      }
      const joined = carry + text;
      const end = SHEET_DATA_END.exec(joined);
      if (end) tail = joined.slice(end.index);
      else carry = joined.slice(-CARRIED);
    }
  } finally {
    xml.destroy();
  }
  return tail === undefined ? undefined : parseAutoFilter(tail);
}

function parseAutoFilter(xml: string): AutoFilter | undefined {
  const element = /<(?:[\w.-]+:)?autoFilter\s([^>]*?)(\/>|>([\s\S]*?)<\/(?:[\w.-]+:)?autoFilter>)/.exec(xml);
  const ref = /ref\s*=\s*["']([A-Z]{1,3})(\d+):[A-Z]{1,3}(\d+)["']/.exec(element?.[1] ?? '');
  if (!element || !ref) return undefined;
  const firstColumn = columnNumber(ref[1]!) - 1;
  const columns: AutoFilter['columns'] = [];
  for (const match of (element[3] ?? '').matchAll(
    /<(?:[\w.-]+:)?filterColumn\s[^>]*?colId\s*=\s*["'](\d+)["'][^>]*>([\s\S]*?)<\/(?:[\w.-]+:)?filterColumn>/g,
  )) {
    const shown = [...(match[2] ?? '').matchAll(/<(?:[\w.-]+:)?filter\s[^>]*?val\s*=\s*["']([^"']*)["']/g)].map(
      (value) => decode(value[1] ?? ''),
    );
    columns.push({ column: firstColumn + Number(match[1]), shown });
  }
  return { firstRow: Number(ref[2]), lastRow: Number(ref[3]), columns };
}

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) =>
    name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : "'",
  );
}
