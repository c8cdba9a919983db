/**
 * A tie between columns that fit a field equally well by name and value is the user's to settle,
 * unless a later rule settled it by what the values show (the file's own total that the lines add
 * up to, beside the amount payable after retention): then the field is mapped from one of the tied
 * columns, and the doubt that says both fit is taken out so the proposal does not say both. Pure.
 */
import type { FieldDoubt } from './choose-fields.js';
import { yamlScalar, type FieldLine } from './render-proposal.js';

/** `doubts` without the ties a mapped line of the same field settled by choosing one of the tied columns. */
export function dropSettledTies(
  doubts: readonly FieldDoubt[],
  invoice: readonly FieldLine[],
  items: readonly FieldLine[],
): FieldDoubt[] {
  const settled = (d: FieldDoubt) => {
    const line = (d.scope === 'invoice' ? invoice : items).find((l) => l.field === d.field);
    return d.tie === true && line !== undefined && d.headers.some((h) => yamlScalar(h) === line.spec);
  };
  return doubts.filter((d) => !settled(d));
}
