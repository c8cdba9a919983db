import { describe, expect, it } from 'vitest';
import { formatValidateSummary } from '../../src/print/format-validate-summary.js';

const summary = {
  invoices: 30,
  lines: 41,
  valid: 27,
  invalid: 3,
  problems: 4,
  totals: { EUR: '149913.7600', JPY: '1200.0000', EURO: '15.5000' },
  validTotals: { EUR: '149913.7600' },
  untotalled: 0,
};

describe('formatValidateSummary', () => {
  it('prints each total grouped with its currency places and marks a code that is no currency', () => {
    const text = formatValidateSummary(summary);
    expect(text).toMatch(/ {2}invoices +30\n {2}lines +41\n {2}valid +27\n {2}invalid +3\n/);
    expect(text).toMatch(/ {2}total EUR +149,913\.76\n/);
    expect(text).toMatch(/ {2}total JPY +1,200\n/);
    expect(text).toMatch(/ {2}total EURO \(not an ISO currency code\) +15\.50\n/);
  });
});
