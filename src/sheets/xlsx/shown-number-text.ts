/**
 * The text a number cell shows when its number format shows fewer decimal places than it holds
 * (`#,##0.00` shows 9787.7262 as 9,787.73): a user checks a file by what it shows, so a problem
 * with the value held names both. Pure.
 */

/** What a format does with a number's decimals; undefined for formats that show it otherwise. */
interface FixedPlaces {
  /** Most decimal places shown. */
  places: number;
  /** Fewest shown (`0.0#` shows 1.5 as 1.5, 1.25 as 1.25, 1 as 1.0). */
  required: number;
  /** Thousands grouped (`#,##0`). */
  grouped: boolean;
}

/** A workbook uses a handful of formats over many cells: each is looked at once. */
const known = new Map<string, FixedPlaces | null>();

/** The first section of a format (the one for positive numbers, and for all when it is the only one). */
function firstSection(format: string): string {
  let quoted = false;
  for (let i = 0; i < format.length; i++) {
    const char = format[i];
    if (char === '"') quoted = !quoted;
    else if (char === '\\') i++;
    else if (char === ';' && !quoted) return format.slice(0, i);
  }
  return format;
}

function fixedPlacesOf(format: string): FixedPlaces | undefined {
  let fixed = known.get(format);
  if (fixed === undefined) {
    const skeleton = firstSection(format)
      .replace(/"[^"]*"/g, '')
      .replace(/\[[^\]]*\]/g, '')
      .replace(/\\./g, '')
      .replace(/[_*]./g, '');
    // General shows what fits; exponents, fractions, percents and scaling commas show other numbers.
    const other = /general|[eE][+-]|[/%@]|[0#?],+(?![0#?,])/i.test(skeleton) || !/[0#?]/.test(skeleton);
    const point = skeleton.indexOf('.');
    const decimals = point < 0 ? '' : (/^[0#?]*/.exec(skeleton.slice(point + 1))?.[0] ?? '');
    fixed = other
      ? null
      : { places: decimals.length, required: /^0*/.exec(decimals)![0].length, grouped: /[0#?],[0#?]/.test(skeleton) };
    if (known.size < 10_000) known.set(format, fixed);
  }
  return fixed ?? undefined;
}

/**
 * What a cell holding `text` (a plain decimal, as numberText writes it) shows in `format`, when
 * that is fewer decimal places than it holds; undefined when it shows them all or shows the
 * number another way. Digits are rounded half away from zero, as Excel shows them, and written
 * with `.` and `,` (a format code is written so, whatever the reader's locale shows).
 */
export function shownNumberText(text: string, format: string | undefined): string | undefined {
  const point = text.indexOf('.');
  if (point < 0 || !format) return undefined;
  const fixed = fixedPlacesOf(format);
  if (!fixed || text.length - point - 1 <= fixed.places) return undefined;
  return fixedText(text, fixed);
}

/**
 * What a percent-formatted cell holding the fraction `text` shows (`0.00%` shows 0.5 as `50.00%`),
 * every time: a problem about it names the percentage the user sees. Undefined for a format that
 * shows it another way (an exponent).
 */
export function shownPercentText(text: string, format: string): string | undefined {
  const fixed = fixedPlacesOf(format.replaceAll('%', ''));
  return fixed ? `${fixedText(percentOfFraction(text), fixed)}%` : undefined;
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
