/**
 * What of a response body may be shown: a short, single-line excerpt with the API key removed,
 * in case a gateway echoes request headers into its error page.
 */

/** Length of a body excerpt in outcomes and messages. */
export const EXCERPT_LENGTH = 300;

/** Replaces every occurrence of the key with `***`; the transport scrubbed the body already, this keeps excerpts safe on their own. */
function scrubKey(text: string, apiKey: string): string {
  return apiKey ? text.split(apiKey).join('***') : text;
}

/** Control characters but tab, line feed and carriage return: text never holds them. */
const CONTROL = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/;

/** Bytes that were not UTF-8 (decoded as U+FFFD): one or two are a Latin-1 name in text, more are no text. */
const MOST_UNDECODED = 3;

/** A body of bytes, not text: a gzip or image sent as is, UTF-16. Quoted, it would be unreadable noise. */
function isBinary(body: string): boolean {
  if (CONTROL.test(body)) return true;
  let undecoded = 0;
  for (const character of body) if (character === '\ufffd' && ++undecoded > MOST_UNDECODED) return true;
  return false;
}

/**
 * First 300 characters of the body, whitespace collapsed, key removed; a body that is not text is
 * named by its size as read (a byte that was not UTF-8 counts as its replacement character).
 */
export function bodyExcerpt(body: string, apiKey: string): string {
  // Not sized: the body arrives decoded, each byte that is not UTF-8 already a 3-byte replacement character.
  if (isBinary(body)) return 'a binary body, not quoted';
  // Scrub before cutting, so that no prefix of the key can survive at the cut.
  const flat = scrubKey(body, apiKey).replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…` : flat;
}
