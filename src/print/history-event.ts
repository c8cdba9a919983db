/** One event of an invoice's trail as `journal show` lists it (list-invoice-events.ts, list-trail-events.ts). */

/**
 * `held back`: the run recorded an outcome without sending (skipped, held: differs, held while in
 * doubt); `not sent`: its outcome is "not sent"; `recorded`: created without a request of its own
 * (imported from a results workbook); `reviewed`: a held copy closed as not to be posted; `status`: a
 * status reconcile read of the invoice's instance.
 */
export type HistoryEventKind =
  | 'staged'
  | 'invalid'
  | 'sending'
  | 'answer'
  | 'held back'
  | 'not sent'
  | 'recorded'
  | 'in doubt'
  | 'settled'
  | 'resolved'
  | 'corrected'
  | 'reviewed'
  | 'status';

export interface HistoryEvent {
  kind: HistoryEventKind;
  /** ISO time; null when the journal does not hold it (the doubt of a row `resolve` settled before the journal kept its start). */
  at: string | null;
  runId: number;
  /** One line saying what happened. */
  text: string;
}
