/**
 * A formula over a field that could not be read has no value: its own field is left out (the
 * unread field's problem says why), never computed as if that field were blank, so a control
 * total counts no invoice whose amount rests on a field with a problem.
 */
import { describe, expect, it } from 'vitest';
import { FileSummaryAccumulator } from '../../src/mapping/summarize-file.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { mappingOf, readAll, writeCsv } from './mapping-fixtures.js';

const HEAD = `
source: { dateFormats: [YYYY-MM-DD] }
invoice:
  InvoiceId: { template: "T-{Number}" }
  PayeeId: Vendor
  Invoice_Number: Number
  Invoice_Date: Date
  CurrencyCode: Cur
`;

/** [how the amount is computed, how the lines are read]: each reads the line column Code on the way. */
const MAPPINGS: Array<[string, string]> = [
  [
    'a SWITCH rate, its tax, then the sum',
    `${HEAD}  Invoice_Amount: { formula: 'SUM(items.Amount) + SUM(items.Tax)' }
items:
  Amount: Amount
  TaxRate: { formula: 'SWITCH([Code], "19", 19, "7", 7)' }
  Tax: { formula: 'ROUND(Amount * TaxRate / 100, 2)' }
`,
  ],
  [
    'a rate read from the column, the tax, then the sum',
    `${HEAD}  Invoice_Amount: { formula: 'SUM(items.Amount) + SUM(items.Tax)' }
items:
  Amount: Amount
  TaxRate: Code
  Tax: { formula: 'ROUND(Amount * TaxRate / 100, 2)' }
`,
  ],
  [
    'a line amount computed from the code, then the sum of amounts',
    `${HEAD}  Invoice_Amount: { formula: 'SUM(items.Amount)' }
items:
  Amount: { formula: '[Amount] * SWITCH([Code], "19", 1, "7", 2)' }
`,
  ],
  [
    'a line tax computed from the code, then the sum',
    `${HEAD}  Invoice_Amount: { formula: 'SUM(items.Amount) + SUM(items.Tax)' }
items:
  Amount: Amount
  Tax: { formula: 'ROUND(Amount * SWITCH([Code], "19", 0.19, "7", 0.07), 2)' }
`,
  ],
];

/** [code on the line, whether the amount can be known]: the codes every mapping knows, and codes none does. */
const CODES: Array<[string, boolean]> = [
  ['19', true],
  ['7', true],
  ['C', false],
  ['x1', false],
  ['0x1A', false],
];

describe('formulas over fields that could not be read', () => {
  it.each(MAPPINGS)('%s: an invoice whose amount is not known is in no total', async (_, yaml) => {
    const file = writeCsv(makeTempDir('formula-failed'), 'in.csv', [
      'Vendor,Number,Date,Cur,Amount,Code',
      ...CODES.map(([code], i) => `0000100001,N${i},2024-05-01,EUR,${10 * (i + 1)}.00,${code}`),
    ]);
    const invoices = await readAll(file, mappingOf(yaml));
    const summary = new FileSummaryAccumulator();
    for (const invoice of invoices) summary.add(invoice);
    const known = CODES.flatMap(([, ok], i) => (ok ? [i] : []));
    expect(invoices.map((invoice) => invoice.draft.Invoice_Amount !== undefined)).toEqual(CODES.map(([, ok]) => ok));
    // an invoice not known has the one problem of the field that could not be read; the formulas over it add none
    expect(invoices.map((invoice) => invoice.problems.length)).toEqual(CODES.map(([, ok]) => (ok ? 0 : 1)));
    const result = summary.result();
    expect(result.untotalled).toBe(CODES.length - known.length);
    expect(Object.keys(result.totals)).toEqual(['EUR']);
    expect(invoices.filter((_, i) => known.includes(i)).every((invoice) => invoice.invoice !== undefined)).toBe(true);
  });

  it("the trial's SWITCH file totals only the invoices whose tax was computed", async () => {
    const file = writeCsv(makeTempDir('formula-failed'), 'skipnum.csv', [
      'Vendor,Number,Date,Cur,Amount,Code',
      '0000100003,S-1,2024-05-01,EUR,10.00,19',
      '0000100003,S-2,2024-05-01,EUR,20.00,7',
      '0000100003,S-3,2024-05-01,EUR,30.00,1.10',
      '0000100003,S-4,2024-05-01,EUR,40.00,0x1A',
    ]);
    const invoices = await readAll(file, mappingOf(MAPPINGS[0]![1]));
    const summary = new FileSummaryAccumulator();
    for (const invoice of invoices) summary.add(invoice);
    expect(summary.result()).toMatchObject({ totals: { EUR: '33.3000' }, untotalled: 2 });
    // one problem per invoice: the rate's; the tax and amount that needed it add none
    expect(invoices.map((invoice) => invoice.problems.map((p) => p.field))).toEqual([
      [],
      [],
      ['InvoiceItems[0].TaxRate'],
      ['InvoiceItems[0].TaxRate'],
    ]);
  });
});
