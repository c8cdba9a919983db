/**
 * The XML of a workbook part with the text of each `<t>` element (a shared string, an inline string,
 * a rich text run, a note's text) passed through `scrub`, and the texts a formula cell holds: its
 * saved text result (`<v>` that is not a number) and the string literals of its formula (`<f>`).
 * Tags, attributes, numbers, shared-string indexes and the rest of a formula are never touched
 * (a short test key may be a run of digits or a cell reference), and a text `scrub` leaves as it
 * was is written back byte for byte.
 */

/** A `<t>`, `<v>` or `<f>` element (with any namespace prefix) and its text, which holds no tag. */
const TEXT_ELEMENT = /(<(?:[\w.-]+:)?(t|v|f)(?:\s[^>]*)?>)([^<]*)(<\/(?:[\w.-]+:)?\2>)/g;

/** A saved result that is a number (or a shared string's index): never a secret's text. */
const NUMBER = /^\s*[-+]?[\d.]+(?:[eE][-+]?\d+)?\s*$/;

/** A formula's string literal, `""` inside for a quote. */
const LITERAL = /"(?:[^"]|"")*"/g;

/** The start of the last `<t>`, `<v>` or `<f>` element of `xml` not closed in it, or -1. */
function lastOpenText(xml: string): number {
  // A tag cut at the end (`<`, `</`) is carried by the caller's cut after the last `>`: counted here,
  // the `<` of a closing tag cut the element from its close, which was then never scrubbed.
  const open = /<(?:[\w.-]+:)?[tvf](?:\s[^>]*)?>|<(?:[\w.-]+:)?[tvf](?:\s[^>]*)?$/g;
  let last = -1;
  for (const match of xml.matchAll(open)) last = match.index;
  if (last < 0) return -1;
  return /<\/(?:[\w.-]+:)?[tvf]>/.test(xml.slice(last)) ? -1 : last;
}

/** The text of a `<t>`, `<v>` or `<f>` element with `scrub` applied where it may hold a secret. */
export function scrubElementText(name: string, text: string, scrub: (text: string) => string): string {
  if (name === 't') return scrub(text);
  if (name === 'v') return NUMBER.test(text) ? text : scrub(text);
  return text.replace(LITERAL, (literal) => scrub(literal));
}

export const unescapeXml = (text: string) =>
  text.replace(
    /&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi,
    (_, hex?: string, decimal?: string, name?: string) => {
      if (hex !== undefined) return String.fromCodePoint(Number.parseInt(hex, 16));
      if (decimal !== undefined) return String.fromCodePoint(Number(decimal));
      return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[name as 'amp'];
    },
  );

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function scrubTexts(xml: string, scrub: (text: string) => string): string {
  return xml.replace(TEXT_ELEMENT, (element, open: string, name: string, escaped: string, close: string) => {
    const text = unescapeXml(escaped);
    const scrubbed = scrubElementText(name, text, scrub);
    return scrubbed === text ? element : open + escapeXml(scrubbed) + close;
  });
}

/** The part's XML, in pieces that never cut a `<t>`, `<v>` or `<f>` element in two. */
export async function* scrubCellTexts(
  xml: AsyncIterable<string>,
  scrub: (text: string) => string,
): AsyncGenerator<string> {
  let carry = '';
  for await (const chunk of xml) {
    const text = carry + chunk;
    const open = lastOpenText(text);
    const cut = open >= 0 ? open : text.lastIndexOf('>') + 1;
    carry = text.slice(cut);
    if (cut > 0) yield scrubTexts(text.slice(0, cut), scrub);
  }
  if (carry) yield scrubTexts(carry, scrub);
}
