/** The thirty-fifth held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  THIRTYFIFTH_HELD_OUT_LAYOUTS,
  THIRTYFIFTH_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-thirtyfifth/thirtyfifth-held-out-layouts.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { abnChecks } from './abn-checks.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for): a
 * reference that read totals, payments, headings or an invoice's second line as invoices would
 * read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'shipping-agent-fda-items': 10,
  'law-firm-disbursement-ledger': 11,
  'cis-subcontractor-payments': 10,
  'winery-grower-rcti': 10,
  'equatorial-guinea-libro-facturas-recibidas': 11,
  'chad-etat-achats': 10,
  'curacao-inkoopboek': 11,
  'jersey-purchase-day-book': 12,
  'niue-consumption-tax-purchases': 10,
  'moneyworks-creditor-transactions': 10,
};

/**
 * Invoice_Amount per currency, the totals each file writes itself (its total rows, or for files
 * without one the figure added up from its cells), a credit negative.
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  // FDA Total once per FDA No, per currency.
  'shipping-agent-fda-items': { EUR: '1524.5000', USD: '35145.5000' },
  // Voucher Total once per Voucher No., per currency.
  'law-firm-disbursement-ledger': { CNY: '54740.4000', GBP: '5916.8000', HKD: '218462.7500' },
  // Gross of every row (the deduction and net payment are not the invoices).
  'cis-subcontractor-payments': { GBP: '35396.7400' },
  // RCTI Total once per RCTI No, the adjustment note negative.
  'winery-grower-rcti': { AUD: '688884.7900' },
  // The book's own TOTALES row's Total Factura (13,323,120).
  'equatorial-guinea-libro-facturas-recibidas': { XAF: '13323120.0000' },
  // Montant TTC of every row, the avoir negative.
  'chad-etat-achats': { XAF: '28006508.0000' },
  // Bedrag incl. OB of every row, per Valuta, the creditnota negative.
  'curacao-inkoopboek': { USD: '11840.1000', XCG: '90007.9000' },
  // Gross of every row, the credit note negative.
  'jersey-purchase-day-book': { GBP: '37464.6500' },
  // Amount incl. NCT of every row, the credit negative.
  'niue-consumption-tax-purchases': { NZD: '49779.3700' },
  // Gross once per OurRef of a CI, the credit note negative (CP payments left out).
  'moneyworks-creditor-transactions': { NZD: '64076.2200' },
};

describeHeldOutReferences({
  name: 'thirty-fifth',
  layouts: THIRTYFIFTH_HELD_OUT_LAYOUTS,
  referenceDir: THIRTYFIFTH_HELD_OUT_REFERENCE_DIR,
  minLayouts: 8,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});

describe('thirty-fifth held-out winery RCTIs', () => {
  it('carry grower ABNs that pass the ABR check, as a grower-payment system holds them', async () => {
    const layout = THIRTYFIFTH_HELD_OUT_LAYOUTS.find((l) => l.name === 'winery-grower-rcti')!;
    const file = await layout.write(makeTempDir('winery-abn-'));
    const rows = readFileSync(file, 'utf8').trim().split('\r\n').slice(1);
    const abns = new Set(rows.map((r) => /,(\d\d \d{3} \d{3} \d{3}),/.exec(r)![1]!));
    expect(abns.size).toBeGreaterThanOrEqual(4);
    expect([...abns].filter((a) => !abnChecks(a))).toEqual([]);
  });
});
