/** The thirty-seventh held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  THIRTYSEVENTH_HELD_OUT_LAYOUTS,
  THIRTYSEVENTH_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-thirtyseventh/thirtyseventh-held-out-layouts.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for): a
 * reference that read the record-count line, the report lines above a header or an invoice's
 * second line as invoices would read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'sanmarino-registro-acquisti': 11,
  'aland-leverantorsfakturor': 10,
  'bermuda-ap-invoice-register': 10,
  'cayman-fund-expense-payables': 12,
  'puerto-rico-registro-compras': 11,
  'sage50-canada-purchases-journal': 10,
  'japanese-shiire-denpyo-ichiran': 10,
  'fuelcard-transaction-invoices': 10,
  'research-grant-payables': 10,
  'falklands-purchase-invoices': 9,
};

/**
 * Invoice_Amount per currency, the totals each file writes itself (for files without a total row
 * the figure added up from its cells), a credit negative.
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  // Totale documento of every row (the monofase owed to the State left out), the nota di credito negative.
  'sanmarino-registro-acquisti': { EUR: '37382.5000' },
  // Brutto of every row, the kreditnota negative.
  'aland-leverantorsfakturor': { EUR: '46358.1600' },
  // Invoice Amount once per AP Voucher, per Currency (not the BMD equivalent), the credit memo negative.
  'bermuda-ap-invoice-register': { BMD: '27886.6800', GBP: '3457.2000', USD: '1257.1200' },
  // Amount of every row, per Currency (the record-count line left out).
  'cayman-fund-expense-payables': { KYD: '26733.1500', USD: '31450.1400' },
  // Total of every row: Subtotal with both IVU columns, the nota de crédito negative.
  'puerto-rico-registro-compras': { USD: '51642.8300' },
  // Total of every row, per Currency, the return negative.
  'sage50-canada-purchases-journal': { CAD: '22692.0300', USD: '15096.2400' },
  // 伝票合計 once per 伝票番号, the 返品 negative.
  'japanese-shiire-denpyo-ichiran': { JPY: '5055372.0000' },
  // Net and VAT of every fuelling, added up (the file holds no invoice total); each Net is its litres at its PPL.
  'fuelcard-transaction-invoices': { GBP: '39043.1500' },
  // Gross Amount once per Voucher ID, per Currency, the vendor credit negative.
  'research-grant-payables': { EUR: '17331.0000', USD: '28399.6800' },
  // Invoice Total once per PL Ref, per Currency, the credit note negative.
  'falklands-purchase-invoices': { FKP: '10789.1300', GBP: '2375.7500' },
};

describeHeldOutReferences({
  name: 'thirty-seventh',
  layouts: THIRTYSEVENTH_HELD_OUT_LAYOUTS,
  referenceDir: THIRTYSEVENTH_HELD_OUT_REFERENCE_DIR,
  minLayouts: 8,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});

describe('thirty-seventh held-out Japanese slip list', () => {
  it('is Shift_JIS text as Japanese Excel saves it, not UTF-8', async () => {
    const layout = THIRTYSEVENTH_HELD_OUT_LAYOUTS.find((l) => l.name === 'japanese-shiire-denpyo-ichiran')!;
    const bytes = readFileSync(await layout.write(makeTempDir('japanese-shift-jis-')));
    expect(new TextDecoder('shift_jis').decode(bytes).split('\r\n')[0]).toBe(
      '伝票番号,伝票日付,仕入先コード,仕入先名,登録番号,相手先伝票No.,行,品名,数量,単価,金額,税率,消費税額,伝票合計',
    );
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
  });
});
