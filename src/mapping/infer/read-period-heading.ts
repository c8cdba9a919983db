/**
 * A lone row naming a month (`January 2024`, `März 2024`) above the rows of that month: a schedule
 * kept by period, not a party whose name the rows below carry. Where vendor headings head the
 * rows too, such rows are skipped by a rule naming every month of the year in the sample's language
 * and any year, so next period's file is read by the same mapping; alone, they are read as headings
 * of a row holding only that cell (find-report-rows.ts), as a skip rule tests one cell. Pure.
 */
import { MONTH_WORDS, monthKey, monthOfWord } from '../month-names.js';
import { columnLetter } from '../../sheets/sheet-row.js';
import type { SkipProposal } from './propose-skip-rules.js';

// A month word and a four-digit year.
const MONTH_YEAR = /^(\p{L}+\.?)\s+((?:19|20)\d\d)$/u;

/** True when the text names a month of a year and nothing else. */
export function namesPeriod(text: string): boolean {
  const m = MONTH_YEAR.exec(text.trim());
  return m !== null && monthOfWord(m[1]!) !== undefined;
}

/** The months' full names in the one language whose full names the words are, or undefined. */
function fullNames(words: readonly string[]): readonly string[] | undefined {
  const keys = words.map(monthKey);
  const language = Object.values(MONTH_WORDS).find((months) =>
    keys.every((k) => months.some((names) => monthKey(names[0]!) === k)),
  );
  return language?.map((names) => names[0]!);
}

/** Each name cased as the sample writes its words: `January`, `JANUARY` or `january`. */
function caseAs(names: readonly string[], sample: string): string[] {
  if (sample === sample.toUpperCase()) return names.map((n) => n.toUpperCase());
  if (sample[0] === sample[0]!.toUpperCase()) return names.map((n) => n[0]!.toUpperCase() + n.slice(1));
  return [...names];
}

/** RE2 text that matches `text` literally. */
const literal = (text: string) => text.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');

/** The rule that skips the month headings seen in `column`, or undefined where there are none. */
export function periodSkipRule(texts: readonly string[], column: number): SkipProposal | undefined {
  const words = texts.map((t) => MONTH_YEAR.exec(t.trim())?.[1]).filter((w): w is string => w !== undefined);
  if (words.length === 0) return undefined;
  const full = fullNames(words);
  // Abbreviated or mixed words are listed as seen: a rule of words the file does not write would only guess.
  const names = full ? caseAs(full, words[0]!) : [...new Set(words)];
  return {
    name: 'month',
    letter: columnLetter(column),
    matches: `^(${names.map(literal).join('|')}) \\d{4}$`,
    why: `a month heading ("${texts[0]!.trim()}"): the rows are kept by period, the month names no party; ${words.length} in the sample`,
  };
}
