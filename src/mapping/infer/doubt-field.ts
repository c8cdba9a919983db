/**
 * Moving a chosen field to the doubts: the column is then written commented out, with the
 * reason, never mapped. Pure but for the two lists it is given.
 */
import type { FieldChoice, FieldDoubt } from './choose-fields.js';
import type { FieldLine } from './render-proposal.js';

/** Moves `field` from the chosen to the doubts, with the reason. */
export function doubtField(chosen: FieldChoice[], doubts: FieldDoubt[], field: string, reason: string): void {
  const at = chosen.findIndex((c) => c.field === field);
  if (at < 0) return;
  const [c] = chosen.splice(at, 1);
  doubts.push({ scope: c!.scope, field, headers: [c!.header, ...c!.alternatives], reason });
}

/** Moves the items' `field`, a line already written (a column or a formula), to the doubts, with the reason. */
export function doubtItemsLine(items: FieldLine[], doubts: FieldDoubt[], field: string, reason: string): void {
  const at = items.findIndex((l) => l.field === field);
  if (at < 0) return;
  const [line] = items.splice(at, 1);
  doubts.push({ scope: 'items', field, headers: [], spec: line!.spec, reason });
}
