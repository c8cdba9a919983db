/**
 * The held-out sets of `mapping infer`, in the order they were written: each holds systems none of
 * the sets before it holds. A set scored and then tuned on is spent: its figures overstate what a
 * system infer has not seen gets, and only the newest set never tuned on is the estimate. Read by
 * `score-infer.ts`, `run-bench.ts` and test/bench/held-out-references.ts, so that a new set is one
 * entry, at the end of infer-held-out-sets-later.ts (the first fourteen are in -first.ts).
 */
import type { HeldOutSet } from './infer-held-out-sets-entry.js';
import { FIRST_HELD_OUT_SETS } from './infer-held-out-sets-first.js';
import { LATER_HELD_OUT_SETS } from './infer-held-out-sets-later.js';

export type { HeldOutSet } from './infer-held-out-sets-entry.js';
export { heldOutHeading } from './infer-held-out-sets-entry.js';

export const HELD_OUT_SETS: readonly HeldOutSet[] = [...FIRST_HELD_OUT_SETS, ...LATER_HELD_OUT_SETS];
