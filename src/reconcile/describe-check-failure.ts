/**
 * One line for a status call that gave no status, as the terminal, the workbook and `--json` show
 * it. A gateway's HTML error page is named by its title, never pasted in. Pure.
 */
import type { StatusOutcome } from '../finance-api/call-outcome.js';
import { describeOutcome } from '../finance-api/describe-outcome.js';
import { describeReadFailure } from '../finance-api/describe-read-failure.js';
import { pageText } from '../finance-api/page-text.js';

export function describeCheckFailure(outcome: StatusOutcome): string {
  // "not sent" is an invoice's outcome; here only a question went unasked.
  if (outcome.kind === 'not-sent') return describeReadFailure(outcome, 'status call');
  if (outcome.kind !== 'http-error' || outcome.signInPage !== undefined) return describeOutcome(outcome);
  const text = pageText(outcome.excerpt);
  if (text === outcome.excerpt.replace(/\s+/g, ' ').trim()) return describeOutcome(outcome);
  const tries = outcome.attempts > 1 ? ` (after ${outcome.attempts} attempts)` : '';
  const said = text && !`${outcome.status} ${outcome.meaning}`.includes(text) ? `: its page says "${text}"` : '';
  return `HTTP ${outcome.status} ${outcome.meaning}: an error page instead of a status${said}${tries}`;
}
