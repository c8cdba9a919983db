/**
 * Whole amounts grouped by dots, `31.374.700` (Madagascar, francophone Africa, Latin America): a
 * decimal point is written once, so a number with two or more dot groups of three digits groups
 * thousands with the dot and writes its decimal part, if any, after a comma. Such a file shows no
 * decimal part at all and would otherwise be read with a decimal point, its amounts as text.
 * Pure.
 */

/** One to three digits, then two or more dot groups of three, then an optional comma part. */
const DOT_GROUPED = /^\d{1,3}(?:\.\d{3}){2,}(?:,\d+)?$/;
/** A comma between thousands groups (`1,234,567` or `1,234.5`): the file groups with commas somewhere. */
const COMMA_GROUPED = /\d,\d{3}(?:[,.]|$)/;

const digitsOf = (text: string) => text.replace(/[^\d.,]/g, '');

/** True when `text`, signs and currency stripped, is a number grouped by dots: `-1.332.800`, `31.374.700,50`. */
export const isDotGrouped = (text: string): boolean => DOT_GROUPED.test(digitsOf(text));

/** True when some of `texts` are grouped by dots and none by commas: a decimal comma, though none is written. */
export const showsDotGrouping = (texts: readonly string[]): boolean =>
  texts.some(isDotGrouped) && !texts.some((t) => COMMA_GROUPED.test(digitsOf(t)));

/**
 * Whole amounts grouped by the narrow no-break space, `20 589` with U+202F: what the number formats
 * of French and the other locales that write a decimal comma put between thousands (Intl and
 * CLDR). The wide no-break space (U+00A0), which spreadsheet formats of many locales put there, is
 * no evidence: whole amounts read the same with either separator.
 */
const NARROW_GROUPED = /^[-+(]?\d{1,3}(?:\u202F\d{3})+\)?$/u;

/** True when some of `texts` are whole amounts grouped by a narrow no-break space and none writes a point or comma. */
export const showsNarrowGrouping = (texts: readonly string[]): boolean =>
  texts.some((t) => NARROW_GROUPED.test(t.trim())) && !texts.some((t) => /[.,]/.test(t));
