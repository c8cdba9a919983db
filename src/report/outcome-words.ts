/**
 * The one vocabulary of what came of an invoice: the word every workbook, the terminal and the
 * docs use for it, its colour, what it means and what to do about it. The journal's states and the
 * `--json` keys stay as they are (`in-doubt`, `inDoubt`); only what a person reads comes from here.
 */
import type { InvoiceState } from '../journal/invoice-state.js';

/** What happens to rejected invoices, in every summary that lists them. */
export const REJECTED_NEXT =
  'Rejected invoices were not created. Fix them in the file and upload it again: the next upload posts the rejected ones again and skips those already created.';

/** What to do about in-doubt invoices, in every summary that counts them: they may already exist. */
export const IN_DOUBT_NEXT =
  'In doubt invoices were sent but no clear answer came: they may already exist in the finance system. Do not post or pay them again by hand; an upload never posts them again by itself. Look each one up in the finance system, then record what you found: invoice-batch resolve <InvoiceId> --instance-id <N>, or --not-created.';

export type OutcomeWord = 'created' | 'skipped' | 'invalid' | 'rejected' | 'failed' | 'not sent' | 'in doubt';

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
    meaning: 'Posted: the finance system created the invoice (see its instance id).',
    todo: 'Nothing.',
  },
  {
    word: 'skipped',
    color: 'FFDDEBF7',
    meaning:
      'Already created by an earlier upload, so not posted again (or a different invoice already has this vendor and invoice number: see Message).',
    todo: 'Nothing, unless Message says a different invoice holds the number: then give this one its own number.',
  },
  {
    word: 'invalid',
    color: 'FFFF9999',
    meaning: 'The row could not be read as an invoice (see Problems); it was not sent.',
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
    meaning: 'Not created: the request could not be delivered or was refused before the finance system took it.',
    todo: 'Upload again when the cause is fixed; it is safe to post again.',
  },
  {
    word: 'not sent',
    color: 'FFF2F2F2',
    meaning: 'Not sent because of other invoices or a stop (invalid rows held the file back, or the upload stopped).',
    todo: 'Nothing for this row: upload again once the others are fixed; it is safe to post again.',
  },
  {
    word: 'in doubt',
    color: 'FFFFEB9C',
    meaning:
      'Sent, but no clear answer came: it may or may not exist in the finance system. Never posted again by itself.',
    todo: 'Look it up in the finance system, then run: invoice-batch resolve <InvoiceId> --instance-id <N> or --not-created.',
  },
];

/**
 * The word for a journal row. A `failed` row that never reached the API (no send recorded, no
 * attempt made) was held back or stopped: "not sent", which needs no one's attention.
 */
export function outcomeWordOf(state: InvoiceState, neverSent: boolean): OutcomeWord {
  if (state === 'sending' || state === 'in-doubt') return 'in doubt';
  if (state === 'staged' || (state === 'failed' && neverSent)) return 'not sent';
  return state;
}
