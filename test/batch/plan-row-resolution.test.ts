import { describe, expect, it } from 'vitest';
import { planRowResolution, type ResolveAnswer } from '../../src/batch/plan-row-resolution.js';
import { invoiceRow } from './plan-fixtures.js';

const AT = '2026-12-01T09:30:12.000Z';
const creator = invoiceRow({ id: 1, runId: 3, inDoubtAt: '2026-11-30T17:02:00.000Z' });
const later = invoiceRow({ id: 2, runId: 4, inDoubtAt: null, outcomeAt: '2026-11-30T18:15:00.000Z' });
const answer = (overrides: Partial<ResolveAnswer>): ResolveAnswer => ({
  instanceId: undefined,
  rejected: undefined,
  by: 'ana@ledger',
  fromAnswer: false,
  checked: false,
  note: '',
  at: AT,
  ...overrides,
});

describe('what resolve records on each in-doubt row of a key', () => {
  it('records the creator created and the other rows skipped as created by its run, saying who, when and how', () => {
    const created = answer({ instanceId: '0030000017', checked: true, note: ': "seen in the ledger"' });
    expect(planRowResolution(creator, creator, created)).toEqual({
      state: 'created',
      instanceId: '0030000017',
      detail:
        'resolved on 2026-12-01 09:30 UTC by ana@ledger (in doubt since 2026-11-30 17:02 UTC), checked with the finance system: created as instance 0030000017: "seen in the ledger"',
      at: AT,
    });
    expect(planRowResolution(later, creator, { ...created, checked: false, note: '' })).toEqual({
      state: 'skipped',
      instanceId: '0030000017',
      detail:
        'resolved on 2026-12-01 09:30 UTC by ana@ledger (in doubt since 2026-11-30 18:15 UTC), unchecked: created as instance 0030000017 by run 3',
      at: AT,
    });
  });

  it('names the instance the create answer named when that is where the id came from', () => {
    const detail = planRowResolution(
      creator,
      creator,
      answer({ instanceId: '17', fromAnswer: true, checked: true }),
    ).detail;
    expect(detail).toContain(
      ', the instance its create answer named, checked with the finance system: created as instance 17',
    );
  });

  it('records not created as failed, or as rejected in the words given, with no instance', () => {
    expect(planRowResolution(creator, creator, answer({ by: undefined }))).toEqual({
      state: 'failed',
      detail:
        'resolved on 2026-12-01 09:30 UTC (in doubt since 2026-11-30 17:02 UTC): not created; the next upload posts it',
      at: AT,
    });
    expect(planRowResolution(creator, creator, answer({ rejected: 'vendor blocked' })).detail).toBe(
      'resolved on 2026-12-01 09:30 UTC by ana@ledger (in doubt since 2026-11-30 17:02 UTC): rejected: vendor blocked',
    );
  });
});
