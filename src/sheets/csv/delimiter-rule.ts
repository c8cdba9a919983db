/**
 * Which characters a CSV may be separated by. Any one character but those that mean something
 * else to the reader (the double quote that opens a quoted field, a line end that ends a record)
 * or that values are written with (letters and digits, in any script): a file split at one of
 * those would lose its values silently. Pure.
 */

/** The accepted forms, for messages. */
export const DELIMITER_FORMS =
  'one character that is not a double quote, a line end, a letter or a digit (e.g. "~", "^", "#", ";", "\\t" for a tab)';

/** Letters, digits and number signs of every script, their combining marks, a quote, CR, LF and NUL. */
const REFUSED = /[\p{L}\p{M}\p{N}"\r\n\0]/u;

/** True when `text` is one character a CSV can be separated by. */
export function isDelimiter(text: string): boolean {
  return [...text].length === 1 && !REFUSED.test(text);
}
