/**
 * Whether a status call was answered that the instance does not exist: the seed's back-end says
 * so with E_RETCODE and a message, some gateways with 404 naming it. That is a finding about the
 * invoice (created here, unknown there), not a call that failed. Pure.
 */
import type { StatusOutcome } from '../finance-api/call-outcome.js';

const NOT_THERE = /does not exist|not found|unknown instance|no such instance/i;

export function isUnknownInstance(outcome: StatusOutcome, instanceId: string): boolean {
  if (outcome.kind === 'rejected') return NOT_THERE.test(outcome.message);
  if (outcome.kind === 'http-error' && outcome.status === 404)
    return outcome.excerpt.includes(instanceId) && NOT_THERE.test(outcome.excerpt);
  return false;
}
