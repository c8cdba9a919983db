/**
 * One CSV field of the results: a plain number such as a credit note's `-45.1250` is written as
 * it is (it is no formula, and its exact text matters); everything else goes through `csvCell`,
 * which neutralises formula-looking text and quotes.
 */
import { csvCell } from '../csv-cell.js';

const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

export function resultsCsvField(value: string | number | null | undefined): string {
  if (typeof value === 'string' && PLAIN_NUMBER.test(value)) return value;
  return csvCell(value);
}
