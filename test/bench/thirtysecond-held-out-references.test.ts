/** The thirty-second held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  THIRTYSECOND_HELD_OUT_LAYOUTS,
  THIRTYSECOND_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-thirtysecond/thirtysecond-held-out-layouts.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for): a
 * reference that read totals lines, the titles or an invoice's second line as invoices would read
 * more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'ledes-98bi-invoices': 10,
  'procore-subcontractor-invoices': 11,
  'jaggaer-invoice-lines': 10,
  'ivalua-factures-lignes': 11,
  'mri-ap-invoice-register': 12,
  'lawson-ap-distributions': 10,
  'fleetio-service-entries': 12,
  'acomba-journal-achats': 12,
  'gambia-vat-purchases-schedule': 11,
  'palau-pgst-purchases': 10,
};

/**
 * Invoice_Amount per currency, the totals each file writes itself (its total line, or for files
 * without one the figure added up from its cells), a credit note negative.
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  // INVOICE_TOTAL once per invoice, tax included, the IF discount line taken off its invoice.
  'ledes-98bi-invoices': { EUR: '5033.5000', GBP: '22503.6000', USD: '5227.0000' },
  // Net Amount Due: retainage held back, the deductive change in parentheses negative.
  'procore-subcontractor-invoices': { USD: '27967.2000' },
  // Invoice Total once per invoice, the credit memo negative.
  'jaggaer-invoice-lines': { EUR: '370.5000', USD: '26656.0200' },
  // Montant TTC facture once per invoice, the Avoir (written positive) made negative.
  'ivalua-factures-lignes': { EUR: '20229.3000', GBP: '3023.7600', USD: '399.6000' },
  // The three entities' SUM rows' Gross added up, the CRN negative.
  'mri-ap-invoice-register': { GBP: '25001.7900' },
  // Invoice Amount once per voucher, the type C credit memo negative.
  'lawson-ap-distributions': { USD: '31789.8800' },
  // Total of every entry (no credits in a fleet's service log).
  'fleetio-service-entries': { USD: '26941.8800' },
  // The journal's own Total line's Total (52 300,18), the note de crédit negative.
  'acomba-journal-achats': { CAD: '52300.1800' },
  // The schedule's own TOTAL row's Total Incl. VAT, the credit note negative.
  'gambia-vat-purchases-schedule': { GMD: '3221668.8900' },
  // Total of every row, the credit -$466.88 negative.
  'palau-pgst-purchases': { USD: '36739.8300' },
};

describeHeldOutReferences({
  name: 'thirty-second',
  layouts: THIRTYSECOND_HELD_OUT_LAYOUTS,
  referenceDir: THIRTYSECOND_HELD_OUT_REFERENCE_DIR,
  minLayouts: 8,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});

const layoutNamed = (name: string) => THIRTYSECOND_HELD_OUT_LAYOUTS.find((l) => l.name === name)!;

describe('the thirty-second held-out files', () => {
  it('ledes: the format line first, 52 pipe-separated fields on each line, each line closed by []', async () => {
    const text = readFileSync(
      await layoutNamed('ledes-98bi-invoices').write(makeTempDir('thirtysecond-ledes')),
      'utf8',
    );
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines[0]).toBe('LEDES98BI V2[]');
    expect(lines.every((l) => l.endsWith('[]'))).toBe(true);
    expect(lines.slice(1).every((l) => l.split('|').length === 52)).toBe(true);
    // LINE_ITEM_TOTAL holds the line's tax in 98BI V2: the invoice total is their sum.
    const rows = lines.slice(2).map((l) => l.split('|'));
    const byInvoice = new Map<string, number>();
    for (const r of rows) byInvoice.set(r[1]!, (byInvoice.get(r[1]!) ?? 0) + Math.round(Number(r[12]) * 100));
    expect(rows.every((r) => byInvoice.get(r[1]!) === Math.round(Number(r[4]) * 100))).toBe(true);
  });

  it('lawson: codes written as bare ="…" cells, as a CSV for Excel keeps their zeros', async () => {
    const text = readFileSync(
      await layoutNamed('lawson-ap-distributions').write(makeTempDir('thirtysecond-lawson')),
      'utf8',
    );
    const rows = text.split('\r\n').slice(1, -1);
    expect(rows.every((r) => r.startsWith('="0100",="0000'))).toBe(true);
    expect(text.includes('"=""')).toBe(false);
  });

  it('mri: each entity closes with a total row whose amounts are SUM formulas with their results', async () => {
    const file = await layoutNamed('mri-ap-invoice-register').write(makeTempDir('thirtysecond-mri'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0]!;
    const totals: ExcelJS.Row[] = [];
    sheet.eachRow((row) => {
      if (String(row.getCell(1).value).startsWith('Total Entity')) totals.push(row);
    });
    expect(totals).toHaveLength(3);
    for (const row of totals) {
      const gross = row.getCell(12).value as ExcelJS.CellFormulaValue;
      expect(gross.formula).toMatch(/^SUM\(L\d+:L\d+\)$/);
      expect(typeof gross.result).toBe('number');
    }
  });

  it('palau: a Google Sheets download, LF line ends, no byte-order mark, the checkbox column TRUE or FALSE', async () => {
    const bytes = readFileSync(await layoutNamed('palau-pgst-purchases').write(makeTempDir('thirtysecond-palau')));
    expect(bytes.includes(0x0d)).toBe(false);
    expect(bytes[0]).not.toBe(0xef);
    const rows = bytes.toString('utf8').split('\n').slice(1, -1);
    expect(rows).toHaveLength(10);
    expect(rows.every((r) => /,(TRUE|FALSE)$/.test(r))).toBe(true);
  });
});
