import { describe, expect, it } from 'vitest';
import { planOtherTarget } from '../../src/batch/plan-other-target.js';
import { displayKey, type InvoiceRow } from '../../src/journal/invoice-row.js';
import { invoiceRow, NONE } from './plan-fixtures.js';

const OTHER = 'http://localhost:4010/erp/invoicing/qa';
const subject = { runId: 9, payloadHash: 'same' };

const row = (overrides: Partial<InvoiceRow>): InvoiceRow =>
  invoiceRow({ runId: 3, targetIdentity: OTHER, ...overrides });

describe('planOtherTarget', () => {
  it('lets an invoice go when no other target holds its key', () => {
    expect(planOtherTarget(subject, [], NONE)).toBeUndefined();
  });

  it('skips a key created under another target, naming that target, its instance and how to post anyway', () => {
    const plan = planOtherTarget(subject, [row({})], NONE);
    expect(plan).toMatchObject({ action: 'skip', instanceId: '0030000001' });
    expect(plan?.detail).toMatch(
      /^created by an earlier upload under another target, http:\/\/localhost:4010\/erp\/invoicing\/qa, as instance 0030000001 on \d{4}-\d\d-\d\d \(run 3\); if that is a different finance system, upload again with --distinct-target$/,
    );
  });

  it('says a different invoice was created there when the payloads differ, so the summary counts it a conflict', () => {
    const plan = planOtherTarget({ ...subject, payloadHash: 'other' }, [row({})], NONE);
    expect(plan?.detail).toMatch(
      /^a different invoice with the same PayeeId and Invoice_Number was created under another target/,
    );
  });

  it('holds a key in doubt or being sent under another target, and says where to resolve it', () => {
    const options = { ...NONE, targetSegments: '/erp/invoicing/qa' };
    const inDoubt = planOtherTarget(subject, [row({ state: 'in-doubt', instanceId: null })], options);
    // Not this upload's address: the command reaches the other target, by the address its identity was made of.
    const resolve = `invoice-batch resolve --target ${OTHER} --base-url http://localhost:4010 ${displayKey(row({}))}`;
    expect(inDoubt).toEqual({
      action: 'hold',
      inDoubt: true,
      detail: `still in doubt from run 3 under another target, ${OTHER}: resolve it there: ${resolve} --instance-id <N> (it was created as instance N), or ${resolve} --not-created (it was not); if that is a different finance system, upload again with --distinct-target`,
    });
    const sending = planOtherTarget(subject, [row({ state: 'sending', instanceId: null })], NONE);
    expect(sending).toMatchObject({ action: 'hold', inDoubt: false });
    expect(sending?.detail).toContain(
      `run 3 is sending an invoice with the same PayeeId and Invoice_Number under another target, ${OTHER} right now`,
    );
  });

  it("never writes an address's credentials into the detail of a key being sent under another target", () => {
    const secret = 'https://ops:hunter2@proxy.example/erp/invoicing/qa';
    const sending = planOtherTarget(
      subject,
      [row({ state: 'sending', instanceId: null, targetIdentity: secret })],
      NONE,
    );
    expect(sending?.detail).toContain('under another target, https://');
    expect(sending?.detail).not.toContain('hunter2');
  });

  it('prefers what was created to what is in doubt', () => {
    const plan = planOtherTarget(subject, [row({ id: 1, state: 'in-doubt' }), row({ id: 2 })], NONE);
    expect(plan?.action).toBe('skip');
  });

  it('stops nothing when the user states the targets differ', () => {
    const options = { ...NONE, distinctTarget: true };
    expect(planOtherTarget(subject, [row({})], options)).toBeUndefined();
    expect(planOtherTarget(subject, [row({ state: 'in-doubt' })], options)).toBeUndefined();
  });

  it('posts a created key of other content with --force, as on its own target, but still holds one in doubt', () => {
    const options = { ...NONE, force: true };
    const changed = { ...subject, payloadHash: 'other' };
    expect(planOtherTarget(changed, [row({})], options)).toBeUndefined();
    expect(planOtherTarget(changed, [row({}), row({ id: 2, state: 'in-doubt' })], options)?.action).toBe('hold');
    // The same invoice is never posted again, not even with --force.
    expect(planOtherTarget(subject, [row({})], options)).toMatchObject({
      action: 'skip',
      detail: expect.stringMatching(/^created by an earlier upload under another target/),
    });
  });
});
