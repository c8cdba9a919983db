/**
 * The Detail of a status call that failed, as one short line on the Status sheet: an outage gives
 * every invoice the same long reason, which wrapped made each row tall and a few hundred rows
 * dozens of pages. The whole reason is given once, with its count, on the Summary. A finding about
 * the invoice itself (another instance answered, one the finance system does not know) keeps its
 * words. Pure.
 */
import type { StatusCheck } from '../reconcile/status-check.js';
import { wrappedLines } from './fit-row-height.js';

type FailedCheck = Extract<StatusCheck, { ok: false }>;

/** Failures about the invoice, not the call: their words are the finding. */
const FINDINGS: ReadonlySet<string> = new Set(['unknown-instance', 'other-instance']);

/** True when the check's Detail is the short line and its whole reason is listed on the Summary. */
export function isOutageFailure(check: FailedCheck): boolean {
  return !FINDINGS.has(check.failure);
}

function headline(check: FailedCheck): string {
  const { error } = check;
  if (check.failure === 'halted' || check.failure === 'stopped') return 'not asked: see Summary';
  if (/a sign-in page answered/.test(error)) return 'SSO sign-in page';
  const http = /^HTTP (\d{3}) ([^:;(]+)/.exec(error);
  if (http) return `HTTP ${http[1]} ${http[2]!.trim()}`;
  if (check.failure === 'timeout') return 'no answer in time';
  const code = /\b(E[A-Z]{4,}|CERT_[A-Z_]+|ERR_[A-Z_]+)\b/.exec(error)?.[1];
  if (check.failure === 'not-sent') return code ? `not reached (${code})` : 'not reached';
  return error.split(/[:;(]/)[0]!.trim();
}

/** The Detail cell: for an outage, a headline cut to one line of `width`; else the whole reason. */
export function shortCheckReason(check: FailedCheck, width: number): string {
  if (!isOutageFailure(check)) return check.error;
  let text = headline(check) || 'see Summary';
  while (wrappedLines(text, width) > 1) text = `${text.slice(0, -2).trimEnd()}…`;
  return text;
}
