/**
 * The proposed skip rules that leave every invoice row of the sample in: a rule that matches a row
 * the proposal reads as an invoice would drop that invoice, and each like it, from every file the
 * mapping reads. Tested as the mapping will test them, by the compiled rule. Pure.
 */
import { cellText, columnNumber, type SheetRow } from '../../sheets/sheet-row.js';
import { compileSkipRule } from '../compile-row-rules.js';
import type { SkipProposal } from './propose-skip-rules.js';

const fail = (_: readonly PropertyKey[], message: string): never => {
  throw new Error(`a proposed skip rule does not compile: ${message}`);
};

/** True when the rule, tested on its column by letter, matches none of `rows`. */
export function skipsNoData(skip: SkipProposal, rows: readonly SheetRow[]): boolean {
  const index = columnNumber(skip.letter) - 1;
  if (index < 0) return true;
  const { test } = compileSkipRule(skip, [], () => '', fail);
  return rows.every((row) => !test(cellText(row.cells[index]).trim()));
}
