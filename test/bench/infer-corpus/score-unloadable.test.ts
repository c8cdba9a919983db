/**
 * A proposal that is not YAML is scored as proposing nothing: every reference key missing, none
 * right or wrong, rather than stopping the whole score.
 */
import { describe, expect, it } from 'vitest';
import { scoreUnloadable } from '../../../bench/infer-corpus/score-corpus.js';
import { scoreProposal } from '../../../bench/infer-corpus/score-proposal.js';

const reference = `source:
  type: csv
  headerRow: 2
layout:
  type: one-row
invoice:
  InvoiceId: Invoice No
  PayeeId: Supplier Name
  Invoice_Number: Invoice No
  Invoice_Date: Date
  CurrencyCode: { value: SLE }
  Invoice_Amount: Total
`;

describe('scoreUnloadable', () => {
  it('marks every key the reference scores missing, one-row layout included, and none right or wrong', () => {
    const scored = scoreProposal(reference, reference).keys.map((k) => k.key);
    const score = scoreUnloadable(reference);
    expect(score.keys.map((k) => k.key)).toEqual(scored);
    expect(score.keys.every((k) => k.verdict === 'missing')).toBe(true);
    expect(score).toMatchObject({ right: 0, wrong: 0, missing: scored.length });
    expect(scored).toContain('layout.type');
  });
});
