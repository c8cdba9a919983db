/**
 * An outage of creates alone: the gateway's route to the back-end's create operation is broken
 * while status and advertiser requests still pass, as when one backend pool or one route of an
 * API gateway fails. A create is never processed; it is answered as such a gateway answers.
 */
import type { InjectedAnswer } from './sandbox-options.js';
import type { CreateOutageKind, CreateOutageOption } from './sandbox-front-options.js';
import { gatewayPage } from './sandbox-faults.js';

export const CREATE_OUTAGE_KINDS: readonly CreateOutageKind[] = ['gateway', 'login', 'reset', 'hang'];

/** What becomes of a create during the outage: an answer, or a connection reset or left unanswered. */
export type OutageReply = { injected: InjectedAnswer } | { drop: 'reset' | 'hang' };

/** The answer to the `nth` create (1-based), or undefined while the outage has not begun. */
export function createOutageReply(option: CreateOutageOption | undefined, nth: number): OutageReply | undefined {
  if (!option || nth <= (option.after ?? 0)) return undefined;
  if (option.kind === 'reset' || option.kind === 'hang') return { drop: option.kind };
  if (option.kind === 'login') {
    const location = 'https://login.sandbox.invalid/sso/authorize?return_to=%2Finvoices';
    return { injected: { status: 302, body: '', contentType: 'text/html', headers: { Location: location } } };
  }
  const status = (nth - (option.after ?? 0)) % 2 === 1 ? 502 : 504;
  return { injected: { status, body: gatewayPage(status), contentType: 'text/html' } };
}
