import { describe, expect, it } from 'vitest';
import { describeReconcileFindings, readReconcileFindings } from '../../src/schedule/read-reconcile-findings.js';

const summary = (extra: object) =>
  JSON.stringify({ checked: 0, toCheck: 0, changed: 0, inDoubt: 152, stuck: 0, errors: 0, ...extra });

describe('a scheduled reconcile that made no call', () => {
  it('says so in schedule --history, so checked 0 does not read as a night the API answered', () => {
    const found = readReconcileFindings(summary({ madeNoCall: true }));
    expect(describeReconcileFindings(found!)).toBe(
      'found 152 in doubt awaiting resolve, 0 status changes, 0 stuck; 0 of 0 checked: made no call to the finance API',
    );
  });

  it('says nothing more for one that made calls, or a summary of before the field', () => {
    expect(describeReconcileFindings(readReconcileFindings(summary({ madeNoCall: false }))!)).toBe(
      'found 152 in doubt awaiting resolve, 0 status changes, 0 stuck; 0 of 0 checked',
    );
    expect(readReconcileFindings(summary({}))).not.toHaveProperty('madeNoCall');
  });
});
