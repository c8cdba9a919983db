import { describe, expect, it } from 'vitest';
import { gatherClaimBatch } from '../../../src/batch/send/gather-claim-batch.js';
import { keyOf } from '../../../src/batch/send/claim-staged-row.js';
import type { StagedInvoice } from '../../../src/journal/stage-statements.js';

const row = (id: number, invoiceNumber: string): StagedInvoice => ({
  id,
  seq: id,
  targetIdentity: 'sandbox:/t',
  payeeId: '0000100001',
  invoiceNumber,
  invoiceId: `ID-${id}`,
  payloadJson: '{}',
  payloadHash: 'h',
});

function reader(rows: StagedInvoice[]) {
  const left = [...rows];
  return async () => left.shift();
}

describe('gathering rows to claim together', () => {
  it('takes rows of different keys up to the size, parks keys in flight and keeps repeats for later', async () => {
    const rows = [row(1, 'A'), row(2, 'B'), row(3, 'A'), row(4, 'C'), row(5, 'D'), row(6, 'E')];
    const parked: number[] = [];
    const next = reader(rows);
    const first = await gatherClaimBatch(
      3,
      next,
      (key) => key === keyOf(row(0, 'B')),
      (_key, r) => parked.push(r.id),
    );
    expect(first.batch.map((r) => r.id)).toEqual([1, 4, 5]);
    expect(first.later.map((r) => r.id)).toEqual([3]);
    expect(parked).toEqual([2]);
    expect(first.end).toBe(false);

    const second = await gatherClaimBatch(
      3,
      next,
      () => false,
      () => undefined,
    );
    expect(second).toEqual({ batch: [rows[5]], later: [], end: true });
  });
});
