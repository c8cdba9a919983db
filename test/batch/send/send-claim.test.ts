import { describe, expect, it } from 'vitest';
import { createPlaces } from '../../../src/batch/send/create-places.js';
import { sendClaim, type ClaimSending } from '../../../src/batch/send/send-claim.js';
import type { Claim, SendHooks } from '../../../src/batch/send/send-loop-options.js';
import type { CreateOutcome } from '../../../src/finance-api/call-outcome.js';

const notSent: CreateOutcome = { kind: 'not-sent', reason: 'refused', attempts: 1 };

function started(): { claim: Claim; sending: (send: ClaimSending['send']) => ClaimSending; throttled: Claim[] } {
  const claim = {
    row: {
      id: 1,
      seq: 1,
      targetIdentity: 't',
      payeeId: 'P',
      invoiceNumber: 'N',
      invoiceId: 'I',
      payloadJson: '{"a":1}',
    },
    plan: { action: 'post' },
    attemptAt: 0,
    epoch: 0,
    holding: false,
  } as Claim;
  const places = createPlaces(
    () => 1,
    () => false,
    (c) => (c.attemptAt = performance.now()),
  );
  places.addReady([claim]);
  places.nextReady(false);
  const throttled: Claim[] = [];
  const sending = (send: ClaimSending['send']): ClaimSending => ({
    places,
    send,
    signal: new AbortController().signal,
    waitSignal: new AbortController().signal,
    stopSignal: undefined,
    onThrottle: (c) => throttled.push(c),
    poke: () => {},
  });
  return { claim, sending, throttled };
}

describe('sendClaim', () => {
  it('sends the stored body and returns the answer with the places then held', async () => {
    const { claim, sending } = started();
    let body = '';
    const answer = await sendClaim(
      claim,
      sending(async (text) => {
        body = text;
        return notSent;
      }),
    );
    expect(body).toBe('{"a":1}');
    expect(answer).toMatchObject({ outcome: notSent, active: 1 });
    expect(answer.rttMs).toBeGreaterThanOrEqual(0);
  });

  it('takes a failure of the sender itself for in doubt: the request may have left', async () => {
    const { claim, sending } = started();
    const answer = await sendClaim(
      claim,
      sending(async () => {
        throw new Error('socket hang up');
      }),
    );
    expect(answer.outcome).toEqual({
      kind: 'in-doubt',
      reason: 'unexpected failure while sending: socket hang up',
      attempts: 1,
    });
  });

  it('gives the place back while a throttled create waits, and takes one again before it goes again', async () => {
    const { claim, sending, throttled } = started();
    const config = sending(async (_body, _signal, hooks: SendHooks) => {
      hooks.onThrottle({ status: 429, waitMs: 5 });
      expect(claim.holding).toBe(false);
      const again = hooks.beforeRetry();
      config.places.admitRetries(true);
      expect(await again).toBe(true);
      expect(claim.holding).toBe(true);
      return notSent;
    });
    await sendClaim(claim, config);
    expect(throttled).toEqual([claim]);
  });
});
