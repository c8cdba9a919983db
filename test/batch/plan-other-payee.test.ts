import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planOtherPayee, type OtherPayeeRow } from '../../src/batch/plan-other-payee.js';

const created: OtherPayeeRow = {
  payeeId: '0000100007',
  invoiceNumber: 'INV-1',
  instanceId: '0030000007',
  invoiceDate: '20240131',
  invoiceAmount: '1157.1200',
  currencyCode: 'EUR',
  state: 'created',
  runId: 4,
};
const subject = { invoiceDate: '20240131', invoiceAmount: '1157.12', currencyCode: 'EUR' };

const CREATED_DETAIL =
  'held: an invoice with this number, date, amount and currency was created for vendor id 0000100007 (instance 0030000007); ' +
  'if the vendor id was corrected, the first one must be cancelled in the finance system; --force to post anyway';

describe('planOtherPayee', () => {
  // What writers produce for one amount: the journal's four places, a sheet's two, none, more.
  it.each(['1157.12', '1157.1200', '1157.120000', '+1157.12'])(
    'holds the same date, amount and currency written %s',
    (amount) => {
      expect(planOtherPayee({ ...subject, invoiceAmount: amount }, [created], false)).toBe(CREATED_DETAIL);
    },
  );

  // The space: the other row's state, its currency and its date against the staged invoice's.
  const states = ['created', 'in-doubt', 'sending', 'rejected', 'failed', 'skipped'] as const;
  const currencies = [
    ['the same currency', 'EUR'],
    ['another currency', 'USD'],
    ['no currency recorded', null],
  ] as const;
  const dates = [
    ['the same date', '20240131'],
    ['another date', '20240201'],
    ['no date recorded', null],
  ] as const;
  const cases = states.flatMap((state) =>
    currencies.flatMap(([currencyText, currencyCode]) =>
      dates.map(([dateText, invoiceDate]) => ({ state, currencyText, currencyCode, dateText, invoiceDate })),
    ),
  );
  it.each(cases)(
    'an invoice $state for another payee with $currencyText and $dateText',
    ({ state, currencyCode, invoiceDate }) => {
      const other = { ...created, state, currencyCode, invoiceDate };
      const detail = planOtherPayee(subject, [other], false);
      // Only what the finance system holds or may hold, in the same currency, on the same or an unknown date.
      const held =
        (state === 'created' || state === 'in-doubt' || state === 'sending') &&
        currencyCode !== 'USD' &&
        invoiceDate !== '20240201';
      if (!held) {
        expect(detail).toBeUndefined();
        return;
      }
      const compared =
        invoiceDate === null ? 'amount and currency (no date recorded to compare)' : 'date, amount and currency';
      expect(detail).toMatch(new RegExp(`^held: an invoice with this number, ${compared.replace(/[()]/g, '\\$&')} `));
      expect(detail).not.toContain('same PayeeId and Invoice_Number');
      if (state === 'created') expect(detail).toContain('was created for vendor id 0000100007 (instance 0030000007)');
      else if (state === 'sending')
        expect(detail).toContain(
          'is still being sent for vendor id 0000100007 (run 4), or was left so by a run that stopped: it may be created, and if the vendor id was corrected this is the same invoice; ' +
            'upload again once run 4 has finished',
        );
      else
        expect(detail).toContain(
          'is in doubt for vendor id 0000100007 (run 4): it may have been created, and if the vendor id was corrected this is the same invoice; ' +
            'look it up and record it first: invoice-batch resolve 0000100007/INV-1 --instance-id <N>',
        );
      expect(planOtherPayee(subject, [other], true)).toBeUndefined();
    },
  );

  it.each([
    ['another amount', { ...subject, invoiceAmount: '1157.13' }],
    ['a credit note of the amount', { ...subject, invoiceAmount: '-1157.12' }],
    ['another currency', { ...subject, currencyCode: 'CHF' }],
    ['no amount', { ...subject, invoiceAmount: null }],
  ])('posts %s: another vendor re-uses the number', (_what, other) => {
    expect(planOtherPayee(other, [created], false)).toBeUndefined();
  });

  // import-results keeps the Currency cell as typed: `eur`, `Eur`, ` EUR` are the invoice's EUR.
  it.each([
    ['eur', 'EUR'],
    ['Eur', 'EUR'],
    [' EUR ', 'EUR'],
    ['EUR', 'eur'],
    ['usd', 'USD'],
  ])('holds a row kept with currency "%s" against a staged "%s"', (kept, staged) => {
    const detail = planOtherPayee({ ...subject, currencyCode: staged }, [{ ...created, currencyCode: kept }], false);
    expect(detail).toMatch(/^held: an invoice with this number, date, amount and currency was created/);
  });

  it('compares currencies whatever their case or surrounding spaces, on both sides', () => {
    const spaced = fc.constantFrom('', ' ', '  ', '\t');
    const cased = (code: string) =>
      fc.tuple(fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }), spaced, spaced).map(([upper, before, after]) => {
        const letters = [...code].map((letter, i) => (upper[i] ? letter : letter.toLowerCase()));
        return `${before}${letters.join('')}${after}`;
      });
    const code = fc.constantFrom('EUR', 'USD', 'CHF', 'JPY');
    fc.assert(
      fc.property(
        code.chain((a) => fc.tuple(fc.constant(a), cased(a))),
        code.chain((b) => fc.tuple(fc.constant(b), cased(b))),
        ([keptCode, kept], [stagedCode, staged]) => {
          const detail = planOtherPayee(
            { ...subject, currencyCode: staged },
            [{ ...created, currencyCode: kept }],
            false,
          );
          expect(detail !== undefined).toBe(keptCode === stagedCode);
        },
      ),
    );
  });

  it('names the first created row that matches before any in doubt, and holds nothing with --force', () => {
    const later = { ...created, payeeId: '0000100009', instanceId: '0030000009' };
    const inDoubt = { ...created, payeeId: '0000100005', instanceId: null, state: 'in-doubt' as const };
    const otherAmount = { ...created, invoiceAmount: '1.00' };
    expect(planOtherPayee(subject, [inDoubt, otherAmount, later, created], false)).toContain(
      'created for vendor id 0000100009 (instance 0030000009)',
    );
    expect(planOtherPayee(subject, [created], true)).toBeUndefined();
    expect(planOtherPayee(subject, [], false)).toBeUndefined();
  });

  it('names the resolve command as the user runs it', () => {
    const inDoubt = { ...created, state: 'in-doubt' as const };
    expect(planOtherPayee(subject, [inDoubt], false, 'invoice-batch --journal j.db resolve')).toContain(
      'invoice-batch --journal j.db resolve 0000100007/INV-1 --not-created (it was not)',
    );
  });
});
