/** What the bench knows of one held-out set of `mapping infer`, and how its heading reads. */
import type { CorpusLayout } from './infer-corpus/corpus-files.js';

export interface HeldOutSet {
  /** Its row of `npm run bench`. */
  row: string;
  /** Its heading in `bench:infer` and its measure in `npm run bench`. */
  title: string;
  /** Whether infer was tuned with its score in view. */
  spent: boolean;
  layouts: readonly CorpusLayout[];
  referenceDir: string;
}

/** How a set's heading says whether its figures are an estimate. */
export function heldOutHeading(set: HeldOutSet): string {
  return `${set.title}; ${set.spent ? 'spent: infer was tuned with its score in view' : 'never tuned on: the estimate for a system infer has not seen'}`;
}
