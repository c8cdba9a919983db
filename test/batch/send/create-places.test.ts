import { describe, expect, it } from 'vitest';
import { keyOf } from '../../../src/batch/send/claim-staged-row.js';
import { createPlaces } from '../../../src/batch/send/create-places.js';
import type { Claim } from '../../../src/batch/send/send-loop-options.js';
import type { StagedInvoice } from '../../../src/journal/stage-statements.js';

function claim(n: number): Claim {
  const row: StagedInvoice = {
    id: n,
    seq: n,
    targetIdentity: 't',
    payeeId: '0000100001',
    invoiceNumber: `RE-${n}`,
    invoiceId: `ID-${n}`,
    payloadJson: '{}',
    payloadHash: 'h',
  };
  return { row, plan: { action: 'post' }, attemptAt: 0, epoch: 0, holding: false } as Claim;
}

describe('createPlaces', () => {
  it('makes room for the places and one claim ahead for every eight, less what is sending', () => {
    let limit = 16;
    const places = createPlaces(
      () => limit,
      () => false,
      () => {},
    );
    expect(places.room(0)).toBe(18);
    places.addReady([claim(1), claim(2), claim(3)]);
    expect(places.room(0)).toBe(15);
    places.nextReady(false);
    // One holding a place, two ready, four answers not recorded yet.
    expect(places.room(4)).toBe(18 - 1 - 2 - 4);
    limit = 3;
    expect(places.room(0)).toBe(3 + 1 - 3);
    expect(
      createPlaces(
        () => 16,
        () => true,
        () => {},
      ).room(0),
    ).toBe(1);
  });

  it('starts ready claims in order while places are free, never when blocked', () => {
    const taken: number[] = [];
    const places = createPlaces(
      () => 2,
      () => false,
      (c) => taken.push(c.row.id),
    );
    places.addReady([claim(1), claim(2), claim(3)]);
    expect(places.isReady(keyOf(claim(2).row))).toBe(true);
    expect(places.isReady(keyOf(claim(4).row))).toBe(false);
    expect(places.nextReady(true)).toBeUndefined();
    const first = places.nextReady(false);
    const second = places.nextReady(false);
    expect([first?.row.id, second?.row.id]).toEqual([1, 2]);
    expect(first?.holding).toBe(true);
    expect(places.nextReady(false)).toBeUndefined();
    expect(places.active()).toBe(2);
    places.release(first!);
    places.release(first!);
    expect(places.active()).toBe(1);
    expect(places.nextReady(false)?.row.id).toBe(3);
    expect(taken).toEqual([1, 2, 3]);
    expect(places.readyCount()).toBe(0);
  });

  it('under a rate, makes room for one claim ahead and starts it place or not: the send loop gives it its token', () => {
    const places = createPlaces(
      () => 1,
      () => true,
      () => {},
    );
    places.addReady([claim(1), claim(2)]);
    expect(places.nextReady(false)?.row.id).toBe(1);
    expect(places.nextReady(false)?.row.id).toBe(2);
    expect(places.active()).toBe(2);
    places.addReady([claim(3)]);
    expect(places.nextReady(true)).toBeUndefined();
  });

  it('lets a throttled create waiting for a place go before the ready claims, or tells it to give up', async () => {
    const places = createPlaces(
      () => 1,
      () => false,
      () => {},
    );
    const throttled = claim(1);
    places.addReady([throttled]);
    places.nextReady(false);
    places.release(throttled);
    const place = places.waitForPlace(throttled);
    places.addReady([claim(2)]);
    // The throttled create waits: a ready claim may not take the free place before it.
    expect(places.nextReady(false)).toBeUndefined();
    places.admitRetries(true);
    await expect(place).resolves.toBe(true);
    expect(throttled.holding).toBe(true);
    expect(places.retriesWaiting()).toBe(0);

    places.release(throttled);
    const again = places.waitForPlace(throttled);
    places.admitRetries(false);
    await expect(again).resolves.toBe(false);
    expect(throttled.holding).toBe(false);
    expect(places.takeAllReady().map((c) => c.row.id)).toEqual([2]);
    expect(places.isReady(keyOf(claim(2).row))).toBe(false);
    expect(places.nextReady(false)).toBeUndefined();
  });

  it('lets at most the given number of throttled creates go at once (one per token under a rate)', async () => {
    const places = createPlaces(
      () => 4,
      () => true,
      () => {},
    );
    const waits = [claim(1), claim(2), claim(3)].map((c) => places.waitForPlace(c));
    expect(places.admitRetries(true, 1)).toBe(1);
    await expect(waits[0]).resolves.toBe(true);
    expect(places.retriesWaiting()).toBe(2);
    expect(places.admitRetries(true)).toBe(2);
  });
});
