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

/** First 300 characters of the body, whitespace collapsed, key removed. */
export function bodyExcerpt(body: string, apiKey: string): string {
  // Scrub before cutting, so that no prefix of the key can survive at the cut.
  const flat = scrubKey(body, apiKey).replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…` : flat;
}
