/**
 * What the journal kept of an invoice beside its rows, as events of `journal show`: a held copy a
 * person closed as reviewed (`resolve --reviewed`), and each status reconcile read of its
 * instance, in the reconciliation workbook's words (its column headers). Pure.
 */
import type { HeldReviewRow } from '../journal/held-review-statements.js';
import type { InvoiceHistoryRow } from '../journal/show-statements.js';
import type { StatusSeen } from '../journal/status-history.js';
import type { CorrectionRow } from '../journal/correction-statements.js';
import type { HistoryEvent, StatusRead } from './history-event.js';

/** What the journal holds of an invoice beside its rows, each list oldest first. */
export interface InvoiceTrail {
  /** Corrections of its resolutions (`resolve --correct`). @default none */
  corrections?: readonly CorrectionRow[];
  /** Its held copies closed as reviewed (`resolve --reviewed`). @default none */
  reviews?: readonly HeldReviewRow[];
  /** The statuses reconcile read of its instances. @default none */
  statuses?: readonly StatusSeen[];
}

/**
 * The part of `trail` that belongs to `row`: its own corrections and reviews, and the statuses of
 * its instance when it is the first of `rows` recorded created as that instance (shown once).
 */
export function trailOfRow(
  row: InvoiceHistoryRow,
  trail: InvoiceTrail,
  rows: readonly InvoiceHistoryRow[],
): InvoiceTrail {
  const holds = (r: InvoiceHistoryRow, s: StatusSeen) =>
    r.state === 'created' && r.targetIdentity === s.targetIdentity && r.instanceId === s.instanceId;
  return {
    corrections: (trail.corrections ?? []).filter((c) => c.invoiceRowId === row.id),
    reviews: (trail.reviews ?? []).filter((r) => r.invoiceRowId === row.id),
    statuses: (trail.statuses ?? []).filter((s) => holds(row, s) && rows.find((r) => holds(r, s)) === row),
  };
}

export function reviewEvent(review: HeldReviewRow): HistoryEvent {
  return {
    kind: 'reviewed',
    at: review.reviewedAt,
    runId: review.runId,
    text: `closed as reviewed, not posted, by ${review.reviewedBy}; note: ${JSON.stringify(review.note)}`,
  };
}

/** `20261127` -> `2026-11-27`; anything else as sent. */
const sapDay = (text: string) =>
  /^\d{8}$/.test(text) ? `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)}` : text;
/** `20261127145421` -> `2026-11-27 14:54:21`; anything else as sent. */
const sapTime = (text: string) =>
  /^\d{14}$/.test(text)
    ? `${sapDay(text.slice(0, 8))} ${text.slice(8, 10)}:${text.slice(10, 12)}:${text.slice(12)}`
    : text;

/** One status read: `Status Approved (Status code APPR); Pending approvers: ...; Document number ...`. */
function statusEvent(seen: StatusSeen, runId: number): HistoryEvent {
  const parts = [`reconcile read Status ${seen.description || seen.code} (Status code ${seen.code})`];
  if (seen.statusTimestamp) parts.push(`changed at ${sapTime(seen.statusTimestamp)} (the finance system's clock)`);
  if (seen.pendingApprovers) parts.push(`Pending approvers: ${seen.pendingApprovers}`);
  if (seen.lastAction)
    parts.push(`Last action: ${seen.lastAction.replace(/ at (\d{14})$/, (_, at: string) => ` at ${sapTime(at)}`)}`);
  const document = [
    ['Document number', seen.documentNumber],
    ['Company code', seen.companyCode],
    ['Fiscal year', seen.fiscalYear],
    ['Posting date', seen.postingDate && sapDay(seen.postingDate)],
    ['Clearing document', seen.clearingDocument],
    ['Clearing date', seen.clearingDate && sapDay(seen.clearingDate)],
    ['Payment run', seen.paymentRunDate && sapDay(seen.paymentRunDate)],
    ['Cheque number', seen.checkNumber],
  ].filter((pair): pair is [string, string] => Boolean(pair[1]));
  if (document.length > 0) parts.push(document.map(([name, value]) => `${name} ${value}`).join(', '));
  return { kind: 'status', at: seen.seenAt, runId, text: parts.join('; ') };
}

/**
 * The statuses read, oldest first, as events: a read that found what the read before it found (the
 * same instance, status and document fields) is counted in that one's event, not listed again.
 */
export function statusEvents(statuses: readonly StatusSeen[], runId: number): HistoryEvent[] {
  const events: (HistoryEvent & { status: StatusRead })[] = [];
  for (const seen of statuses) {
    const event = statusEvent(seen, runId);
    const last = events.at(-1);
    if (last !== undefined && last.status.instanceId === seen.instanceId && last.text === event.text) {
      last.status.reads += 1;
      last.status.lastSeenAt = seen.seenAt;
      continue;
    }
    const { code, description, instanceId } = seen;
    const status = { code, description, firstSeenAt: seen.seenAt, lastSeenAt: seen.seenAt, reads: 1, instanceId };
    events.push({ ...event, status });
  }
  // The count and the last read in the text too: the terminal shows the text alone.
  return events.map((event) =>
    event.status.reads === 1
      ? event
      : {
          ...event,
          text: `${event.text}; read ${event.status.reads} times, the same until ${event.status.lastSeenAt}`,
        },
  );
}
