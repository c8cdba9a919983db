/**
 * The statuses reconcile read, as journal show lists them: each change once, with its fields beside
 * the text and how many reads in a row found it the same (a nightly reconcile reads the same status
 * for months); a read that found anything else (another status, a document field filled in) is a
 * line of its own.
 */
import { describe, expect, it } from 'vitest';
import type { StatusSeen } from '../../src/journal/status-history.js';
import { statusEvents } from '../../src/print/list-trail-events.js';

const read = (day: number, code: string, more: Partial<StatusSeen> = {}): StatusSeen => ({
  targetIdentity: 'https://erp.example/erp/invoicing/qa',
  instanceId: '0030000001',
  seenAt: `2026-11-${String(day).padStart(2, '0')}T02:00:00.000Z`,
  code,
  description: code === 'APPR' ? 'Approved' : 'Paid',
  statusTimestamp: undefined,
  companyCode: undefined,
  documentNumber: undefined,
  fiscalYear: undefined,
  postingDate: undefined,
  clearingDocument: undefined,
  clearingDate: undefined,
  paymentRunDate: undefined,
  checkNumber: undefined,
  pendingApprovers: undefined,
  lastAction: undefined,
  ...more,
});

describe('statusEvents', () => {
  it('lists each change once, with the reads that confirmed it, and its fields beside the text', () => {
    const statuses = [
      read(1, 'APPR'),
      read(2, 'APPR'),
      read(3, 'APPR'),
      read(4, 'APPR', { documentNumber: '5100000001' }),
      read(5, 'PAID', { documentNumber: '5100000001' }),
      read(6, 'PAID', { documentNumber: '5100000001' }),
      read(7, 'APPR'),
    ];
    const events = statusEvents(statuses, 3);
    expect(events.map((event) => [event.at, event.status?.code, event.status?.reads])).toEqual([
      ['2026-11-01T02:00:00.000Z', 'APPR', 3],
      ['2026-11-04T02:00:00.000Z', 'APPR', 1],
      ['2026-11-05T02:00:00.000Z', 'PAID', 2],
      ['2026-11-07T02:00:00.000Z', 'APPR', 1],
    ]);
    expect(events[0]).toEqual({
      kind: 'status',
      at: '2026-11-01T02:00:00.000Z',
      runId: 3,
      text: 'reconcile read Status Approved (Status code APPR); read 3 times, the same until 2026-11-03T02:00:00.000Z',
      status: {
        code: 'APPR',
        description: 'Approved',
        firstSeenAt: '2026-11-01T02:00:00.000Z',
        lastSeenAt: '2026-11-03T02:00:00.000Z',
        reads: 3,
        instanceId: '0030000001',
      },
    });
    expect(events[1]!.text).toBe('reconcile read Status Approved (Status code APPR); Document number 5100000001');
    // Every read is counted in one event.
    expect(events.reduce((sum, event) => sum + event.status!.reads, 0)).toBe(statuses.length);
  });

  it('keeps a year of nightly reads of one status to one line', () => {
    const year = Array.from({ length: 365 }, (_, i) => ({
      ...read(1, 'APPR'),
      seenAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    }));
    const events = statusEvents(year, 1);
    expect(events).toHaveLength(1);
    expect(events[0]!.status).toMatchObject({ reads: 365, lastSeenAt: '2026-12-31T00:00:00.000Z' });
  });
});
