/** The thirty-sixth held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  THIRTYSIXTH_HELD_OUT_LAYOUTS,
  THIRTYSIXTH_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-thirtysixth/thirtysixth-held-out-layouts.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for): a
 * reference that read totals, payments, accruals, headings or an invoice's second line as
 * invoices would read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'macau-compras-registo': 11,
  'greenland-bilagsliste': 9,
  'tuvalu-tct-purchases': 10,
  'nauru-creditors-ledger': 10,
  'gibraltar-purchase-ledger': 11,
  'marshall-islands-ap-register': 10,
  'construction-progress-claims': 10,
  'forwarder-job-cost-accruals': 10,
  'liechtenstein-kreditorenjournal': 11,
  'hotel-ap-detail': 10,
};

/**
 * Invoice_Amount per currency, the totals each file writes itself (its total rows, or for files
 * without one the figure added up from its cells), a credit negative.
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  // 金額 of every row, per 幣別, the credit note negative.
  'macau-compras-registo': { HKD: '75407.7900', MOP: '47902.2000', USD: '24087.7800' },
  // Fakturabeløb once per Bilagsnr., per Valuta, the kreditnota negative.
  'greenland-bilagsliste': { DKK: '110889.1700', EUR: '6335.5000' },
  // The schedule's own TOTAL row's Value incl. TCT.
  'tuvalu-tct-purchases': { AUD: '34565.0900' },
  // Amount of every INV and CRN row (PMT payments left out).
  'nauru-creditors-ledger': { AUD: '35572.3700' },
  // Amount of every row, per Ccy, the bracketed credit note negative.
  'gibraltar-purchase-ledger': { EUR: '23038.0000', GBP: '7920.1700' },
  // The register's own Report Total (of its Line Amounts).
  'marshall-islands-ap-register': { USD: '40724.1000' },
  // Claimed incl. GST of every row (not the amount payable after retention), the variation negative.
  'construction-progress-claims': { AUD: '100254.0200' },
  // Invoice Total once per AP Voucher of a POSTED row, per Currency (ACCRUED rows left out).
  'forwarder-job-cost-accruals': { SGD: '37610.7400', USD: '15889.4000' },
  // Betrag brutto of every row, per Währung, the Gutschrift negative.
  'liechtenstein-kreditorenjournal': { CHF: '24977.1900', EUR: '5116.3700' },
  // Inv Total once per Doc No, per Curr, the credit memo negative.
  'hotel-ap-detail': { USD: '16293.4900', XCD: '76295.0800' },
};

describeHeldOutReferences({
  name: 'thirty-sixth',
  layouts: THIRTYSIXTH_HELD_OUT_LAYOUTS,
  referenceDir: THIRTYSIXTH_HELD_OUT_REFERENCE_DIR,
  minLayouts: 8,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});

describe('thirty-sixth held-out Macau register', () => {
  it('is Big5 text as Traditional Chinese Excel saves it, not UTF-8', async () => {
    const layout = THIRTYSIXTH_HELD_OUT_LAYOUTS.find((l) => l.name === 'macau-compras-registo')!;
    const bytes = readFileSync(await layout.write(makeTempDir('macau-big5-')));
    expect(new TextDecoder('big5').decode(bytes).split('\r\n')[0]).toBe(
      '憑證號碼,入帳日期,發票日期,供應商,發票號碼,摘要,幣別,金額,匯率,折合澳門元',
    );
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
  });
});
