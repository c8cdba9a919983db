/**
 * The doubt on a decimal point that only three-digit fractions show: `480.000` is 480 in a
 * currency of three decimals (TND, KWD, BHD, OMR, JOD) or 480000 grouped by a dot. Where no
 * other number in the amount-like columns tells which, the proposal keeps the point and says so,
 * rather than decide for a factor of a thousand. Pure.
 */
import type { SampledTable } from './sampled-table.js';
import { amountLikeColumns, numberColumns } from './read-decimal-separator.js';

/** One to three digits, a point, three digits: a fraction of three decimals, or one group of thousands. */
const ONE_GROUP = /^\d{1,3}\.\d{3}$/;
/** A point the dot-grouping reading cannot write: one or two decimals, four or more, or four digits before it. */
const POINT_DECIMAL = /\.\d{1,2}$|\.\d{4,}$|\d{4,}\.\d+$/;

const digitsOf = (text: string) => text.replace(/[^\d.,]/g, '');

/** Why the decimal point is doubtful in `tables`, or undefined where their numbers settle it. */
export function doubtDecimalPoint(tables: readonly (SampledTable | undefined)[]): string | undefined {
  const texts = numberColumns(amountLikeColumns(tables)).flat().map(digitsOf);
  const example = texts.find((t) => ONE_GROUP.test(t));
  if (!example || texts.some((t) => t.includes(',') || POINT_DECIMAL.test(t))) return undefined;
  return `"${example}" is read as a number with three decimals (TND, KWD, BHD, OMR, JOD) or ${example.replace('.', '')} grouped by a dot, and no other number says which: the decimal point is kept; write this line where the dot groups thousands`;
}
