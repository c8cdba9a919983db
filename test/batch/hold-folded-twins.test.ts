/** Which valid invoices of a run an invalid one of the same number, written otherwise, holds back. */
import { describe, expect, it } from 'vitest';
import { foldedTwinIds } from '../../src/batch/hold-folded-twins.js';
import type { RunKeyRow } from '../../src/journal/send-statements.js';

const row = (id: number, state: RunKeyRow['state'], invoiceNumber: string | null, payeeId: string | null = 'P1') => ({
  id,
  state,
  payeeId,
  invoiceNumber,
});

describe('foldedTwinIds', () => {
  it("holds the staged rows whose number is an invalid row's of the same vendor written otherwise", () => {
    expect(
      foldedTwinIds([
        row(1, 'staged', '00421'),
        row(2, 'invalid', '421'),
        row(3, 'staged', 'INV-7'),
        row(4, 'invalid', 'INV\u20137'),
        row(5, 'staged', '1001'),
        row(6, 'invalid', '1001.5'),
        row(7, 'staged', '421', 'P2'),
        row(8, 'staged', 'a-1'),
        row(9, 'invalid', null),
      ]),
    ).toEqual([1, 3]);
  });

  it('holds nothing when no row is invalid', () => {
    expect(foldedTwinIds([row(1, 'staged', '00421'), row(2, 'staged', '421')])).toEqual([]);
  });
});
