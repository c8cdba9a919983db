/**
 * The journal rows an outcome word stands for, as a filter a listing's statement applies: taken
 * from the rule that words a listing's row (`liveRowWord`), so a listing by word and the Outcome
 * column agree, and "not sent" never keeps a live run's staged row.
 */
import {
  ALREADY_CREATED_DETAIL,
  DIFFERENT_INVOICE_DETAIL,
  INVOICE_STATES,
  RESOLVED_NOT_CREATED_DETAIL,
  type InvoiceState,
} from '../journal/invoice-state.js';
import type { StateMatch } from '../journal/state-filter-sql.js';
import { liveRowWord, type ListingWord } from './live-row-word.js';

/** The details the rule reads, each as a row of the journal may carry it, and the filter's name for it. */
const MARKED_DETAILS = [
  { marked: 'held', detail: DIFFERENT_INVOICE_DETAIL },
  { marked: 'resolved', detail: `resolved on 2025-01-31 10:00 UTC${RESOLVED_NOT_CREATED_DETAIL}` },
  { marked: 'already', detail: `${ALREADY_CREATED_DETAIL} as instance 0030000001` },
  { marked: 'none', detail: null },
] as const;

/**
 * The journal rows `liveRowWord` gives `word`, as a filter a listing's statement applies: taken
 * from the rule itself, for a row never sent and one sent, with each detail the rule reads and
 * without, so the two cannot disagree.
 */
export function rowsWithOutcome(word: ListingWord): StateMatch[] {
  const matches: StateMatch[] = [];
  // A row sent once stands for every row that reached the finance system.
  const worded = (state: InvoiceState, sent: boolean, detail: string | null) =>
    liveRowWord({ state, attempts: sent ? 1 : 0, detail }) === word;
  for (const state of INVOICE_STATES) {
    const words = MARKED_DETAILS.map(({ detail }) => [worded(state, false, detail), worded(state, true, detail)]);
    // The rule reads no detail of this state: one match for every row of it.
    const detailMatters = words.some(([unsent, sent]) => unsent !== words[0]?.[0] || sent !== words[0]?.[1]);
    for (const [index, { marked }] of MARKED_DETAILS.entries()) {
      if (!detailMatters && index > 0) continue;
      const [unsent, sent] = words[index] as boolean[];
      const match: StateMatch = detailMatters ? { state, marked } : { state };
      if (unsent && sent) matches.push(match);
      else if (unsent || sent) matches.push({ ...match, sent });
    }
  }
  return matches;
}
