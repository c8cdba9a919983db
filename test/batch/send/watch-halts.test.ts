import { describe, expect, it } from 'vitest';
import { createHaltWatch } from '../../../src/batch/send/watch-halts.js';
import type { CreateOutcome } from '../../../src/finance-api/call-outcome.js';

const refused: CreateOutcome = { kind: 'http-error', status: 401, meaning: 'Unauthorized', excerpt: '', attempts: 1 };
const unreachable: CreateOutcome = { kind: 'not-sent', reason: 'connection refused', attempts: 1 };
const unknownPayee: CreateOutcome = {
  kind: 'rejected',
  status: 200,
  retcode: 4,
  message: 'Vendor 0000100001 does not exist',
  attempts: 1,
};

describe('createHaltWatch', () => {
  it('halts on a refused key at once, and keeps the first reason', () => {
    const halts = createHaltWatch(25);
    expect(halts.apiHalt()).toBeUndefined();
    halts.record(refused);
    expect(halts.apiHalt()).toMatch(/refused the API key \(HTTP 401/);
    halts.record(unreachable);
    halts.record(unreachable);
    halts.record(unreachable);
    expect(halts.apiHalt()).toMatch(/refused the API key/);
    expect(halts.stormHalt()).toBeUndefined();
  });

  it('halts when the API cannot be reached three times in a row, not when an answer comes between', () => {
    const halts = createHaltWatch(25);
    halts.record(unreachable);
    halts.record(unreachable);
    halts.record(unknownPayee);
    halts.record(unreachable);
    expect(halts.apiHalt()).toBeUndefined();
    halts.record(unreachable);
    halts.record(unreachable);
    expect(halts.apiHalt()).toMatch(/could not be reached \(3 invoices in a row/);
  });

  it('tells a storm of rejections for one reason apart from the API halts', () => {
    const halts = createHaltWatch(3);
    for (let i = 0; i < 3; i++) halts.record(unknownPayee);
    expect(halts.stormHalt()).toMatch(/^the first 3 invoices sent were all rejected for the same reason/);
    expect(halts.apiHalt()).toBeUndefined();
    expect(createHaltWatch(0).stormHalt()).toBeUndefined();
  });

  it('tells a run none of whose creates reached the API, whatever its length, from one that reached it once', () => {
    for (const count of [1, 2]) {
      const halts = createHaltWatch(25);
      for (let i = 0; i < count; i++) halts.record(unreachable);
      expect(halts.apiHalt()).toBeUndefined();
      expect(halts.neverReached()).toBe(
        `the finance API could not be reached (${count} invoice${count === 1 ? '' : 's'}, none reached it: connection refused)`,
      );
    }
    const mixed = createHaltWatch(25);
    mixed.record(unreachable);
    mixed.record(unknownPayee);
    mixed.record(unreachable);
    expect(mixed.neverReached()).toBeUndefined();
    // Refused here as too large: says nothing of the API.
    const large = createHaltWatch(25);
    large.record({ kind: 'not-sent', reason: 'too large', attempts: 0, tooLarge: true });
    expect(large.neverReached()).toBeUndefined();
    expect(createHaltWatch(25).neverReached()).toBeUndefined();
  });
});
