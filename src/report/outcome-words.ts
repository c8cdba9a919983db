/**
 * The one vocabulary of what came of an invoice: the word every workbook, the terminal and the
 * docs use for it, its colour, what it means and what to do about it. The journal's states and the
 * `--json` keys stay as they are (`in-doubt`, `inDoubt`); only what a person reads comes from here.
 */
import {
  isAlreadyCreated,
  isHeldDiffers,
  isInDoubt,
  isNeverSent,
  isResolvedNotCreated,
  type InvoiceState,
} from '../journal/invoice-state.js';

import { IN_DOUBT_TODO, otherPayeeHeld } from './outcome-next-steps.js';

// One vocabulary for importers: the next-step texts live in their own file but are taken from here.
export {
  HELD_DIFFERS,
  heldNext,
  heldWhy,
  IN_DOUBT_TODO,
  inDoubtNext,
  inDoubtResolveLines,
  otherPayeeHeld,
  rejectedNext,
  RESOLVED_NOT_CREATED,
  type HeldCounts,
} from './outcome-next-steps.js';

// The resolve command runs only with the journal and finance system flags of the upload: the Legend, written for
// every run alike, names where to find it rather than print one without them.
const RESOLVE_USAGE =
  "with the resolve commands the upload printed, which its Summary sheet repeats (In doubt: what to do): they name the upload's journal and finance system";

export type OutcomeWord =
  | 'created'
  | 'already created'
  | 'skipped'
  | 'held: differs'
  | 'invalid'
  | 'rejected'
  | 'failed'
  | 'not sent'
  | 'resolved: not created'
  | 'in doubt';

export interface OutcomeMeaning {
  word: OutcomeWord;
  /** ARGB fill of the outcome cell; the rows that need a person get the strong colours. */
  color: string;
  meaning: string;
  todo: string;
}

/** Every outcome, in the order summaries list them. */
export const OUTCOME_MEANINGS: readonly OutcomeMeaning[] = [
  {
    word: 'created',
    color: 'FFC6EFCE',
    // Not "Posted": a status of the finance system's own workflow, as the reconciliation workbook shows it.
    meaning: 'The finance system created the invoice (see its instance id).',
    todo: 'Nothing.',
  },
  {
    word: 'already created',
    color: 'FFE2EFDA',
    meaning:
      'Was already in the finance system: the post was refused as a duplicate of the instance named, which no upload of this journal had created (typed by hand, or uploaded elsewhere). Recorded as that instance, so never posted again; what it holds was not compared with the file.',
    todo: 'Nothing, if the instance is this invoice; if it holds other content, correct it in the finance system.',
  },
  {
    word: 'skipped',
    color: 'FFDDEBF7',
    // Not "Already created": that is the next outcome's word. One line in the Legend (fit-row-height.test.ts).
    meaning:
      'Created earlier (by an upload, resolve or reconcile), or a changed copy a person closed as reviewed (Message says who): not posted again.',
    // Under another target it was not posted there either: the Summary says how to tell (exit 1).
    todo: 'Nothing; if Message says another target, confirm on the Summary that it is this finance system.',
  },
  {
    word: 'held: differs',
    color: 'FFF4B084',
    meaning: `NOT POSTED: an invoice with this vendor id and invoice number but other content (amount, date or lines) was created earlier, or ${otherPayeeHeld()} (most often a corrected vendor id), or one of the same InvoiceId and amount under another number or vendor id (most often a corrected mapping); Message says which.`,
    todo: 'If this is a new invoice, give it its own number; if it corrects the one created, make the correction in the finance system; if its vendor id was corrected, cancel the first one there (one in doubt or still being sent: Message says what to do first); only if both are to be booked, upload again with --force.',
  },
  {
    word: 'invalid',
    color: 'FFFF9999',
    meaning:
      'The row could not be read as an invoice (see Problems); it was not sent. A run and instance in Message: an earlier upload created (or found in the finance system) an invoice of this vendor id and invoice number.',
    todo: 'Correct the file where Problems points, then upload again.',
  },
  {
    word: 'rejected',
    color: 'FFFFC7CE',
    meaning: 'The finance system refused the invoice and said why (see Message).',
    todo: 'Correct what the message says, then upload again: it is posted then.',
  },
  {
    word: 'failed',
    color: 'FFFCE4D6',
    meaning: 'Not created: the request could not be delivered, or was refused for a cause to fix first (see Message).',
    todo: 'Upload again when the cause is fixed; it is safe to post again.',
  },
  {
    word: 'not sent',
    color: 'FFF2F2F2',
    meaning:
      "Never reached the finance system: held back by other invoices or a stop, or refused by the gateway's own limit (a quota, a rate limit) before the finance system (see Message).",
    todo: 'Nothing for this row: upload again once the others are fixed or the quota has reset; it is safe to post again.',
  },
  {
    word: 'resolved: not created',
    color: 'FFE4DFEC',
    meaning:
      'Was in doubt; a person looked it up in the finance system and recorded that it was not created (Message: in doubt since when, settled when, by whom and why). Neither refused nor failed: still to post.',
    todo: 'Upload the file again: the next upload posts it.',
  },
  {
    word: 'in doubt',
    color: 'FFFFEB9C',
    meaning:
      'Sent, but no clear answer came: it may or may not exist in the finance system. Never posted again by itself.',
    todo: `${IN_DOUBT_TODO}: ${RESOLVE_USAGE}.`,
  },
];

/** What the rule reads of a journal row. */
export interface WordedRow {
  state: InvoiceState;
  attempts: number;
  detail: string | null;
}

/**
 * The word for a journal row: the one rule every listing, workbook and summary takes it from. A
 * `failed` row none of whose requests reached the finance system (`isNeverSent`: held back,
 * stopped, refused here, or refused by the gateway's own limit) is "not sent"; a row still being
 * sent is "in doubt" until its answer is recorded; a `skipped` row whose key the finance system holds with other content is "held: differs";
 * a `created` row whose first post was refused as a duplicate of an instance already there is "already created";
 * a `failed` row a person resolved as not created is "resolved: not created", however many of its requests left.
 */
export function outcomeWordOf(row: WordedRow): OutcomeWord {
  if (isInDoubt(row.state)) return 'in doubt';
  if (isResolvedNotCreated(row)) return 'resolved: not created';
  if (row.state === 'staged' || isNeverSent(row)) return 'not sent';
  if (isHeldDiffers(row)) return 'held: differs';
  if (isAlreadyCreated(row)) return 'already created';
  return row.state;
}

/**
 * What a person recorded with `resolve` (or corrected it to), in `journal show`: "resolved: not
 * created", the row's word in every listing, or "resolved: created" for one found created, which the
 * listings then call created (or skipped, for a run that had held it back).
 */
export function resolutionWord(row: WordedRow): string {
  return isResolvedNotCreated(row) ? outcomeWordOf(row) : 'resolved: created';
}

/** The word of a row recorded without a request of its own (skipped, held, held back, refused here). */
export const wordOfUnsent = (state: InvoiceState, detail: string | null): OutcomeWord =>
  outcomeWordOf({ state, attempts: 0, detail });
