/**
 * What a number shows in a scientific (`0.00E+00`, `##0.0E+0`) or fraction (`# ?/?`, `# ??/??`,
 * `# ?/8`) format section: another number than it holds, most of the time (1234.56 shows
 * 1.23E+03, or 1234 5/9). Pure; `text` is a plain decimal without a sign.
 */

/** What the section shows, and whether that is the number held. */
export interface OtherShown {
  text: string;
  exact: boolean;
}

/** A section without quoted text, [colours], escapes and padding: its placeholders and signs. */
export function sectionSkeleton(section: string): string {
  return section
    .replace(/"[^"]*"/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\\./g, '')
    .replace(/[_*]./g, '');
}

const SCIENTIFIC = /([#0?]+)(?:\.([#0?]*))?[eE]([+-])([#0?]+)/;
const FRACTION = /(?:([#0?]+)\s+)?([#0?]+)\/(\d+|[#0?]+)/;

export function shownScientificOrFraction(text: string, section: string): OtherShown | undefined {
  const skeleton = sectionSkeleton(section);
  const scientific = SCIENTIFIC.exec(skeleton);
  if (scientific) return scientificText(text, scientific);
  const fraction = FRACTION.exec(skeleton);
  return fraction ? fractionText(text, fraction) : undefined;
}

function scientificText(text: string, match: RegExpExecArray): OtherShown {
  const [, integer = '0', decimals = '', sign, exponentDigits = '0'] = match;
  const places = decimals.length;
  // `##0.0E+0` (engineering) keeps the exponent a multiple of its integer placeholders
  const step = integer.includes('#') && integer.length > 1 ? integer.length : 0;
  const digits = text.replace('.', '');
  const first = digits.search(/[1-9]/);
  let exponent = 0;
  if (first >= 0) {
    const magnitude = (text.indexOf('.') < 0 ? text.length : text.indexOf('.')) - first - 1;
    exponent = step ? Math.floor(magnitude / step) * step : magnitude - (integer.length - 1);
  }
  let mantissa = roundPlaces(shiftPoint(text, -exponent), places);
  const most = step || integer.length;
  if (mantissa.split('.')[0]!.length > most) {
    exponent += step || 1;
    mantissa = roundPlaces(shiftPoint(text, -exponent), places);
  }
  const written = String(Math.abs(exponent)).padStart(exponentDigits.length, '0');
  const exponentSign = exponent < 0 ? '-' : sign === '+' ? '+' : '';
  return {
    text: `${mantissa}E${exponentSign}${written}`,
    exact: plain(shiftPoint(mantissa, exponent)) === plain(text),
  };
}

function fractionText(text: string, match: RegExpExecArray): OtherShown {
  const mixed = match[1] !== undefined;
  const [wholeText = '0', fractionDigits = ''] = text.split('.');
  // a mixed fraction (`# ?/?`) writes the whole part apart; `?/?` writes 1234.5 as 2469/2
  const [whole, decimals] = mixed ? [wholeText, fractionDigits] : ['0', wholeText + fractionDigits];
  const places = fractionDigits.length;
  const part = mixed ? Number(`0.${fractionDigits || '0'}`) : Number(text);
  const fixed = /^\d+$/.test(match[3]!) ? Number(match[3]) : undefined;
  const most = fixed ?? 10 ** match[3]!.length - 1;
  let [numerator, denominator] = [Math.round(part * (fixed ?? 1)), fixed ?? 1];
  for (let den = 2; fixed === undefined && den <= most; den++) {
    const num = Math.round(part * den);
    if (Math.abs(part - num / den) < Math.abs(part - numerator / denominator)) [numerator, denominator] = [num, den];
  }
  // exact when the digits held are numerator/denominator: digits * denominator = numerator * 10^places
  const exact = BigInt(decimals || '0') * BigInt(denominator) === BigInt(numerator) * 10n ** BigInt(places);
  let shownWhole = BigInt(whole);
  if (mixed && numerator === denominator) [shownWhole, numerator] = [shownWhole + 1n, 0];
  const fraction = numerator === 0 ? '' : `${numerator}/${denominator}`;
  const wholePart = mixed && (shownWhole !== 0n || fraction === '') ? shownWhole.toString() : '';
  return { text: [wholePart, fraction].filter(Boolean).join(' ') || '0', exact };
}

/** A plain decimal times 10^`places` (negative: divided), exactly. */
function shiftPoint(text: string, places: number): string {
  const [whole = '', fraction = ''] = text.split('.');
  let digits = whole + fraction;
  let point = whole.length + places;
  if (point < 0) [digits, point] = ['0'.repeat(-point) + digits, 0];
  if (point > digits.length) digits = digits.padEnd(point, '0');
  return `${digits.slice(0, point) || '0'}.${digits.slice(point)}`;
}

/** A plain decimal rounded half away from zero to `places`, written with them all. */
function roundPlaces(text: string, places: number): string {
  const [whole = '0', fraction = ''] = text.split('.');
  let scaled = BigInt(whole + fraction.slice(0, places).padEnd(places, '0'));
  if (fraction.charCodeAt(places) >= 53) scaled += 1n;
  const all = scaled.toString().padStart(places + 1, '0');
  return places === 0 ? all : `${all.slice(0, -places)}.${all.slice(-places)}`;
}

/** A plain decimal without leading or trailing zeros, to compare two. */
function plain(text: string): string {
  const [whole = '', fraction = ''] = text.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return `${whole.replace(/^0+(?=\d)/, '') || '0'}${trimmed ? `.${trimmed}` : ''}`;
}
