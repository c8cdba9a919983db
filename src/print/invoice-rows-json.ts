/**
 * `journal --json`: the invoice rows, each with its outcome word beside the journal's state, the
 * listing's word: a live run's staged and sending rows are "to be sent" and "being sent", never
 * "not sent" (which a script may post again) nor "in doubt". Pure.
 */
import type { InvoiceRow } from '../journal/invoice-row.js';
import { liveRowWord, type ListingWord } from '../report/live-row-word.js';
import { liveRowDetail } from './live-row-detail.js';
import { nameTargets } from './name-targets.js';

/**
 * `state` is the journal's (`failed`, `in-doubt`); `outcome` is what the listing and the terminal call it;
 * `detail`, for a live run's row, what that run does with it, as the listing's Detail says; `target` the
 * short name of `targetIdentity` the text listing shows.
 */
export type InvoiceRowJson = InvoiceRow & { outcome: ListingWord; target: string };

/** Call after settling the runs whose process is gone: a row still staged or sending is then a live run's. */
export function invoiceRowsJson(rows: readonly InvoiceRow[]): InvoiceRowJson[] {
  const targets = nameTargets(rows.map((row) => row.targetIdentity));
  return rows.map((row) => ({
    ...row,
    outcome: liveRowWord(row),
    detail: liveRowDetail(row),
    target: targets.get(row.targetIdentity) ?? '',
  }));
}
