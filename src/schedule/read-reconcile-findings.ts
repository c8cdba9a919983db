/**
 * What a scheduled reconcile found, read from its `--json` summary: an exit 0 says only that the
 * status calls went through, not that nothing needs a person (invoices in doubt exit 0 without
 * `--fail-on-in-doubt`). Pure.
 */
import { plural } from '../invoice/format-count.js';

export interface ReconcileFindings {
  /** Invoices whose status came, of `toCheck`. */
  checked: number;
  toCheck: number;
  /** Status changes since the last check. */
  changed: number;
  /** Invoices in doubt awaiting `resolve`. */
  inDoubt: number;
  /** Created invoices whose status has not moved for the configured days. */
  stuck: number;
  /** Status calls that failed or were refused. */
  errors: number;
  /** The reconcile sent no request (nothing was due); absent in summaries written before it was told. */
  madeNoCall?: true;
}

const FIELDS = ['checked', 'toCheck', 'changed', 'inDoubt', 'stuck', 'errors'] as const;

/** The findings of a reconcile's summary; null for any other summary, or none (a job without `--json`). */
export function readReconcileFindings(summary: string | null): ReconcileFindings | null {
  let value: unknown;
  try {
    value = summary === null ? null : JSON.parse(summary);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const object = value as Record<string, unknown>;
  // Only a reconcile's summary has these counts; an upload's `inDoubt` sits beside no `toCheck`.
  if (!FIELDS.every((field) => Number.isInteger(object[field]))) return null;
  const counts = Object.fromEntries(FIELDS.map((field) => [field, object[field]])) as unknown as ReconcileFindings;
  return object.madeNoCall === true ? { ...counts, madeNoCall: true } : counts;
}

/** `found 2 in doubt awaiting resolve, 16 status changes, 0 stuck; 25 of 25 checked`. */
export function describeReconcileFindings(found: ReconcileFindings): string {
  const parts = [
    `${found.inDoubt} in doubt awaiting resolve`,
    plural(found.changed, 'status change'),
    `${found.stuck} stuck`,
    ...(found.errors > 0 ? [plural(found.errors, 'status call failed', 'status calls failed')] : []),
  ];
  const noCall = found.madeNoCall ? ': made no call to the finance API' : '';
  return `found ${parts.join(', ')}; ${found.checked} of ${found.toCheck} checked${noCall}`;
}
