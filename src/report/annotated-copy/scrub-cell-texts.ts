/**
 * The XML of a workbook part with the text of each `<t>` element (a shared string, an inline string,
 * a rich text run, a note's text, a chart title's run) passed through `scrub`, and the texts a formula
 * cell holds: its saved text result (`<v>` that is not a number) and the string literals of its
 * formula (`<f>`). The other places a writer keeps text the copy carries get the same rule: a threaded
 * comment's `<text>`, headers and footers, document properties, the string literals of defined names
 * and validation lists, and the attributes that hold a user's text (validation prompts, hyperlink
 * targets and tooltips, a person's name). Tags, other attributes, numbers, shared-string indexes and
 * the rest of a formula are never touched (a short test key may be a run of digits or a cell
 * reference), and a text `scrub` leaves as it was is written back byte for byte.
 */

/** Elements whose whole text is a user's text: cell and note runs, threaded comments, headers, document properties. */
const WHOLE_TEXTS = [
  't',
  'text',
  'oddHeader',
  'evenHeader',
  'firstHeader',
  'oddFooter',
  'evenFooter',
  'firstFooter',
  'title',
  'subject',
  'creator',
  'keywords',
  'description',
  'lastModifiedBy',
  'category',
  'contentStatus',
  'Company',
  'Manager',
  'HyperlinkBase',
  'lpwstr',
  'lpstr',
  'bstr',
];

/** Elements holding a formula, whose string literals only are a user's text. */
const FORMULAS = ['f', 'definedName', 'formula', 'formula1', 'formula2'];

const NAMES = ['v', ...WHOLE_TEXTS, ...FORMULAS].join('|');

/** One of the elements above (with any namespace prefix) and its text, which holds no tag. */
const TEXT_ELEMENT = new RegExp(`(<(?:[\\w.-]+:)?(${NAMES})(?:\\s[^>]*)?>)([^<]*)(</(?:[\\w.-]+:)?\\2>)`, 'g');

/** An opening tag of one of them, or one cut at the end of a piece. */
const TEXT_OPEN = new RegExp(`<(?:[\\w.-]+:)?(${NAMES})(?:\\s[^>]*)?(?:>|$)`, 'g');

/** Attributes holding a user's text: validation prompts and errors, hyperlinks, a threaded comment's person. */
const TEXT_ATTRIBUTE =
  /(\s(?:[\w.-]+:)?(?:prompt|promptTitle|error|errorTitle|tooltip|display|Target|displayName)\s*=\s*)(?:"([^"]*)"|'([^']*)')/g;

/** A tag: the attributes above are looked for in tags only, never in an element's text. */
const TAG = /<[^<>!?/][^<>]*>/g;

/** A saved result that is a number (or a shared string's index): never a secret's text. */
const NUMBER = /^\s*[-+]?[\d.]+(?:[eE][-+]?\d+)?\s*$/;

/** A formula's string literal, `""` inside for a quote. */
const LITERAL = /"(?:[^"]|"")*"/g;

/** The start of the last element above of `xml` not closed in it, or -1. */
function lastOpenText(xml: string): number {
  // A tag cut at the end (`<`, `</`) is carried by the caller's cut after the last `>`: counted here,
  // the `<` of a closing tag cut the element from its close, which was then never scrubbed.
  let last: RegExpExecArray | undefined;
  for (const match of xml.matchAll(TEXT_OPEN)) last = match;
  if (!last) return -1;
  const close = new RegExp(`</(?:[\\w.-]+:)?${last[1] ?? ''}>`);
  return close.test(xml.slice(last.index)) ? -1 : last.index;
}

/** The text of a `<t>`, `<v>` or `<f>` element with `scrub` applied where it may hold a secret. */
export function scrubElementText(name: string, text: string, scrub: (text: string) => string): string {
  if (name === 'v') return NUMBER.test(text) ? text : scrub(text);
  if (FORMULAS.includes(name)) return text.replace(LITERAL, (literal) => scrub(literal));
  return scrub(text);
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

/** An attribute's value is written back in double quotes. */
const escapeAttribute = (text: string) => escapeXml(text).replaceAll('"', '&quot;');

/** The tags of `xml` with each attribute that holds a user's text passed through `scrub`. */
function scrubAttributes(xml: string, scrub: (text: string) => string): string {
  // Most pieces (a sheet's rows) hold none: they are not taken apart tag by tag.
  TEXT_ATTRIBUTE.lastIndex = 0;
  if (!TEXT_ATTRIBUTE.test(xml)) return xml;
  return xml.replace(TAG, (tag) =>
    tag.replace(TEXT_ATTRIBUTE, (attribute, head: string, double?: string, single?: string) => {
      const text = unescapeXml(double ?? single ?? '');
      const scrubbed = scrub(text);
      return scrubbed === text ? attribute : `${head}"${escapeAttribute(scrubbed)}"`;
    }),
  );
}

function scrubTexts(xml: string, scrub: (text: string) => string): string {
  const texts = xml.replace(TEXT_ELEMENT, (element, open: string, name: string, escaped: string, close: string) => {
    const text = unescapeXml(escaped);
    const scrubbed = scrubElementText(name, text, scrub);
    return scrubbed === text ? element : open + escapeXml(scrubbed) + close;
  });
  return scrubAttributes(texts, scrub);
}

/** The part's XML, in pieces that never cut one of the elements above in two. */
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
