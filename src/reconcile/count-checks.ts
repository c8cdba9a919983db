/**
 * How the checks of a reconcile came out: answered, calls that failed, and invoices never asked
 * because the calls stopped first. The terminal summary and `--json` both count from here. Pure.
 */
import type { StatusCheck } from './status-check.js';

export interface CheckCounts {
  /** Checks that gave a status. */
  answered: number;
  /** Calls made that gave no status. */
  callsFailed: number;
  /** Invoices not asked because the calls stopped (API unreachable, key refused, a signal) before their answer. */
  notAsked: number;
  /** Calls answered that the instance does not exist: a finding about the invoice, not a failed call. */
  unknownInstances: number;
}

export function countChecks(checks: readonly StatusCheck[]): CheckCounts {
  let answered = 0;
  let callsFailed = 0;
  let notAsked = 0;
  let unknownInstances = 0;
  for (const check of checks) {
    if (check.ok) answered += 1;
    else if (check.failure === 'halted' || check.failure === 'stopped') notAsked += 1;
    else if (check.failure === 'unknown-instance') unknownInstances += 1;
    else callsFailed += 1;
  }
  return { answered, callsFailed, notAsked, unknownInstances };
}
