/**
 * Why a failed invoice was not created, in words shared by the invoices that failed alike: its
 * journal detail without what belongs to the one invoice (an HTTP answer's body). Pure.
 */
/** How the journal's detail begins for an invoice whose request never left (batch/ writes it, `journal show` reads it). */
export const NOT_SENT = 'not sent: ';

export function failureReason(detail: string | null): string {
  if (!detail) return 'no reason recorded';
  if (detail.startsWith(NOT_SENT)) return detail.slice(NOT_SENT.length);
  // `HTTP 505 HTTP Version Not Supported: <body excerpt>`: the body differs from invoice to invoice.
  const http = /^(HTTP \d{3}[^:]*)(?::|$)/.exec(detail);
  return http?.[1] ?? detail;
}
