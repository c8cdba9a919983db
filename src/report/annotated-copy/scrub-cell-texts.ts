/**
 * The XML of a workbook part with the text of each `<t>` element (a shared string, an inline string,
 * a rich text run, a note's text) passed through `scrub`: tags, attributes, numbers and shared-string
 * indexes are never touched, and a text `scrub` leaves as it was is written back byte for byte.
 */

/** A `<t>` element (with any namespace prefix) and its text, which holds no tag. */
const TEXT_ELEMENT = /(<(?:[\w.-]+:)?t(?:\s[^>]*)?>)([^<]*)(<\/(?:[\w.-]+:)?t>)/g;

/** The start of the last `<t>` element of `xml` not closed in it, or -1. */
function lastOpenText(xml: string): number {
  const open = /<(?:[\w.-]+:)?t(?:\s[^>]*)?>|<(?:[\w.-]+:)?t(?:\s[^>]*)?$|<(?:[\w.-]+:)?t?$/g;
  let last = -1;
  for (const match of xml.matchAll(open)) last = match.index;
  if (last < 0) return -1;
  return /<\/(?:[\w.-]+:)?t>/.test(xml.slice(last)) ? -1 : last;
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
  return xml.replace(TEXT_ELEMENT, (element, open: string, escaped: string, close: string) => {
    const text = unescapeXml(escaped);
    const scrubbed = scrub(text);
    return scrubbed === text ? element : open + escapeXml(scrubbed) + close;
  });
}

/** The part's XML, in pieces that never cut a `<t>` element in two. */
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
