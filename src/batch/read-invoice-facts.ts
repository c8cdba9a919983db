/** What the journal's rows of an in-doubt invoice say about it, for a check of its instance id. Pure. */
import type { InvoiceHistoryRow } from '../journal/show-statements.js';
import type { InvoiceFacts } from './compare-status-with-invoice.js';

function member(payload: unknown, name: string): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const value = (payload as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function parse(json: string | null): unknown {
  try {
    return json === null ? undefined : (JSON.parse(json) as unknown);
  } catch {
    return undefined;
  }
}

/**
 * From the body of the row whose request left (else the first), and the earliest time a request
 * left (else the earliest staging). `rows` must not be empty.
 */
export function invoiceFacts(rows: readonly InvoiceHistoryRow[]): InvoiceFacts {
  const sent = rows.filter((row) => row.sendingAt !== null);
  const creator = sent[0] ?? rows[0];
  const payload = parse(creator?.payloadJson ?? null);
  const times = (sent.length > 0 ? sent.map((row) => row.sendingAt ?? '') : rows.map((row) => row.stagedAt)).sort();
  return {
    companyCode: member(payload, 'CompCode'),
    receivedOn: member(payload, 'Received_On'),
    firstSentAt: times[0] ?? '',
  };
}
