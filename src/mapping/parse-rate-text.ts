/**
 * Tax rates into the model's two-place percent text: a percent cell 0.19 -> `19.00`,
 * `19,00` -> `19.00`, `7 %` -> `7.00`. String arithmetic only. Pure.
 */
import { foldDigitScripts } from '../invoice/fold-digit-scripts.js';
import { hasMorePlaces, type Parsed } from './read-decimal-amount.js';

/** Moves the decimal point of a plain non-negative decimal `places` to the right: (`0.19`, 2) -> `19`. */
export function shiftDecimal(decimal: string, places: number): string {
  const [whole = '', fraction = ''] = decimal.split('.');
  const padded = fraction.padEnd(places, '0');
  const digits = `${whole}${padded.slice(0, places)}`.replace(/^0+(?=\d)/, '');
  const rest = padded.slice(places);
  return rest ? `${digits || '0'}.${rest}` : digits || '0';
}

/** Formats a plain non-negative decimal with exactly two places; undefined when more are needed. */
function twoPlaces(decimal: string): string | undefined {
  if (hasMorePlaces(decimal, 2)) return undefined;
  const point = decimal.indexOf('.');
  let whole = point < 0 ? decimal : decimal.slice(0, point);
  // Only what follows the point up to a second point counts, as splitting at every point would give.
  const end = point < 0 ? -1 : decimal.indexOf('.', point + 1);
  const fraction = point < 0 ? '' : end < 0 ? decimal.slice(point + 1) : decimal.slice(point + 1, end);
  if (whole.length > 1 && whole.charCodeAt(0) === 48) whole = whole.replace(/^0+(?=\d)/, '');
  if (whole === '') whole = '0';
  return `${whole}.${fraction.length >= 2 ? fraction.slice(0, 2) : fraction.padEnd(2, '0')}`;
}

/**
 * Parses a rate. `percentCell`: the value is a stored fraction of a percent-formatted cell.
 * `fraction`: plain values are fractions as well (0.19 means 19 %).
 */
export function parseRateText(text: string, options: { percentCell?: boolean; fraction?: boolean } = {}): Parsed {
  const folded = foldDigitScripts(text, { decimal: '.', group: '' });
  if (!folded.ok) return { ok: false, message: `expected a tax rate in percent; ${folded.message}` };
  let value = folded.text.trim();
  let percentSign = false;
  if (value.endsWith('%')) {
    percentSign = true;
    value = value.slice(0, -1).trim();
  }
  value = value.replace(',', '.');
  if (!/^(?:\d+(?:\.\d*)?|\.\d+)$/.test(value))
    return { ok: false, message: 'expected a tax rate in percent, e.g. 19 or 19,00' };
  if (value.startsWith('.')) value = `0${value}`;
  const isFraction = !percentSign && (options.percentCell === true || options.fraction === true);
  const percent = isFraction ? shiftDecimal(value, 2) : value;
  const rate = twoPlaces(percent);
  if (rate === undefined) return { ok: false, message: 'expected a tax rate with at most two decimal places' };
  if (rate.length > 6) return { ok: false, message: 'expected a tax rate below 1000 %' };
  return { ok: true, text: rate };
}
