/**
 * What `resolve --reviewed` prints shows the held copy's amount as every other line of the terminal
 * does: thousands grouped and the currency's decimal places, not the journal's four.
 */
import { describe, expect, it } from 'vitest';
import { formatReviewedHeld } from '../../src/print/format-reviewed-held.js';

const closed = {
  key: '100002/OP-2024-0002',
  targetIdentity: 'sandbox',
  invoiceId: '100002-OP-2024-0002',
  rowId: 7,
  runId: 2,
  reviewedAt: '2026-12-02T07:10:30.000Z',
  reviewedBy: 'ana',
  note: 'credit note CN-7',
};

describe('formatReviewedHeld', () => {
  it.each([
    { amount: '1524.6700', currency: 'EUR', shown: ', 1,524.67 EUR is closed' },
    { amount: '1513151.0000', currency: 'JPY', shown: ', 1,513,151 JPY is closed' },
    { amount: '12.5000', currency: 'BHD', shown: ', 12.500 BHD is closed' },
    { amount: '-45.1250', currency: 'USD', shown: ', -45.125 USD is closed' },
    { amount: null, currency: null, shown: 'held by run 2 is closed' },
  ])('shows $amount $currency as "$shown"', ({ amount, currency, shown }) => {
    expect(formatReviewedHeld({ ...closed, amount, currency })).toContain(shown);
  });
});
