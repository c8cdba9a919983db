/** The thirty-first held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  THIRTYFIRST_HELD_OUT_LAYOUTS,
  THIRTYFIRST_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-thirtyfirst/thirtyfirst-held-out-layouts.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for): a
 * reference that read totals lines, the titles or an invoice's second rate or line as invoices
 * would read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'malta-vat-purchases-register': 12,
  'andorra-llibre-factures-rebudes': 11,
  'faroe-keypsbok': 12,
  'djibouti-journal-achats': 10,
  'timor-leste-rejistu-kompras': 9,
  'brunei-purchase-invoice-listing': 12,
  'new-caledonia-journal-achats': 12,
  'saint-lucia-vat-purchases-schedule': 11,
  'deltek-costpoint-ap-vouchers': 10,
  'ifs-cloud-supplier-invoices': 12,
};

/**
 * Invoice_Amount per currency, the totals each file writes itself (its total line, or for files
 * without one the figure added up from its cells), a credit note negative.
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  // The file's own Total line's Total (€42,916.16), the credit note written negative.
  'malta-vat-purchases-register': { EUR: '42916.1600' },
  // Total of every row, an invoice of two rates on two rows.
  'andorra-llibre-factures-rebudes': { EUR: '33873.9200' },
  // Tilsamans per Gjaldoyra, the Kreditnota written negative.
  'faroe-keypsbok': { DKK: '176736.7200', EUR: '25125.5000' },
  // The file's own Total journal line's Montant TTC (4 305 120 DJF).
  'djibouti-journal-achats': { DJF: '4305120.0000' },
  // Totál of every line, the Nota Kréditu's lines negative.
  'timor-leste-rejistu-kompras': { USD: '37477.2600' },
  // Amount per Curr; the Grand Total row's 51,179.94 is both at par.
  'brunei-purchase-invoice-listing': { BND: '36197.8000', SGD: '14982.1400' },
  // The file's own TOTAUX row's TTC.
  'new-caledonia-journal-achats': { XPF: '4825244.0000' },
  // Invoice Amt once per voucher, the credit memo negative.
  'deltek-costpoint-ap-vouchers': { USD: '53590.1100' },
  // Gross Amount per Currency (not the gross in kronor, the buyer's conversion).
  'ifs-cloud-supplier-invoices': { EUR: '13748.0000', SEK: '411377.4300', USD: '3869.1000' },
};

describeHeldOutReferences({
  name: 'thirty-first',
  layouts: THIRTYFIRST_HELD_OUT_LAYOUTS,
  referenceDir: THIRTYFIRST_HELD_OUT_REFERENCE_DIR,
  minLayouts: 8,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});

const layoutNamed = (name: string) => THIRTYFIRST_HELD_OUT_LAYOUTS.find((l) => l.name === name)!;

describe('the thirty-first held-out files', () => {
  it('malta: a package’s sep=, line comes first, in Windows-1252, and every amount carries the euro sign', async () => {
    const bytes = readFileSync(
      await layoutNamed('malta-vat-purchases-register').write(makeTempDir('thirtyfirst-malta')),
    );
    // Excel reads a file without a byte-order mark in the locale's code page: € is the byte 0x80 there.
    expect(bytes.includes(Buffer.from([0xe2, 0x82, 0xac]))).toBe(false);
    expect(bytes.includes(Buffer.from('Café', 'latin1'))).toBe(true);
    const lines = bytes.toString('latin1').split('\r\n');
    expect(lines[0]).toBe('sep=,');
    expect(lines[1]!.startsWith('Date,Supplier,')).toBe(true);
    expect(lines.slice(2, -1).every((l) => /(^|,)"?-?\x80\d/.test(l))).toBe(true);
  });

  it('faroe: Mac Roman with a lone CR after each line, as Excel for Mac saves CSV (Macintosh)', async () => {
    const bytes = readFileSync(await layoutNamed('faroe-keypsbok').write(makeTempDir('thirtyfirst-faroe')));
    expect(bytes.includes(0x0a)).toBe(false);
    expect(bytes.filter((b) => b === 0x0d).length).toBe(13); // the header and 12 invoices
    // Upphædd: æ is 0xBE in Mac Roman (0xE6 in Latin-1).
    expect(bytes.includes(Buffer.from([0x55, 0x70, 0x70, 0x68, 0xbe, 0x64, 0x64]))).toBe(true);
  });

  it('faroe: a supplier abroad, billing euros without MVG, has no V-tal', async () => {
    const bytes = readFileSync(await layoutNamed('faroe-keypsbok').write(makeTempDir('thirtyfirst-faroe-vtal')));
    const rows = new TextDecoder('macintosh')
      .decode(bytes)
      .split('\r')
      .slice(1, -1)
      .map((r) => r.split(';'));
    const euro = rows.filter((r) => r[11] === 'EUR');
    expect(euro.length).toBeGreaterThan(0);
    expect(euro.every((r) => r[4] === '' && r[9] === '0,00')).toBe(true);
    expect(rows.filter((r) => r[11] === 'DKK').every((r) => /^\d{6}$/.test(r[4]!))).toBe(true);
  });

  it('djibouti: ISO-8859-15 with LF line ends, amounts in whole francs followed by DJF', async () => {
    const bytes = readFileSync(await layoutNamed('djibouti-journal-achats').write(makeTempDir('thirtyfirst-djibouti')));
    expect(bytes.includes(0x0d)).toBe(false);
    const text = new TextDecoder('iso-8859-15').decode(bytes);
    const rows = text.split('\n').filter((l) => /^A[CV]24-/.test(l));
    expect(rows.length).toBeGreaterThan(10);
    expect(
      rows.every((r) =>
        r
          .split(';')
          .slice(6)
          .every((a) => /^-?\d{1,3}( \d{3})* DJF$/.test(a)),
      ),
    ).toBe(true);
  });
});
