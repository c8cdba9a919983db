/**
 * Amounts as people write them (`$1,234.50`, `1.234,50 €`, `(45.00)`, `45.00-`) turned into the
 * four-place amount strings of the model. String and BigInt arithmetic only, never floats. Pure.
 */

import { foldDigitScripts } from '../invoice/fold-digit-scripts.js';
import { splitCurrencyMarker } from './currency-marker.js';
import { quickAmountText } from './quick-amount-text.js';
import { explainUnreadAmount } from './explain-unread-amount.js';
import { escudoDecimalProblem } from './escudo-decimal-problem.js';
import { amountOfDecimal, type Parsed } from './read-decimal-amount.js';

export interface AmountFormat {
  /** @default '.' */
  decimalSeparator: '.' | ',';
  /** Grouping separator; spaces and `'` are always accepted as well. @default the other of `.` and `,` */
  thousandsSeparator: string;
  /**
   * Set when the mapping does not say the decimal separator (the `.` is assumed): an amount whose
   * reading depends on it (`1.250`) is then a problem where the file writes decimal commas.
   * @default undefined (the mapping says it)
   */
  decimalAssumed?: true | undefined;
  /**
   * Set for a mapping's amounts, whose signs are checked against the invoice's currency
   * (check-currency-markers.ts): signs that are only letters (`1 234,56 DA`, `VT 500`) are read
   * too, since `5 K` read so is then refused unless K is the invoice's currency's sign.
   * @default undefined (symbols and codes only: `$`, `T$`, `€`, `EUR`)
   */
  wordSigns?: true | undefined;
}

/** Grouping always accepted: spaces (NBSP and narrow NBSP of fr-FR), `'` and `’` (U+2019, Windows de-CH). */
const SPACES = /[\s\u00a0\u202f'\u2019]/g;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Removes signs, brackets and currency markers; returns the bare number, whether it was negative
 * and the currency signs or codes it was written with.
 */
function stripDecorations(
  text: string,
  words = false,
): { digits: string; negative: boolean; markers: string[] } | undefined {
  let rest = text.trim();
  let negative = false;
  const markers: string[] = [];
  for (let round = 0; round < 4; round++) {
    const before = rest;
    const bracketed = /^\((.*)\)$/.exec(rest);
    if (bracketed) {
      if (negative) return undefined;
      negative = true;
      rest = bracketed[1]!.trim();
    }
    const marked = splitCurrencyMarker(rest, words);
    if (marked) {
      markers.push(marked.marker);
      rest = marked.rest.trim();
    }
    const sign = /^([-+\u2212])\s*|\s*([-+\u2212])$/.exec(rest);
    if (sign) {
      const minus = (sign[1] ?? sign[2]) !== '+';
      if (minus && negative) return undefined;
      negative = negative || minus;
      rest = (rest.slice(0, sign.index) + rest.slice(sign.index + sign[0].length)).trim();
    }
    if (rest === before) break;
  }
  return { digits: rest, negative, markers };
}

/** Only digits, separators, signs, brackets and spaces: no currency marker to look for. */
const UNMARKED = /^[\d.,\s'\u2019+\-()\u2212]*$/;

/**
 * The currency signs and codes an amount text is written with (`$`, `USD`), none for a plain
 * number; word signs (`DA`) too when `words`, as a format with `wordSigns` reads them.
 */
export function amountCurrencyMarkers(text: string, words = false): readonly string[] {
  if (UNMARKED.test(text)) return [];
  // Without the direction marks around `د.ج.`, as the amount is read.
  const folded = foldDigitScripts(text);
  return stripDecorations(folded.ok ? folded.text : text, words)?.markers ?? [];
}

interface FormatPatterns {
  grouped: RegExp | undefined;
  /** Indian grouping (`1,23,456.00`, lakh and crore): 3 digits on the right, 2s before them. */
  indian: RegExp | undefined;
  plain: RegExp;
}

const PATTERNS = new WeakMap<AmountFormat, FormatPatterns>();

/** The format's expressions, built once per format (formats are compiled with the mapping). */
function patternsOf(format: AmountFormat): FormatPatterns {
  let patterns = PATTERNS.get(format);
  if (!patterns) {
    const dec = escape(format.decimalSeparator);
    const thousands = format.thousandsSeparator === '' ? '' : escape(format.thousandsSeparator);
    patterns = {
      grouped: thousands ? new RegExp(`^\\d{1,3}(?:${thousands}\\d{3})+(?:${dec}\\d*)?$`) : undefined,
      indian: thousands ? new RegExp(`^\\d{1,2}(?:${thousands}\\d{2})+${thousands}\\d{3}(?:${dec}\\d*)?$`) : undefined,
      plain: new RegExp(`^(?:\\d+(?:${dec}\\d*)?|${dec}\\d+)$`),
    };
    PATTERNS.set(format, patterns);
  }
  return patterns;
}

const SIMPLE = /^-?\d+(?:\.\d+)?$/;
const SIMPLE_COMMA = /^-?\d{1,3}(?:\.\d{3})*(?:,\d+)?$|^-?\d+(?:,\d+)?$/;

/** Turns decorated text into a plain decimal (`-1234.50`), or undefined when it is not a number. */
export function plainDecimal(text: string, format: AmountFormat): string | undefined {
  // Most cells are already plain: no signs, symbols or grouping to strip.
  if (format.decimalSeparator === '.' && SIMPLE.test(text)) return text;
  if (format.decimalSeparator === ',' && format.thousandsSeparator === '.' && SIMPLE_COMMA.test(text)) {
    const bare = text.includes('.') ? text.replaceAll('.', '') : text;
    const comma = bare.indexOf(',');
    return comma < 0 ? bare : `${bare.slice(0, comma)}.${bare.slice(comma + 1)}`;
  }
  const folded = foldDigitScripts(text, marksOf(format));
  if (!folded.ok) return undefined;
  const stripped = stripDecorations(folded.text, format.wordSigns === true);
  if (!stripped || stripped.digits === '') return undefined;
  const { grouped, indian, plain } = patternsOf(format);
  let digits = stripped.digits;
  // Indian groups are read with the format's separator alone: `1,23 456` mixes two kinds.
  const isIndian = indian?.test(digits) === true;
  if (/[\s\u00a0\u202f'\u2019]/.test(digits)) {
    // Without a separator of its own the format's groups are the spaces: `123 45` is no grouped number.
    if (format.thousandsSeparator === '' && !spacedGroups(format).test(digits)) return undefined;
    digits = digits.replace(SPACES, format.thousandsSeparator);
  }
  if (!(isIndian || grouped?.test(digits) || plain.test(digits))) return undefined;
  const thousands = format.thousandsSeparator;
  if (thousands) digits = digits.split(format.thousandsSeparator).join('');
  if (format.decimalSeparator === ',') digits = digits.replace(',', '.');
  return `${stripped.negative ? '-' : ''}${digits}`;
}

const SPACED = new WeakMap<AmountFormat, RegExp>();

/** Groups of three set apart by spaces or `'`, for a format without a thousands separator of its own. */
function spacedGroups(format: AmountFormat): RegExp {
  let regex = SPACED.get(format);
  if (!regex) {
    const dec = escape(format.decimalSeparator);
    regex = new RegExp(`^\\d{1,3}(?:[\\s\\u00a0\\u202f'\\u2019]\\d{3})+(?:${dec}\\d*)?$`);
    SPACED.set(format, regex);
  }
  return regex;
}

/** The separators the Arabic decimal and thousands marks stand for in `format`. */
function marksOf(format: AmountFormat): { decimal: string; group: string } {
  return { decimal: format.decimalSeparator, group: format.thousandsSeparator };
}

/** Parses an amount written in `format` into four places. */
export function parseAmountText(text: string, format: AmountFormat): Parsed {
  const quick = quickAmountText(text, format);
  return quick === undefined ? parseAnyAmountText(text, format) : { ok: true, text: quick };
}

/** `parseAmountText` without the quick path: every decoration, and the message of a failure. */
export function parseAnyAmountText(text: string, format: AmountFormat): Parsed {
  const decimal = plainDecimal(text, format);
  const example = format.decimalSeparator === ',' ? '1.234,50' : '1,234.50';
  if (decimal !== undefined) return amountOfDecimal(decimal);
  const folded = foldDigitScripts(text, marksOf(format));
  if (!folded.ok) return { ok: false, message: `expected an amount, e.g. ${example}; ${folded.message}` };
  const escudo = escudoDecimalProblem(folded.text);
  if (escudo !== undefined) return { ok: false, message: `expected an amount, e.g. ${example}; ${escudo}` };
  // Most often a file of a decimal-comma locale read with the default separators: say which setting reads it.
  if (format.decimalSeparator === '.' && plainDecimal(text, decimalCommaLike(format)) !== undefined)
    return {
      ok: false,
      message: `expected an amount, e.g. ${example}; this one is written with a decimal comma (set decimalSeparator: "," in the mapping's source if the file writes them so)`,
    };
  if (isAccountingZero(text))
    return {
      ok: false,
      message: `expected an amount, e.g. ${example}; a lone dash is how Excel's accounting format shows zero (an accounting zero): write 0 if the amount is zero`,
    };
  // In ASCII digits, so that the word beside `๑๒๓` or `１２３` is found as beside `123`.
  const unread = explainUnreadAmount(
    folded.text,
    format.decimalSeparator,
    (part) => plainDecimal(part, format) !== undefined,
  );
  return { ok: false, message: `expected an amount, e.g. ${example}${unread ? `; ${unread}` : ''}` };
}

/** ` -   `, `€ -`, `-`: a dash and nothing else but spaces and a currency sign. */
export function isAccountingZero(text: string): boolean {
  const stripped = stripDecorations(text.replace(/[\u2012\u2013]/g, '-'));
  return stripped !== undefined && stripped.digits === '' && stripped.negative;
}

/**
 * How an amount text is dressed by an accounting format, as Excel writes it to CSV: its currency
 * sign or code, the side of the number it stands on, and the spaces `_(` `_)` `_-` pad it with.
 * ` $ 1,234.50 ` and ` $ -   ` (en-US) are dressed alike, ` 1.234,50 € ` and ` -   € ` (de-DE)
 * too. Undefined for a text with neither sign nor padding: a plain number shows no format.
 */
export function accountingDress(text: string): string | undefined {
  const padded = /^\s|\s$/.test(text);
  const stripped = stripDecorations(text.replace(/[\u2012\u2013]/g, '-'));
  if (!stripped) return undefined;
  const marker = stripped.markers[0];
  if (marker === undefined && !padded) return undefined;
  // The number is its first digit; an accounting zero has none, its dash stands for it.
  const number = stripped.digits === '' ? text.search(/[-\u2212\u2012\u2013]/) : text.search(/\d/);
  const side = marker === undefined ? '' : text.indexOf(marker) < number ? 'before' : 'after';
  return `${marker ?? ''} ${side}${padded ? ' padded' : ''}`;
}

/** The separators of the decimal-comma locales. */
export const DECIMAL_COMMA: AmountFormat = { decimalSeparator: ',', thousandsSeparator: '.' };
const DECIMAL_COMMA_WORDS: AmountFormat = { ...DECIMAL_COMMA, wordSigns: true };

/**
 * The decimal-comma format that reads the signs `format` reads: `1.250 DA` must read with a comma
 * wherever it reads with a point, or its other reading would go unseen (read-either-way.ts).
 */
export function decimalCommaLike(format: AmountFormat): AmountFormat {
  return format.wordSigns === true ? DECIMAL_COMMA_WORDS : DECIMAL_COMMA;
}
