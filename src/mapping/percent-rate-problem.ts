/**
 * A rate cell formatted as a percentage shows its number times 100: 19 typed into it (meaning 19 %)
 * shows 1900 %, and 1 (meaning 1 %) shows 100 %. No VAT or GST rate reaches 100 % (the highest
 * standard rates are near 27 %), so a percent cell showing 100 % or more is that mistake, named at
 * the cell with what the sheet shows, where "below 1000 %" was the only bound and 7 typed so (700 %)
 * was posted. A plain number or text rate is
 * read as written and keeps that bound: it shows what it holds. Pure.
 */
import { percentOfFraction } from '../sheets/xlsx/shown-number-text.js';

/** The rate a percent cell must show less than, in percent. */
const PERCENT_CELL_RATE_LIMIT = 100;

/** `19` -> `0.19`, `1.5` -> `0.015`: a plain non-negative decimal divided by 100, as text. */
function hundredth(decimal: string): string {
  const [whole = '', fraction = ''] = decimal.split('.');
  const digits = `${whole.padStart(3, '0')}${fraction}`;
  const point = digits.length - fraction.length - 2;
  return `${digits.slice(0, point).replace(/^0+(?=\d)/, '')}.${digits.slice(point)}`.replace(/\.?0+$/, '');
}

/** The problem of a percent cell holding `text` (its stored number), or undefined when it shows less than 100 %. */
export function percentRateProblem(text: string): string | undefined {
  if (!/^\d+(?:\.\d+)?$/.test(text)) return undefined;
  const shown = percentOfFraction(text);
  if (Number(shown) < PERCENT_CELL_RATE_LIMIT) return undefined;
  return `the cell shows ${shown} %, a percentage cell holding ${text}: expected a tax rate below ${PERCENT_CELL_RATE_LIMIT} % (no VAT or GST rate reaches it); most likely ${text} was typed into a cell formatted as a percentage: type ${text} % (or ${hundredth(text)}) in the cell, or format it as a number`;
}
