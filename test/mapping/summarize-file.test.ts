import { describe, expect, it } from 'vitest';
import type { MappedInvoice } from '../../src/mapping/mapped-invoice.js';
import { FileSummaryAccumulator } from '../../src/mapping/summarize-file.js';
import type { Invoice } from '../../src/invoice/invoice-schema.js';

function mapped(
  currency: string | undefined,
  amount: string | undefined,
  lines: number,
  valid: boolean,
): MappedInvoice {
  const invoice = valid ? ({ CurrencyCode: currency, Invoice_Amount: amount } as Invoice) : undefined;
  return {
    file: 'f.csv',
    sheet: undefined,
    rows: '2',
    firstRow: 2,
    draft: { CurrencyCode: currency, Invoice_Amount: amount, lines },
    invoice,
    problems: valid
      ? []
      : [
          { file: 'f.csv', message: 'bad' },
          { file: 'f.csv', message: 'worse' },
        ],
  };
}

describe('summarizing a file', () => {
  it('counts invoices, lines, valid and invalid, and totals per currency exactly', () => {
    const summary = new FileSummaryAccumulator();
    for (let i = 0; i < 10; i++) summary.add(mapped('EUR', '0.1000', 2, true));
    summary.add(mapped('USD', '-45.0000', 1, true));
    // Lower case is no currency code: validation refuses it, so no total is named by it.
    summary.add(mapped('usd', '5.0000', 3, false));
    summary.add(mapped(undefined, '7.0000', 1, false));
    expect(summary.result()).toEqual({
      invoices: 13,
      lines: 25,
      valid: 11,
      invalid: 2,
      problems: 4,
      totals: { EUR: '1.0000', USD: '-45.0000' },
      validTotals: { EUR: '1.0000', USD: '-45.0000' },
      untotalled: 2,
      hidden: 0,
      hiddenTotals: {},
    });
  });

  it('leaves out of the totals an invoice whose currency validation refused, whatever the code looks like', () => {
    const summary = new FileSummaryAccumulator();
    const refused = mapped('QQQ', '3.0000', 1, false);
    refused.problems = [{ file: 'f.csv', field: 'CurrencyCode', value: 'QQQ', message: 'not ISO 4217' }];
    summary.add(refused);
    summary.add(mapped('EUR', '2.0000', 1, true));
    expect(summary.result()).toMatchObject({ totals: { EUR: '2.0000' }, untotalled: 1 });
  });

  it('is all zeros for an empty file', () => {
    expect(new FileSummaryAccumulator().result()).toEqual({
      invoices: 0,
      lines: 0,
      valid: 0,
      invalid: 0,
      problems: 0,
      totals: {},
      validTotals: {},
      untotalled: 0,
      hidden: 0,
      hiddenTotals: {},
    });
  });
});
