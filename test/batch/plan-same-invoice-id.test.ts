import { describe, expect, it } from 'vitest';
import { planSameInvoiceId, type SameInvoiceIdEarlier } from '../../src/batch/plan-same-invoice-id.js';

const earlier = (
  state: SameInvoiceIdEarlier['state'],
  more: Partial<SameInvoiceIdEarlier> = {},
): SameInvoiceIdEarlier => ({
  payeeId: '0000100002',
  invoiceNumber: '20260451',
  invoiceId: 'N20261001',
  instanceId: state === 'created' ? '17' : null,
  state,
  runId: 4,
  invoiceDate: '20261003',
  invoiceAmount: '12100.00',
  currencyCode: 'CZK',
  ...more,
});

// The staged invoice: the same money and day as `earlier`'s.
const same = { invoiceDate: '20261003', invoiceAmount: '12100.00', currencyCode: 'CZK' };

describe('planSameInvoiceId', () => {
  it('holds an InvoiceId created under another key, naming the run, instance, vendor and number', () => {
    expect(planSameInvoiceId(same, [earlier('created')], false)).toBe(
      'held: an invoice with this InvoiceId (N20261001) was created under vendor id 0000100002, number 20260451 ' +
        '(run 4, instance 17); if the number or vendor id was corrected in the mapping, this is the same invoice: ' +
        'leave it; if the source system re-uses its ids for different invoices, map InvoiceId to a column (or template) ' +
        'that is unique, or --force to post anyway',
    );
  });

  it('names the created row before one in doubt or sending', () => {
    const detail = planSameInvoiceId(
      same,
      [earlier('sending', { runId: 9 }), earlier('in-doubt', { runId: 8 }), earlier('created')],
      false,
    );
    expect(detail).toMatch(/was created .*\(run 4, instance 17\)/);
  });

  it('holds on a row in doubt, saying how to resolve it', () => {
    expect(planSameInvoiceId(same, [earlier('in-doubt')], false, 'npx invoice-batch resolve')).toMatch(
      /is in doubt under vendor id 0000100002, number 20260451 \(run 4\): .*npx invoice-batch resolve 0000100002\/20260451 --instance-id <N>.* --not-created/,
    );
  });

  it('holds on a row still sending until its run has finished', () => {
    expect(planSameInvoiceId(same, [earlier('sending')], false)).toMatch(
      /is still being sent .*upload again once run 4 has finished/,
    );
  });

  it('holds nothing with --force, nor without an earlier row that may be there', () => {
    expect(planSameInvoiceId(same, [earlier('created')], true)).toBeUndefined();
    expect(planSameInvoiceId(same, [earlier('failed')], false)).toBeUndefined();
    expect(planSameInvoiceId(same, [], false)).toBeUndefined();
  });

  it('holds an InvoiceId of the same money whose day one of the rows does not hold', () => {
    expect(planSameInvoiceId({ ...same, invoiceDate: null }, [earlier('created')], false)).toMatch(/was created/);
  });

  it('posts an InvoiceId shared with another invoice of other money or another day (ids taken from vendor numbers)', () => {
    expect(planSameInvoiceId({ ...same, invoiceAmount: '12100.01' }, [earlier('created')], false)).toBeUndefined();
    expect(planSameInvoiceId({ ...same, currencyCode: 'EUR' }, [earlier('created')], false)).toBeUndefined();
    expect(planSameInvoiceId({ ...same, invoiceDate: '20261004' }, [earlier('in-doubt')], false)).toBeUndefined();
    expect(planSameInvoiceId(same, [earlier('sending', { invoiceAmount: '-12100.00' })], false)).toBeUndefined();
  });
});
