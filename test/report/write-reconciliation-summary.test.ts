import { describe, expect, it } from 'vitest';
import { finalStatusText } from '../../src/report/write-reconciliation-summary.js';

describe('the final statuses line of the reconciliation Summary', () => {
  it.each([
    [['28'], { '28': 'Paid' }, '28 (Paid): an invoice in this status is done and not checked again'],
    [['28'], {}, '28: an invoice in this status is done and not checked again'],
    [['28', '30'], { '30': 'Cancelled' }, '28, 30 (Cancelled): an invoice in one of these statuses is done'],
  ])('%j with names %j says what it counts', (codes, names, start) => {
    const text = finalStatusText(codes, names);
    expect(text.startsWith(start)).toBe(true);
    expect(text).toContain('reconcile.finalStatusCodes');
  });
});
