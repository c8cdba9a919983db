/**
 * Whether a status answer can be about the invoice a user resolves with its instance id. The
 * answer carries no invoice number or amount (seed 2.4), so only what it does carry is compared:
 * the company code, the day received and the day created. Whatever it leaves empty, zero or in a
 * form that is not a date proves nothing and is not compared. Pure.
 */
import type { StatusResponse } from '../finance-api/status-response-schema.js';

/** What the journal knows of the invoice, from the body it sent. */
export interface InvoiceFacts {
  /** CompCode as sent, when it was. */
  companyCode: string | undefined;
  /** Received_On as sent (YYYYMMDD), when it was. */
  receivedOn: string | undefined;
  /** The earliest time a request of it left, ISO 8601 UTC. */
  firstSentAt: string;
}

/**
 * YYYYMMDD of a text that starts with a calendar day (`20250131`, `20250131093000`,
 * `2025-01-31T09:30:00`), or undefined: empty, all zeros, or another form (DD.MM.YYYY is not
 * guessed at).
 */
export function dayOf(text: string | undefined): string | undefined {
  const m = /^\s*(\d{4})-?(\d{2})-?(\d{2})/.exec(text ?? '');
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${m[1]}${m[2]}${m[3]}`;
}

function dayBefore(day: string): string {
  const date = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8)) - 1));
  return date.toISOString().slice(0, 10).replace(/-/g, '');
}

/** Each way the answer contradicts the invoice, as `what it says, what the invoice says`; empty when none. */
export function compareStatusWithInvoice(response: StatusResponse, invoice: InvoiceFacts): string[] {
  const found: string[] = [];
  const company = response.E_ERP_DETAILS.BUKRS.trim();
  const sentCompany = invoice.companyCode?.trim() ?? '';
  if (company !== '' && sentCompany !== '' && company.toUpperCase() !== sentCompany.toUpperCase())
    found.push(`company code ${company}, but the invoice was sent with CompCode ${sentCompany}`);
  const received = dayOf(response.E_STATUS.RECEIVED_ON_DATE);
  const sentReceived = dayOf(invoice.receivedOn);
  if (received !== undefined && sentReceived !== undefined && received !== sentReceived)
    found.push(`received on ${received}, but the invoice was sent with Received_On ${sentReceived}`);
  const created = dayOf(response.E_STATUS.CREATED_ON);
  const sent = dayOf(invoice.firstSentAt);
  // The back-end's time zone is not shown: a day earlier may still be the same moment.
  if (created !== undefined && sent !== undefined && created < dayBefore(sent))
    found.push(`created on ${created}, before the invoice was first sent (${sent})`);
  return found;
}
