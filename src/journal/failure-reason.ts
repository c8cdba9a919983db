/**
 * Why a failed invoice was not created, in words shared by the invoices that failed alike: its
 * journal detail without what belongs to the one invoice (an HTTP answer's body). Pure.
 */
import { NOT_SENT } from './invoice-state.js';

export function failureReason(detail: string | null): string {
  if (!detail) return 'no reason recorded';
  if (detail.startsWith(NOT_SENT)) return detail.slice(NOT_SENT.length);
  // `HTTP 505 HTTP Version Not Supported: <body excerpt>`: the body differs from invoice to invoice.
  const http = /^(HTTP \d{3}[^:]*)(?::|$)/.exec(detail);
  return http?.[1] ?? detail;
}
