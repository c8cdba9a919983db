/**
 * The character a line of text is most likely separated by when the reader's four (`,` `;` tab
 * `|`) are not in it: `~` in Mexico's SAT metadata of received CFDI, `^` `#` `!` `:` in other
 * exports. Never used to read a file (a guess among all punctuation would split plain text); only
 * to name the `delimiter` setting in a message about a file read as one column. Pure.
 */
import { DELIMITER_CANDIDATES } from './detect-delimiter.js';
import { isDelimiter } from './delimiter-rule.js';

/** Characters that headers write inside their words: `Fecha-Emision`, `R.F.C.`, `Monto (MXN)`, `RFC/Emisor`. */
const IN_WORDS = new Set([' ', '.', '-', '_', '/', '(', ')', "'", '&', '%', '+', '*']);

/** The character `line` repeats most that could separate it, seen at least twice; undefined when none or one of the four is there. */
export function findOtherDelimiter(line: string): string | undefined {
  if (DELIMITER_CANDIDATES.some((candidate) => line.includes(candidate))) return undefined;
  const counts = new Map<string, number>();
  for (const char of line) {
    if (IN_WORDS.has(char) || !isDelimiter(char)) continue;
    counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best: [string, number] | undefined;
  for (const entry of counts) if (entry[1] >= 2 && (!best || entry[1] > best[1])) best = entry;
  return best?.[0];
}
