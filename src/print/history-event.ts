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
  /** A `status` event's fields, beside its text. @default none: another kind */
  status?: StatusRead | undefined;
}

/**
 * What reconcile read of an instance, once for every read in a row that found the same (status and
 * every document field): `journal show` lists the changes, not each night's read alike.
 */
export interface StatusRead {
  /** E_STATUS.CODE as sent, e.g. `APPR`. */
  code: string;
  /** Its words as the finance system sent them, e.g. `Approved`; '' when it sent none. */
  description: string;
  /** The first read that found it, ISO 8601 UTC (`Z`): the event's `at`. */
  firstSeenAt: string;
  /** The last read that found it the same, ISO 8601 UTC. */
  lastSeenAt: string;
  /** How many reads found it so, in a row (1 for a read that found a change). */
  reads: number;
  /** The instance read. */
  instanceId: string;
}
