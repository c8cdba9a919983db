import { describe, expect, it } from 'vitest';
import { planOtherPayee } from '../../src/batch/plan-other-payee.js';

const created = {
  payeeId: '0000100007',
  instanceId: '0030000007',
  invoiceDate: '20240131',
  invoiceAmount: '1157.1200',
};

describe('planOtherPayee', () => {
  // What writers produce for one amount: the journal's four places, a sheet's two, none, more.
  it.each(['1157.12', '1157.1200', '1157.120000', '+1157.12'])(
    'holds the same date and amount written %s',
    (amount) => {
      expect(planOtherPayee({ invoiceDate: '20240131', invoiceAmount: amount }, [created], false)).toBe(
        'held: an invoice with this number, date and amount was created for payee 0000100007 (instance 0030000007); ' +
          'if the payee was corrected, the first one must be cancelled in the finance system; --force to post anyway',
      );
    },
  );

  it.each([
    ['another amount', { invoiceDate: '20240131', invoiceAmount: '1157.13' }],
    ['a credit note of the amount', { invoiceDate: '20240131', invoiceAmount: '-1157.12' }],
    ['another date', { invoiceDate: '20240201', invoiceAmount: '1157.12' }],
    ['no date', { invoiceDate: null, invoiceAmount: '1157.12' }],
    ['no amount', { invoiceDate: '20240131', invoiceAmount: null }],
  ])('posts %s: another vendor re-uses the number', (_what, subject) => {
    expect(planOtherPayee(subject, [created], false)).toBeUndefined();
  });

  it('names the first of several created rows that match, and holds nothing with --force', () => {
    const later = { ...created, payeeId: '0000100009', instanceId: '0030000009' };
    const other = { ...created, invoiceAmount: '1.00' };
    const subject = { invoiceDate: '20240131', invoiceAmount: '1157.12' };
    expect(planOtherPayee(subject, [other, later, created], false)).toContain('payee 0000100009 (instance 0030000009)');
    expect(planOtherPayee(subject, [created], true)).toBeUndefined();
    expect(planOtherPayee(subject, [], false)).toBeUndefined();
  });
});
