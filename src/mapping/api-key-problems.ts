/**
 * Where the API key is in a text: found by the rule that scrubs server answers, so an encoded or
 * differently cased key is found as well, and replaced by `***` where a text is kept.
 */
import { scrubServerText } from '../finance-api/scrub-server-text.js';
import { PART_LENGTH } from '../finance-api/secret-forms.js';

/**
 * Real API keys are random strings of 16 characters or more (Apigee 32, AWS API Gateway at least 20),
 * which no cell holds by chance. A shorter one (a test system's `k`, `test`) is found inside ordinary
 * words, and a cell holding it proves nothing: such a key is looked for as the whole cell only. The
 * key is not refused for being short: a test back-end may take it, and the server's 401 says so.
 */
const SHORT_KEY_LENGTH = 8;

/** True when `text` holds the key in any spelling the scrub rule knows; a short key only as the whole text. */
export function holdsApiKey(text: string, apiKey: string): boolean {
  if (apiKey.length < SHORT_KEY_LENGTH) {
    const cell = text.trim();
    return cell !== '***' && scrubServerText(cell, [apiKey]) === '***';
  }
  // Every spelling of the key, or of the part of it that is found, is at least that long: shorter texts
  // (most cells) are not searched.
  return text.length >= Math.min(apiKey.length, PART_LENGTH) && scrubServerText(text, [apiKey]) !== text;
}

/** The text with the key replaced by `***`, for a value kept in the journal or a workbook; a short key only when it is the whole text. */
export function withoutApiKey(text: string | undefined, apiKey: string): string | undefined {
  if (text === undefined) return undefined;
  if (apiKey.length < SHORT_KEY_LENGTH) return holdsApiKey(text, apiKey) ? '***' : text;
  return scrubServerText(text, [apiKey]);
}
