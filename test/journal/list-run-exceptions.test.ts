import { describe, expect, it } from 'vitest';
import { planOtherTarget } from '../../src/batch/plan-other-target.js';
import type { InvoiceRow } from '../../src/journal/invoice-row.js';
import { listRunExceptions } from '../../src/journal/list-run-exceptions.js';
import { invoiceRow, NONE } from '../batch/plan-fixtures.js';

const OTHER = 'http://127.0.0.1:47831/erp/invoicing/qa';
const PROXY = 'http://proxy.example/erp/invoicing/qa (eu), as instance 9';

/** The detail the upload writes for an invoice created under `target`. */
function createdThere(target: string, payloadHash = 'same'): string {
  const there = invoiceRow({ runId: 1, targetIdentity: target, outcomeAt: '2026-11-30T12:00:00.000Z' });
  return planOtherTarget({ runId: 2, payloadHash }, [there], NONE)!.detail;
}

/** A run's results pages as the journal hands them out, from rows held in memory. */
function journalOf(rows: Partial<InvoiceRow>[]) {
  const all = rows.map((row, index) => invoiceRow({ runId: 2, ...row, id: index + 1 }));
  return {
    lists: {
      listRunResultsPage: async (_runId: number, after: number, limit: number) =>
        all.filter((row) => row.id > after).slice(0, limit),
    },
  };
}

describe("a run's invoices skipped as created under another target", () => {
  it('are counted by that target, and no other skip or state is', async () => {
    const detail = createdThere(OTHER);
    const { otherTarget } = await listRunExceptions(
      journalOf([
        { state: 'skipped', detail },
        { state: 'skipped', detail },
        { state: 'skipped', detail: 'created by an earlier upload (run 1 on 2026-11-30) as instance 1' },
        { state: 'skipped', detail: createdThere(OTHER, 'other') },
        { state: 'failed', detail },
      ]),
      2,
    );
    expect(otherTarget).toEqual({ count: 2, targets: [{ target: OTHER, count: 2 }] });
  });

  it('name each target as the journal holds it, the most invoices first', async () => {
    const { otherTarget } = await listRunExceptions(
      journalOf([
        { state: 'skipped', detail: createdThere(OTHER) },
        { state: 'skipped', detail: createdThere(PROXY) },
        { state: 'skipped', detail: createdThere(PROXY) },
      ]),
      2,
    );
    expect(otherTarget.targets).toEqual([
      { target: PROXY, count: 2 },
      { target: OTHER, count: 1 },
    ]);
  });
});
