/** How many invoices a run has of each outcome word, and which count lines a summary shows. */
import type { RunCounts } from '../journal/run-row.js';
import type { RunSummary } from '../journal/summarize-run.js';
import { OUTCOME_MEANINGS, type OutcomeWord } from './outcome-words.js';
import { plural } from '../invoice/format-count.js';

/**
 * The counts a run is listed with: the journal's per state, of `failed` those never sent and those
 * resolved as not created, of `skipped` those held, of `created` those already in the finance system.
 */
export type OutcomeCounts = RunCounts & {
  notSent: number;
  heldDiffers: number;
  notCreated: number;
  alreadyCreated: number;
};

/** A run summary's counts as a run is listed with them. */
export function outcomeCountsOf(summary: RunSummary): OutcomeCounts {
  return {
    ...summary.counts,
    notSent: summary.notSent,
    heldDiffers: summary.conflicts.count,
    notCreated: summary.notCreated,
    alreadyCreated: summary.alreadyCreated,
  };
}

/**
 * Every word of the vocabulary with its count, in its order: apart from one another, so they add
 * up to the run's invoices. `{"created": 10, "already created": 0, ..., "in doubt": 2}`
 */
export function countByOutcome(counts: OutcomeCounts): Record<OutcomeWord, number> {
  return Object.fromEntries(OUTCOME_MEANINGS.map(({ word }) => [word, countOfOutcome(word, counts)])) as Record<
    OutcomeWord,
    number
  >;
}

/**
 * How many invoices have `word`: `failed` without the ones never sent, which are `not sent`, and
 * those resolved as not created, which are `resolved: not created`; `skipped` without the held
 * ones, which are `held: differs`; `created` without those the finance system already held, which
 * are `already created`.
 */
export function countOfOutcome(word: OutcomeWord, counts: OutcomeCounts): number {
  switch (word) {
    case 'created':
      return counts.created - counts.alreadyCreated;
    case 'already created':
      return counts.alreadyCreated;
    case 'failed':
      return counts.failed - counts.notSent - counts.notCreated;
    case 'not sent':
      return counts.notSent;
    case 'resolved: not created':
      return counts.notCreated;
    case 'skipped':
      return counts.skipped - counts.heldDiffers;
    case 'held: differs':
      return counts.heldDiffers;
    case 'in doubt':
      return counts.inDoubt;
    default:
      return counts[word];
  }
}

/** The outcomes a count line leaves out when it has none: most runs have none of them. */
export const SHOWN_WHEN_SOME: readonly OutcomeWord[] = [
  'already created',
  'not sent',
  'held: differs',
  'resolved: not created',
];

/**
 * The outcomes a run's count lines show, in the vocabulary's order: `already created`, `not sent`,
 * `held: differs` and `resolved: not created` only when there are some, and no `failed 0` when the run was held back (every failed row is then
 * one never sent).
 */
export function listedOutcomeCounts(counts: OutcomeCounts, heldForInvalid: boolean): [OutcomeWord, number][] {
  const listed: [OutcomeWord, number][] = [];
  for (const { word } of OUTCOME_MEANINGS) {
    const count = countOfOutcome(word, counts);
    if (SHOWN_WHEN_SOME.includes(word) && count === 0) continue;
    if (word === 'failed' && heldForInvalid && count === 0) continue;
    listed.push([word, count]);
  }
  return listed;
}

/**
 * `12 invoices: 10 created, 2 already created`: a run's invoices and each outcome it has, in the
 * vocabulary's order and words, as the drop folder's lines and notes say them.
 * @param label how one outcome's count reads @default `${count} ${word}`
 */
export function describeOutcomeCounts(
  counts: OutcomeCounts,
  label: (word: OutcomeWord, count: number) => string = (word, count) => `${count} ${word}`,
): string {
  const parts = OUTCOME_MEANINGS.map(({ word }) => [word, countOfOutcome(word, counts)] as const)
    .filter(([, count]) => count > 0)
    .map(([word, count]) => label(word, count));
  const invoices = plural(counts.invoices, 'invoice');
  return parts.length > 0 ? `${invoices}: ${parts.join(', ')}` : invoices;
}
