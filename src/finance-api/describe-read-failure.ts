/**
 * One line for a read (the advertiser list, an invoice's status) that got no answer. A read
 * creates nothing, so neither "not sent" nor "in doubt" fits it, whether or not its request
 * left: only the call failed. Pure.
 */
import type { NotSent } from './call-outcome.js';

/** @param call what was asked, as the line names it: "status call", "the call" */
export function describeReadFailure(outcome: NotSent, call: string): string {
  return `${call} failed: ${outcome.reason}${outcome.attempts > 1 ? ` (after ${outcome.attempts} attempts)` : ''}`;
}
