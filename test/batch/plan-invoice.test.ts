import { describe, expect, it } from 'vitest';
import { planInvoice } from '../../src/batch/plan-invoice.js';
import { invoiceRow, NONE } from './plan-fixtures.js';
import { ALREADY_CREATED_DETAIL } from '../../src/journal/invoice-state.js';

const subject = { runId: 5, payloadHash: 'same' };

describe('planInvoice', () => {
  it('posts a key the journal has never created', () => {
    expect(planInvoice(subject, [], NONE)).toEqual({ action: 'post' });
  });

  it('skips a key created earlier, naming the instance and the day', () => {
    const plan = planInvoice(subject, [invoiceRow({ outcomeAt: '2025-01-31T10:00:02' })], NONE);
    expect(plan).toEqual({
      action: 'skip',
      instanceId: '0030000001',
      detail: 'created by an earlier upload (run 1 on 2025-01-31) as instance 0030000001',
    });
  });

  it('never words a skip as "already created", the outcome of a post refused as a duplicate', () => {
    const found = invoiceRow({ outcomeAt: '2025-01-31T10:00:02', runId: 4, detail: ALREADY_CREATED_DETAIL });
    const plan = planInvoice(subject, [found], NONE);
    expect(plan).toMatchObject({
      action: 'skip',
      detail:
        "found in the finance system by an earlier upload (run 4 on 2025-01-31) as instance 0030000001 (the finance system's content was not compared)",
    });
    const created = planInvoice(subject, [invoiceRow({ outcomeAt: '2025-01-31T10:00:02' })], NONE);
    for (const skip of [plan, created]) expect(skip).not.toMatchObject({ detail: expect.stringMatching(/^already/) });
  });

  it('names the person who resolved or corrected the created invoice, not an upload, when it is skipped', () => {
    const resolved = invoiceRow({
      outcomeAt: '2026-12-01T00:26:32Z',
      detail:
        'resolved on 2026-12-01 00:26 UTC by root@vm (in doubt since 2026-12-01 00:26 UTC), checked with the finance system: created as instance 0030000001; note: "found in SAP"',
    });
    expect(planInvoice(subject, [resolved], NONE)).toEqual({
      action: 'skip',
      instanceId: '0030000001',
      detail: 'created (resolved by root@vm on 2026-12-01: instance 0030000001, run 1)',
    });
    const corrected = invoiceRow({
      outcomeAt: '2026-12-02T08:00:00Z',
      runId: 2,
      detail:
        'corrected on 2026-12-02: created as instance 0030000001 (was not created; by ann@ap-desk: typo in the id)',
    });
    expect(planInvoice(subject, [corrected], NONE)).toMatchObject({
      detail: 'created (corrected by ann@ap-desk on 2026-12-02: instance 0030000001, run 2)',
    });
    const nameless = invoiceRow({
      outcomeAt: '2026-12-01T00:26:32Z',
      detail: 'resolved on 2026-12-01 00:26 UTC, unchecked: created as instance 0030000001',
    });
    // resolve --from wrote such details too: a person is not named, nor said to have settled it.
    expect(planInvoice(subject, [nameless], NONE)).toMatchObject({
      detail: 'created (settled after the run on 2026-12-01: instance 0030000001, run 1)',
    });
  });

  it('names reconcile or the saved answer, not a person, for a created invoice they settled', () => {
    const settled = (by: string) =>
      planInvoice(
        subject,
        [
          invoiceRow({
            outcomeAt: '2026-12-01T00:26:32Z',
            detail: `resolved on 2026-12-01 00:26 UTC ${by} (in doubt since 2026-12-01 00:26 UTC), checked with the finance system: created as instance 0030000001`,
          }),
        ],
        NONE,
      );
    expect(settled('by reconcile')).toMatchObject({
      detail: "created (resolved by reconcile's status check on 2026-12-01: instance 0030000001, run 1)",
    });
    expect(settled("from the finance system's saved answer")).toMatchObject({
      detail: "created (resolved from the finance system's saved answer on 2026-12-01: instance 0030000001, run 1)",
    });
    expect(settled("by ana@books from the finance system's saved answer")).toMatchObject({
      detail:
        "created (resolved from the finance system's saved answer by ana@books on 2026-12-01: instance 0030000001, run 1)",
    });
  });

  it('says so when a different invoice was created under the same key', () => {
    const plan = planInvoice(
      { ...subject, payloadHash: 'other' },
      [invoiceRow({ outcomeAt: '2025-01-31T10:00:02' })],
      NONE,
    );
    expect(plan).toMatchObject({
      action: 'skip',
      detail: expect.stringMatching(
        /^a different invoice with the same PayeeId and Invoice_Number was created as instance 0030000001 on 2025-01-31/,
      ),
    });
  });

  it('says the mapping changed since the run that created it, when this run read the same mapping path with other content', () => {
    const created = invoiceRow({ outcomeAt: '2025-01-31T10:00:02', runId: 9 });
    const mapping = (byRun: [number, string | null][]) => ({
      ...NONE,
      mappingDigests: { mapping: 'mappings/net-tax.yaml', sha256: 'b'.repeat(64), byRun: new Map(byRun) },
    });
    const changed = planInvoice({ ...subject, payloadHash: 'other' }, [created], mapping([[9, 'a'.repeat(64)]]));
    expect(changed).toMatchObject({
      action: 'skip',
      detail: expect.stringMatching(
        /^a different invoice with the same PayeeId and Invoice_Number was created as instance 0030000001 on 2025-01-31 \(run 9\) \(the mapping mappings\/net-tax\.yaml changed since run 9\)\. NOT POSTED/,
      ),
    });
    // The same version, another mapping path, or a run recorded before the journal kept digests: nothing said.
    for (const byRun of [[[9, 'b'.repeat(64)]], [], [[9, null]]] as [number, string | null][][]) {
      const plan = planInvoice({ ...subject, payloadHash: 'other' }, [created], mapping(byRun));
      expect(plan).toMatchObject({ action: 'skip', detail: expect.not.stringContaining('changed since') });
    }
  });

  it('says when a created invoice was recorded without content to compare with, and when it was compared on what it kept', () => {
    const imported = invoiceRow({ payloadHash: '', outcomeAt: '2025-01-31T10:00:02' });
    expect(planInvoice({ ...subject, payloadHash: 'other' }, [imported], NONE)).toMatchObject({
      action: 'skip',
      detail:
        'created by an earlier upload (run 1 on 2025-01-31) as instance 0030000001 (posted before this journal knew its content: not compared)',
    });
    const same = new Map([[1, []]]);
    expect(planInvoice({ ...subject, payloadHash: 'other', compared: same }, [imported], NONE)).toMatchObject({
      detail: 'created by an earlier upload (run 1 on 2025-01-31) as instance 0030000001',
    });
    const corrected = new Map([[1, ['amount 830.32 -> 1,190.00']]]);
    expect(planInvoice({ ...subject, payloadHash: 'other', compared: corrected }, [imported], NONE)).toMatchObject({
      action: 'skip',
      detail: expect.stringContaining('amount 830.32 -> 1,190.00. NOT POSTED'),
    });
  });

  it('posts a created key again only with force, and only when the created invoice differs', () => {
    const forced = { ...NONE, force: true };
    expect(planInvoice({ ...subject, payloadHash: 'other' }, [invoiceRow({})], forced)).toEqual({ action: 'post' });
    expect(planInvoice(subject, [invoiceRow({})], forced)).toMatchObject({ action: 'skip', instanceId: '0030000001' });
    // The same invoice with another InvoiceId only (its body compared): never posted again.
    const compared = new Map([[1, []]]);
    expect(planInvoice({ ...subject, payloadHash: 'other', compared }, [invoiceRow({})], forced)).toMatchObject({
      action: 'skip',
      detail: expect.stringMatching(/^created by an earlier upload \(run 1 on .*\) as instance 0030000001/),
    });
    // Created twice already (forced once): the copy of the same content is named, and not posted again.
    const both = [invoiceRow({}), invoiceRow({ id: 2, instanceId: '0030000002', payloadHash: 'other' })];
    expect(planInvoice({ ...subject, payloadHash: 'other' }, both, forced)).toMatchObject({
      action: 'skip',
      instanceId: '0030000002',
    });
  });

  it('holds a key whose earlier post is in doubt, with or without force', () => {
    const doubt = invoiceRow({ state: 'in-doubt', runId: 3, instanceId: null });
    // The detail names the invoice and the commands that settle it, with the run's flags, runnable once N is known.
    const key = `${doubt.payeeId}/${doubt.invoiceNumber}`;
    for (const resolve of [undefined, 'invoice-batch resolve --base-url http://127.0.0.1:4010 --journal j.sqlite']) {
      const command = `${resolve ?? 'invoice-batch resolve'} ${key}`;
      expect(planInvoice(subject, [doubt], { ...NONE, resolveCommand: resolve })).toEqual({
        action: 'hold',
        detail: `still in doubt from run 3: resolve it first: ${command} --instance-id <N> (it was created as instance N), or ${command} --not-created (it was not)`,
      });
    }
    expect(planInvoice(subject, [doubt], { ...NONE, force: true })).toMatchObject({ action: 'hold' });
    expect(planInvoice(subject, [doubt], { ...NONE, retryInDoubt: true })).toMatchObject({ action: 'hold' });
  });

  it('retries an in-doubt key only when asked and the back-end refuses duplicates', () => {
    const doubt = invoiceRow({ state: 'in-doubt', instanceId: null });
    expect(planInvoice(subject, [doubt], { ...NONE, retryInDoubt: true, rejectsDuplicates: true })).toEqual({
      action: 'retry',
      inDoubt: [doubt],
    });
  });

  it('retries only the invoice that was in doubt, never one whose content changed since', () => {
    const doubt = invoiceRow({ state: 'in-doubt', runId: 3, instanceId: null, payloadHash: 'sent' });
    const retry = { ...NONE, retryInDoubt: true, rejectsDuplicates: true };
    // Another body: held, saying what changed when the bodies were compared.
    const compared = new Map([[doubt.id, ['amount 100.00 -> 120.00']]]);
    expect(planInvoice({ ...subject, payloadHash: 'fixed', compared }, [doubt], retry)).toMatchObject({
      action: 'hold',
      detail: expect.stringMatching(
        /^still in doubt from run 3 with other content \(amount 100\.00 -> 120\.00\), so it is not sent again: resolve it first/,
      ),
    });
    expect(planInvoice({ ...subject, payloadHash: 'fixed' }, [doubt], retry)).toMatchObject({ action: 'hold' });
    // The same invoice with another InvoiceId only (compared: nothing differs) is retried.
    const same = new Map([[doubt.id, []]]);
    expect(planInvoice({ ...subject, payloadHash: 'fixed', compared: same }, [doubt], retry)).toMatchObject({
      action: 'retry',
    });
    expect(planInvoice({ ...subject, payloadHash: 'sent' }, [doubt], retry)).toMatchObject({ action: 'retry' });
  });

  it('ignores rows that were only held back behind a doubt, never sent', () => {
    expect(planInvoice(subject, [invoiceRow({ state: 'in-doubt', sendingAt: null })], NONE)).toEqual({
      action: 'post',
    });
  });

  it('waits for the same key in flight in this run, and leaves one another upload is sending', () => {
    expect(planInvoice(subject, [invoiceRow({ state: 'sending', runId: 5 })], NONE)).toEqual({ action: 'wait' });
    expect(planInvoice(subject, [invoiceRow({ state: 'sending', runId: 4 })], { ...NONE, force: true })).toMatchObject({
      action: 'busy',
      detail: expect.stringContaining('run 4 is sending'),
    });
  });
});
