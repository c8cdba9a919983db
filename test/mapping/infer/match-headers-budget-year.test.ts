/**
 * A book's fiscal year names no budget (Deltek Costpoint's `Fiscal Year` on each voucher line):
 * `Fiscal Year` or `Geschäftsjahr` is never BudgetYear; a budget year's own name is.
 */
import { describe, expect, it } from 'vitest';
import { headerCandidates } from '../../../src/mapping/infer/match-headers.js';

/** The field the header fits best in its scope, if any. */
const best = (header: string, scope: 'invoice' | 'items') => headerCandidates([header], [scope])[0]?.field;

describe('fiscal and budget years', () => {
  it.each(['Fiscal Year', 'FiscalYear', 'FY', 'Geschäftsjahr', 'Fiscal Yr'])(
    'never reads "%s" as BudgetYear',
    (header) => {
      expect(headerCandidates([header], ['items']).map((c) => c.field)).not.toContain('BudgetYear');
    },
  );

  it.each(['Budget Year', 'BudgetYear'])('reads "%s" as BudgetYear', (header) => {
    expect(best(header, 'items')).toBe('BudgetYear');
  });
});
