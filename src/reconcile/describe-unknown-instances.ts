/**
 * The words for created invoices the finance system says it does not know (is-unknown-instance.ts),
 * one vocabulary for the terminal, the workbook's Summary, Status and Legend, and the docs. Pure.
 */
import { plural } from '../invoice/format-count.js';

/** The state's name, as the Status sheet's Check column and the Summary's tables show it. */
export const NOT_KNOWN = 'not known to the finance system';

/** The same as a line's label: the terminal's line and the Summary's row. */
export const NOT_KNOWN_LABEL = `${NOT_KNOWN[0]!.toUpperCase()}${NOT_KNOWN.slice(1)}`;

/** What the answer said. */
export const NOT_KNOWN_ANSWER = 'the status call answered that the instance does not exist';

/** Where to look, in the words for several invoices and for one. */
export const NOT_KNOWN_TODO = {
  many: 'look them up in the finance system: a wrong --base-url or profile, or a wrong resolve',
  one: 'look it up in the finance system: a wrong --base-url or profile, or a wrong resolve',
} as const;

/** "4 created invoices (the status call answered ...); look them up in the finance system: ...." */
export function describeUnknownInstances(count: number): string {
  const todo = count === 1 ? NOT_KNOWN_TODO.one : NOT_KNOWN_TODO.many;
  return `${plural(count, 'created invoice')} (${NOT_KNOWN_ANSWER}); ${todo}.`;
}
