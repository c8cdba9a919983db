/** Small helpers for the XML the annotated copy writes into a workbook's parts. Pure. */
import { columnNumber } from '../../sheets/sheet-row.js';

/** Characters XML 1.0 cannot hold: control characters other than tab and line breaks, and halves of a surrogate pair. */
const NOT_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as element content or attribute value: escaped, lone surrogates and impossible characters replaced. */
export function xmlText(text: string): string {
  return text
    .replace(NOT_XML, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The attributes of a start tag's inside (`r="5" spans="1:3"`), by name. */
export function tagAttributes(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
    attributes.set(match[1] ?? '', match[2] ?? match[3] ?? '');
  return attributes;
}

/** `tag` with attribute `name` set to `value` (added before the end when missing). */
export function withAttribute(tag: string, name: string, value: string): string {
  const pattern = new RegExp(`(\\s${name.replace(/[.:]/g, '\\$&')}\\s*=\\s*)(?:"[^"]*"|'[^']*')`);
  if (pattern.test(tag)) return tag.replace(pattern, `$1"${value}"`);
  return tag.replace(/\s*(\/?>)$/, ` ${name}="${value}"$1`);
}

/** `tag` without attribute `name`. */
export function withoutAttribute(tag: string, name: string): string {
  return tag.replace(new RegExp(`\\s${name.replace(/[.:]/g, '\\$&')}\\s*=\\s*(?:"[^"]*"|'[^']*')`), '');
}

/** A cell reference split: `AB12` -> { column: 28, row: 12 }; undefined when it is none. */
export function splitCellRef(ref: string): { column: number; row: number } | undefined {
  const match = /^\$?([A-Za-z]{1,3})\$?(\d+)$/.exec(ref.trim());
  if (!match) return undefined;
  return { column: columnNumber(match[1] ?? ''), row: Number(match[2]) };
}
