/**
 * One line of text for any call outcome, for messages and reports. The key never reaches these
 * texts: reasons and excerpts are scrubbed where they are made.
 */
import type { AdvertisersOutcome, CreateOutcome, StatusOutcome } from './call-outcome.js';
import { quoteValue } from '../errors.js';
import { pageText } from './page-text.js';
import { refusalCode } from './http-status-meaning.js';

type AnyOutcome = CreateOutcome | StatusOutcome | AdvertisersOutcome;

export function describeOutcome(outcome: AnyOutcome): string {
  const tries = outcome.attempts > 1 ? ` (after ${outcome.attempts} attempts)` : '';
  switch (outcome.kind) {
    case 'created':
      return `created as instance ${outcome.instanceId}`;
    case 'status':
      return `status ${outcome.response.E_STATUS.CURRNT_STS} ${outcome.response.E_STATUS.STS_DESCR}`.trim();
    case 'advertisers':
      return `${outcome.advertisers.length} advertisers`;
    case 'rejected':
      return `refused by the finance system: ${refusalCode(outcome.retcode, outcome.status)}${outcome.message ? `: ${outcome.message}` : ''}`;
    case 'http-error': {
      // A gateway's error page is shown as what a person reads of it (its title), never as HTML:
      // this line reaches the journal and the results workbook.
      // A sign-in page is named by its title in the meaning already.
      if (outcome.signInPage !== undefined) return `HTTP ${outcome.status} ${outcome.meaning}${tries}`;
      const text = pageText(outcome.excerpt);
      const said = text && !`${outcome.status} ${outcome.meaning}`.includes(text) ? ` - body: ${text}` : '';
      return `HTTP ${outcome.status} ${outcome.meaning}${said}${tries}`;
    }
    case 'in-doubt':
      return `in doubt, may have been created: ${outcome.reason}`;
    case 'not-sent':
      return `not sent: ${outcome.reason}${tries}`;
    case 'timeout':
      return `no answer: ${outcome.reason}${tries}`;
    case 'other-instance':
      return outcome.answered === undefined
        ? `the answer does not say which instance it is the status of (no E_STATUS.INV_INSTNC_ID), asked for instance ${outcome.asked}`
        : `the answer is the status of instance ${/^\d+$/.test(outcome.answered) ? outcome.answered : quoteValue(outcome.answered, 40)}, not of instance ${outcome.asked} that was asked for`;
  }
}
