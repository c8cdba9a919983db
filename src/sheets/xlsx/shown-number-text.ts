/**
 * The text a number cell shows when its number format shows another number than it holds: fewer
 * decimal places (`#,##0.00` shows 9787.7262 as 9,787.73), or the number scaled down by its
 * format's scaling commas (`#,##0,` shows 1234567 as 1,235): a user checks a file by what it
 * shows, so a problem with the value held names both. Pure.
 */
import { hidesMinus, pickFormatSection } from './pick-format-section.js';
import { sectionSkeleton, shownScientificOrFraction } from './shown-scientific-or-fraction.js';

/** What a format does with a number's decimals; undefined for formats that show it otherwise. */
interface FixedPlaces {
  /** Most decimal places shown. */
  places: number;
  /** Fewest shown (`0.0#` shows 1.5 as 1.5, 1.25 as 1.25, 1 as 1.0). */
  required: number;
  /** Thousands grouped (`#,##0`). */
  grouped: boolean;
  /** Thousands the number is divided by before it is shown: one per scaling comma (`0.00,,` is 2). */
  scale: number;
}

/**
 * Scaling commas: a run of commas right after a digit placeholder that no placeholder follows
 * (before the section's end, a `.`, or text, which the skeleton has dropped). A comma between
 * placeholders (`#,##0`) is thousands grouping.
 */
const SCALING_COMMAS = /(?<=[0#?]),+(?![0#?,])/g;

/** A workbook uses a handful of formats over many cells: each is looked at once. */
const known = new Map<string, FixedPlaces | null>();

/** How `section` (one section of a format, or a format of one) shows a number's decimals. */
function fixedPlacesOf(section: string): FixedPlaces | undefined {
  let fixed = known.get(section);
  if (fixed === undefined) {
    const skeleton = sectionSkeleton(section);
    // General shows what fits; exponents, fractions and percents show numbers otherwise.
    const other = /general|[eE][+-]|[/%@]/i.test(skeleton) || !/[0#?]/.test(skeleton);
    const scale = (skeleton.match(SCALING_COMMAS) ?? []).join('').length;
    const point = skeleton.indexOf('.');
    const decimals = point < 0 ? '' : (/^[0#?]*/.exec(skeleton.slice(point + 1))?.[0] ?? '');
    fixed = other
      ? null
      : {
          places: decimals.length,
          required: /^0*/.exec(decimals)![0].length,
          grouped: /[0#?],[0#?]/.test(skeleton),
          scale,
        };
    if (known.size < 10_000) known.set(section, fixed);
  }
  return fixed ?? undefined;
}

/** The words that follow a scaled number, by scaling commas. */
const SCALE_WORDS = ['', 'in thousands', 'in millions', 'in billions'];

/** What a cell whose format section for its number is empty (`;;;`, `0.00;;`) shows. */
export const HIDDEN_NUMBER = 'nothing (its number format hides the value)';

/**
 * What a cell holding `text` (a plain decimal, as numberText writes it) shows in `format`, when
 * that is another number: fewer decimal places than it holds, any number other than zero scaled
 * down (`1,235 (in thousands)`, the words saying why it differs), a fraction or an exponent that
 * is not the number held (`1234 5/9`, `1.23E+03`), nothing (an empty section), or the 15
 * significant digits Excel shows of a longer number; undefined when it shows the number held.
 * The section that shows the number is the one Excel picks by its sign or conditions. Digits are
 * rounded half away from zero, as Excel shows them, and written with `.` and `,` (a format code is
 * written so, whatever the reader's locale shows), with a minus for a negative number however
 * the section writes it (`-12`, `(12)`), but without one where the section writes no sign
 * (`0.00;0.00` shows -50 as `50.00`).
 */
export function shownNumberText(text: string, format: string | undefined): string | undefined {
  const section = format ? pickFormatSection(text, format) : 'General';
  const shown = shownInSection(text, section);
  if (format === undefined || !hidesMinus(text, format) || shown === HIDDEN_NUMBER) return shown;
  // a negative section that writes no sign shows the number as a positive one
  if (shown !== undefined) return shown.replace(/^-/, '');
  const fixed = fixedPlacesOf(section);
  return fixed && fixed.scale === 0 ? fixedText(text.slice(1), fixed) : text.slice(1);
}

/** What `section` shows of `text` when that is another number than it holds, with the sign held. */
function shownInSection(text: string, section: string): string | undefined {
  if (section.replace(/\[[^\]]*\]/g, '').trim() === '') return /[1-9]/.test(text) ? HIDDEN_NUMBER : undefined;
  const negative = text.startsWith('-');
  const other = shownScientificOrFraction(negative ? text.slice(1) : text, section);
  if (other) return other.exact ? undefined : `${negative ? '-' : ''}${other.text}`;
  const fixed = fixedPlacesOf(section);
  // Excel keeps and shows 15 significant digits: 12345678901234.56 shows 12,345,678,901,234.60
  if (significantDigits(text) > EXCEL_DIGITS) {
    const kept = roundSignificant(text, EXCEL_DIGITS);
    return fixed && fixed.scale === 0 ? fixedText(kept, { ...fixed, required: fixed.places }) : kept;
  }
  if (!fixed) return undefined;
  if (fixed.scale > 0) {
    if (!/[1-9]/.test(text)) return undefined;
    const words = SCALE_WORDS[fixed.scale] ?? `divided by 10^${3 * fixed.scale}`;
    return `${fixedText(scaledDown(text, 3 * fixed.scale), fixed)} (${words})`;
  }
  const point = text.indexOf('.');
  if (point < 0 || text.length - point - 1 <= fixed.places) return undefined;
  return fixedText(text, fixed);
}

/** True when `shown` (from shownNumberText) is the negative number `text` shown without its minus. */
export function isUnsignedShown(shown: string, text: string): boolean {
  return text.startsWith('-') && !shown.startsWith('-') && shown !== HIDDEN_NUMBER;
}

/** True when `shown` (from shownNumberText) is a number its format scaled down, not only rounded. */
export function isScaledShown(shown: string): boolean {
  return /\((?:in \w+|divided by 10\^\d+)\)$/.test(shown);
}

/** Significant digits Excel keeps and shows of a number. */
const EXCEL_DIGITS = 15;

/** Digits of a plain decimal from its first non-zero one to its last non-zero one. */
function significantDigits(text: string): number {
  const digits = text.replace(/[-.]/g, '').replace(/^0+/, '').replace(/0+$/, '');
  return digits.length;
}

/** A plain decimal rounded half away from zero to `digits` significant digits, exactly. */
function roundSignificant(text: string, digits: number): string {
  const negative = text.startsWith('-');
  const [whole = '', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const all = whole + fraction;
  const cut = all.search(/[1-9]/) + digits;
  let kept = BigInt(all.slice(0, cut));
  if (all.charCodeAt(cut) >= 53) kept += 1n;
  const keptText = kept.toString().padStart(cut, '0');
  // a carry (999... to 1000...) moves the point one place right
  const point = whole.length + keptText.length - cut;
  const full = keptText.padEnd(point, '0');
  const integer = full.slice(0, point).replace(/^0+(?=\d)/, '') || '0';
  const decimals = full.slice(point).replace(/0+$/, '');
  return `${negative ? '-' : ''}${integer}${decimals ? `.${decimals}` : ''}`;
}

/** A plain decimal divided by 10^`digits`, exactly: (`1234567`, 3) is `1234.567`. */
function scaledDown(text: string, digits: number): string {
  const negative = text.startsWith('-');
  const [whole = '', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const padded = whole.padStart(digits + 1, '0');
  const cut = padded.length - digits;
  return `${negative ? '-' : ''}${padded.slice(0, cut)}.${padded.slice(cut)}${fraction}`;
}

/**
 * What a percent-formatted cell holding the fraction `text` shows (`0.00%` shows 0.5 as `50.00%`),
 * every time: a problem about it names the percentage the user sees. Undefined for a format that
 * shows it another way (an exponent).
 */
export function shownPercentText(text: string, format: string): string | undefined {
  const fixed = fixedPlacesOf(format.replaceAll('%', ''));
  return fixed && fixed.scale === 0 ? `${fixedText(percentOfFraction(text), fixed)}%` : undefined;
}

/** The percentage of a fraction written as a plain decimal, exactly: `0.5` is `50`, `-0.075` is `-7.5`. */
export function percentOfFraction(text: string): string {
  const negative = text.startsWith('-');
  const [whole = '', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const digits = `${whole}${fraction.padEnd(2, '0')}`;
  const point = whole.length + 2;
  const shifted = `${digits.slice(0, point).replace(/^0+(?=\d)/, '')}.${digits.slice(point)}`.replace(/\.$/, '');
  return `${negative ? '-' : ''}${shifted}`;
}

/** `text` (a plain decimal) rounded to the format's places, half away from zero, with its fewest places and grouping. */
function fixedText(text: string, fixed: FixedPlaces): string {
  const dot = text.indexOf('.');
  const point = dot < 0 ? text.length : dot;
  const negative = text.startsWith('-');
  const digits =
    text.slice(negative ? 1 : 0, point) + text.slice(point + 1, point + 1 + fixed.places).padEnd(fixed.places, '0');
  let scaled = BigInt(digits === '' ? '0' : digits);
  if (text.charCodeAt(point + 1 + fixed.places) >= 53) scaled += 1n;
  const all = scaled.toString().padStart(fixed.places + 1, '0');
  let whole = all.slice(0, all.length - fixed.places);
  let fraction = all.slice(all.length - fixed.places);
  while (fraction.length > fixed.required && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  if (fixed.grouped) whole = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${negative ? '-' : ''}${whole}${fraction === '' ? '' : `.${fraction}`}`;
}
