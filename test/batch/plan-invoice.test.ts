import { describe, expect, it } from 'vitest';
import { planInvoice, type PlanOptions } from '../../src/batch/plan-invoice.js';
import type { InvoiceRow } from '../../src/journal/invoice-row.js';

const NONE: PlanOptions = { force: false, retryInDoubt: false, rejectsDuplicates: false };

function row(overrides: Partial<InvoiceRow>): InvoiceRow {
  return {
    id: 1,
    runId: 1,
    seq: 1,
    targetIdentity: 't',
    payeeId: '0000100001',
    invoiceNumber: 'N1',
    invoiceId: 'I1',
    currencyCode: 'EUR',
    invoiceAmount: '1.0000',
    invoiceDate: '20250130',
    vendorName: null,
    dueDate: null,
    lines: 1,
    sourceFile: 'f.csv',
    sheet: null,
    rows: '2',
    firstRow: 2,
    payloadHash: 'same',
    state: 'created',
    instanceId: '0030000001',
    httpStatus: 200,
    eRetcode: 0,
    eMessage: '',
    detail: null,
    attempts: 1,
    stagedAt: '2025-01-31T10:00:00Z',
    sendingAt: '2025-01-31T10:00:01Z',
    outcomeAt: '2025-01-31T10:00:02Z',
    updatedAt: '2025-01-31T10:00:02Z',
    ...overrides,
  };
}

const subject = { runId: 5, payloadHash: 'same' };

describe('planInvoice', () => {
  it('posts a key the journal has never created', () => {
    expect(planInvoice(subject, [], NONE)).toEqual({ action: 'post' });
  });

  it('skips a key created earlier, naming the instance and the day', () => {
    const plan = planInvoice(subject, [row({ outcomeAt: '2025-01-31T10:00:02' })], NONE);
    expect(plan).toEqual({
      action: 'skip',
      instanceId: '0030000001',
      detail: 'already created as instance 0030000001 on 2025-01-31',
    });
  });

  it('says so when a different invoice was created under the same key', () => {
    const plan = planInvoice({ ...subject, payloadHash: 'other' }, [row({ outcomeAt: '2025-01-31T10:00:02' })], NONE);
    expect(plan).toMatchObject({
      action: 'skip',
      detail: expect.stringMatching(
        /^a different invoice with the same PayeeId and Invoice_Number was created as instance 0030000001 on 2025-01-31/,
      ),
    });
  });

  it('posts a created key again only with force, and only when the created invoice differs', () => {
    const forced = { ...NONE, force: true };
    expect(planInvoice({ ...subject, payloadHash: 'other' }, [row({})], forced)).toEqual({ action: 'post' });
    expect(planInvoice(subject, [row({})], forced)).toMatchObject({ action: 'skip', instanceId: '0030000001' });
    // The same invoice with another InvoiceId only (its body compared): never posted again.
    const compared = new Map([[1, []]]);
    expect(planInvoice({ ...subject, payloadHash: 'other', compared }, [row({})], forced)).toMatchObject({
      action: 'skip',
      detail: expect.stringMatching(/^already created as instance 0030000001/),
    });
    // Created twice already (forced once): the copy of the same content is named, and not posted again.
    const both = [row({}), row({ id: 2, instanceId: '0030000002', payloadHash: 'other' })];
    expect(planInvoice({ ...subject, payloadHash: 'other' }, both, forced)).toMatchObject({
      action: 'skip',
      instanceId: '0030000002',
    });
  });

  it('holds a key whose earlier post is in doubt, with or without force', () => {
    const doubt = row({ state: 'in-doubt', runId: 3, instanceId: null });
    expect(planInvoice(subject, [doubt], NONE)).toEqual({
      action: 'hold',
      detail: 'still in doubt from run 3: resolve it first (invoice-batch resolve)',
    });
    expect(planInvoice(subject, [doubt], { ...NONE, force: true })).toMatchObject({ action: 'hold' });
    expect(planInvoice(subject, [doubt], { ...NONE, retryInDoubt: true })).toMatchObject({ action: 'hold' });
  });

  it('retries an in-doubt key only when asked and the back-end refuses duplicates', () => {
    const doubt = row({ state: 'in-doubt', instanceId: null });
    expect(planInvoice(subject, [doubt], { ...NONE, retryInDoubt: true, rejectsDuplicates: true })).toEqual({
      action: 'retry',
      inDoubt: [doubt],
    });
  });

  it('ignores rows that were only held back behind a doubt, never sent', () => {
    expect(planInvoice(subject, [row({ state: 'in-doubt', sendingAt: null })], NONE)).toEqual({ action: 'post' });
  });

  it('waits for the same key in flight in this run, and leaves one another upload is sending', () => {
    expect(planInvoice(subject, [row({ state: 'sending', runId: 5 })], NONE)).toEqual({ action: 'wait' });
    expect(planInvoice(subject, [row({ state: 'sending', runId: 4 })], { ...NONE, force: true })).toMatchObject({
      action: 'busy',
      detail: expect.stringContaining('run 4 is sending'),
    });
  });
});
