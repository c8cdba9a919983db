import { describe, expect, it } from 'vitest';
import { interpretCreateOutcome, readDuplicate } from '../../../src/batch/send/interpret-create-outcome.js';
import type { InvoiceRow } from '../../../src/journal/invoice-row.js';

const RULES = { messagePattern: 'duplicate', instancePattern: 'as instance (\\d+)' };
const DUPLICATE = 'Duplicate invoice: PayeeId 0000100001 Invoice_Number N1 already exists as instance 0030000042';
const earlier = (id: number, runId: number) => ({ id, runId }) as InvoiceRow;

describe('interpretCreateOutcome', () => {
  it('records a creation with its instance id', () => {
    const outcome = {
      kind: 'created' as const,
      instanceId: '0030000001',
      status: 200,
      attempts: 1,
      response: { E_INSTANCE_ID: '0030000001', E_MESSAGE: '', E_RETCODE: 0, T_CONTACT: [], T_EVENT: [] },
    };
    expect(interpretCreateOutcome(outcome, [], 9, RULES)).toEqual({
      own: { state: 'created', instanceId: '0030000001', httpStatus: 200, eRetcode: 0, eMessage: '', attempts: 1 },
      settle: [],
    });
  });

  it('maps a refusal to rejected, an HTTP error that proves nothing was booked and a request never sent to failed, and a lost answer to in doubt', () => {
    expect(
      interpretCreateOutcome(
        { kind: 'rejected', status: 200, retcode: 4, message: 'Invalid invoice', attempts: 1 },
        [],
        9,
        RULES,
      ).own,
    ).toEqual({ state: 'rejected', httpStatus: 200, eRetcode: 4, eMessage: 'Invalid invoice', attempts: 1 });
    expect(
      interpretCreateOutcome(
        { kind: 'http-error', status: 401, meaning: 'Unauthorized', excerpt: '{"error":"no key"}', attempts: 1 },
        [],
        9,
        RULES,
      ).own,
    ).toEqual({ state: 'failed', httpStatus: 401, detail: 'HTTP 401 Unauthorized: {"error":"no key"}', attempts: 1 });
    expect(
      interpretCreateOutcome({ kind: 'not-sent', reason: 'connection refused', attempts: 3 }, [], 9, RULES).own,
    ).toEqual({ state: 'failed', detail: 'not sent: connection refused', attempts: 3 });
    expect(
      interpretCreateOutcome({ kind: 'in-doubt', reason: 'no answer within 5000 ms', attempts: 1 }, [], 9, RULES).own,
    ).toMatchObject({ state: 'in-doubt', detail: 'no answer within 5000 ms' });
  });

  it('keeps an answer that may follow a booking in doubt, never failed: HTTP 500 or 503, or an unreadable success', () => {
    const serverError = {
      kind: 'in-doubt' as const,
      status: 500,
      reason: 'HTTP 500 Internal Server Error: the invoice may have been created (body: {"error":"db"})',
      attempts: 1,
    };
    expect(interpretCreateOutcome(serverError, [], 9, RULES)).toEqual({
      own: { state: 'in-doubt', httpStatus: 500, detail: serverError.reason, attempts: 1 },
      settle: [],
    });
    const unreadable = {
      kind: 'in-doubt' as const,
      status: 200,
      reason: 'HTTP 200, create response: expected a JSON body: the invoice may have been created',
      attempts: 1,
    };
    expect(interpretCreateOutcome(unreadable, [], 9, RULES).own).toMatchObject({ state: 'in-doubt', httpStatus: 200 });
    // A re-post of an in-doubt invoice that is in doubt again proves nothing about the earlier post.
    expect(interpretCreateOutcome({ ...serverError, status: 503 }, [earlier(11, 3)], 9, RULES)).toMatchObject({
      own: { state: 'in-doubt', httpStatus: 503 },
      settle: [],
    });
  });

  // The invoice exists in the finance system: never rejected (not created), whatever the answer names.
  it.each([
    { message: DUPLICATE, expected: { state: 'created', instanceId: '0030000042' }, begins: 'already created' },
    { message: 'duplicate!', expected: { state: 'in-doubt' }, begins: 'already in the finance system' },
  ])('records a first post refused as a duplicate as what it is ($message)', ({ message, expected, begins }) => {
    const { own } = interpretCreateOutcome(
      { kind: 'rejected', status: 200, retcode: 8, message, attempts: 1 },
      [],
      9,
      RULES,
    );
    expect(own).toMatchObject({
      ...expected,
      eMessage: message,
      detail: expect.stringMatching(new RegExp(`^${begins}`)),
    });
  });

  // The instance named may hold other content than this file's (typed by hand, or the version before a correction).
  it.each([
    { answer: 'E_RETCODE 8', outcome: { kind: 'rejected', status: 200, retcode: 8, message: DUPLICATE, attempts: 1 } },
    {
      answer: '409 Conflict',
      outcome: { kind: 'in-doubt', status: 409, reason: 'HTTP 409 Conflict', conflict: DUPLICATE, attempts: 1 },
    },
  ] as const)(
    'records a first post refused as a duplicate of a named instance as already created, its content not compared ($answer), and only that one',
    ({ outcome }) => {
      const { own } = interpretCreateOutcome(outcome, [], 9, RULES);
      expect(own).toMatchObject({ state: 'created', instanceId: '0030000042' });
      expect(own.detail).toMatch(/^already created in the finance system as instance 0030000042: .*not compared/);
      // Settled re-posts, answers naming no instance and refusals over a created invoice are not already created.
      const others = [
        interpretCreateOutcome(outcome, [earlier(11, 3)], 9, RULES),
        interpretCreateOutcome(outcome, [], 9, { ...RULES, instancePattern: undefined }),
        interpretCreateOutcome(outcome, [], 9, RULES, { ...earlier(5, 2), state: 'created', instanceId: '0030000042' }),
      ];
      for (const other of others) {
        expect(other.own.detail ?? '').not.toMatch(/^already created/);
        expect(other.own.state).not.toBe('created');
      }
    },
  );

  it('on a re-post refused as a duplicate, records the earlier post as created with the instance from the message', () => {
    const result = interpretCreateOutcome(
      { kind: 'rejected', status: 200, retcode: 8, message: DUPLICATE, attempts: 1 },
      [earlier(11, 3), earlier(12, 4)],
      9,
      RULES,
    );
    expect(result.own).toMatchObject({ state: 'skipped', instanceId: '0030000042' });
    expect(result.settle).toEqual([
      { rowId: 11, state: 'created', instanceId: '0030000042', detail: expect.stringContaining('confirmed by run 9') },
      { rowId: 12, state: 'skipped', instanceId: '0030000042', detail: expect.stringContaining('created by run 3') },
    ]);
  });

  it('on a re-post refused as a duplicate without a readable instance id, stays in doubt', () => {
    const result = interpretCreateOutcome(
      { kind: 'rejected', status: 200, retcode: 8, message: 'duplicate!', attempts: 1 },
      [earlier(11, 3)],
      9,
      RULES,
    );
    expect(result.own).toMatchObject({
      state: 'in-doubt',
      detail: expect.stringContaining('resolve it with --instance-id'),
    });
    expect(result.settle).toEqual([]);
  });

  it('on a re-post that creates, records the earlier posts as not created', () => {
    const outcome = {
      kind: 'created' as const,
      instanceId: '0030000050',
      status: 200,
      attempts: 1,
      response: { E_INSTANCE_ID: '0030000050', E_MESSAGE: '', E_RETCODE: 0, T_CONTACT: [], T_EVENT: [] },
    };
    expect(interpretCreateOutcome(outcome, [earlier(11, 3)], 9, RULES).settle).toEqual([
      {
        rowId: 11,
        state: 'failed',
        detail: 'not created: run 9 posted it again and it was created then as instance 0030000050',
      },
    ]);
  });
});

describe('readDuplicate', () => {
  it('recognizes the message case-insensitively and reads digits only', () => {
    expect(readDuplicate(DUPLICATE, RULES)).toEqual({ duplicate: true, instanceId: '0030000042' });
    expect(
      readDuplicate('DUPLICATE of instance ABC', { messagePattern: 'duplicate', instancePattern: 'instance (\\w+)' }),
    ).toEqual({ duplicate: true, instanceId: undefined });
    expect(readDuplicate('Invalid invoice', RULES)).toEqual({ duplicate: false, instanceId: undefined });
    expect(readDuplicate(DUPLICATE, { messagePattern: 'duplicate', instancePattern: undefined })).toEqual({
      duplicate: true,
      instanceId: undefined,
    });
    expect(readDuplicate(`duplicate of instance ${'1'.repeat(33)}`, RULES)).toEqual({
      duplicate: true,
      instanceId: undefined,
    });
  });
});
