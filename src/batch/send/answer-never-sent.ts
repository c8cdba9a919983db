/**
 * Claims whose requests never left, while the journal may still hold them `sending` (it could not
 * stage them again): carried out of the run as "not sent" answers, beside the answers it could not
 * record, so that the saved file and `resolve --from` record them not created instead of leaving
 * them in doubt. Only claims never started: a request that may have left is never among them.
 */
import type { ClaimAnswer } from './send-claim.js';
import type { Claim } from './send-loop-options.js';

const NEVER_SENT_REASON =
  'the journal did not acknowledge its claim, so its request was held: never sent, safe to post again once recorded';

export function answerNeverSent(claims: readonly Claim[]): ({ claim: Claim } & ClaimAnswer)[] {
  return claims.map((claim) => ({
    claim,
    outcome: { kind: 'not-sent', reason: NEVER_SENT_REASON, attempts: 0 },
    rttMs: 0,
    active: 0,
    sentAgain: 0,
    stoppedWaiting: true,
  }));
}
