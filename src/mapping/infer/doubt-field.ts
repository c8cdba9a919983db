/**
 * Moving a chosen field to the doubts: the column is then written commented out, with the
 * reason, never mapped. Pure but for the two lists it is given.
 */
import type { FieldChoice, FieldDoubt } from './choose-fields.js';

/** Moves `field` from the chosen to the doubts, with the reason. */
export function doubtField(chosen: FieldChoice[], doubts: FieldDoubt[], field: string, reason: string): void {
  const at = chosen.findIndex((c) => c.field === field);
  if (at < 0) return;
  const [c] = chosen.splice(at, 1);
  doubts.push({ scope: c!.scope, field, headers: [c!.header, ...c!.alternatives], reason });
}
