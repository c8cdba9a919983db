/**
 * The word of a journal row for a command that settled the runs whose process is gone first
 * (recover-interrupted-runs.ts, as `journal` and `resolve` do): every end of a run marks what it
 * left staged not sent and what it was sending in doubt, so a row still `staged` or `sending` then
 * is a live run's. That run sends it or awaits its answer: neither "not sent" (safe to post again)
 * nor "in doubt" (look it up) fits it, and either would invite a second post. Pure.
 */
import { outcomeWordOf, type OutcomeWord, type WordedRow } from './outcome-words.js';

/** A live run awaits the answer to its create. */
export const BEING_SENT = 'being sent';
/** A live run has read it and not sent it yet. */
export const TO_BE_SENT = 'to be sent';

/** What a listing (`journal`, its `--json` and `--outcome`) calls a row. */
export type ListingWord = OutcomeWord | typeof BEING_SENT | typeof TO_BE_SENT;

export function liveRowWord(row: WordedRow): ListingWord {
  if (row.state === 'sending') return BEING_SENT;
  return row.state === 'staged' ? TO_BE_SENT : outcomeWordOf(row);
}
