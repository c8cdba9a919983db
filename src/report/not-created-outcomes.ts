/**
 * The outcomes whose amounts the totals add up as "Not created": every outcome the finance system
 * did not take. The totals (tally-run-amounts.ts) and the Legend's line for "Not created" both read
 * this list, so the part's name and its explanation cannot drift apart.
 */
import type { OutcomeWord } from './outcome-words.js';

export const NOT_CREATED_OUTCOMES: readonly OutcomeWord[] = ['invalid', 'rejected', 'failed', 'not sent'];

/** The Legend's explanation of the "Not created" total, naming the outcomes it adds. */
export const NOT_CREATED_MEANING = `The total of the ${NOT_CREATED_OUTCOMES.slice(0, -1).join(', ')} and ${NOT_CREATED_OUTCOMES.at(-1)} invoices: none of them is in the finance system.`;
