/** The thirty-third held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  THIRTYTHIRD_HELD_OUT_LAYOUTS,
  THIRTYTHIRD_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-thirtythird/thirtythird-held-out-layouts.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for): a
 * reference that read totals, balances, payments or an invoice's second line as invoices would
 * read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'birchstreet-invoice-report': 11,
  'tangoe-invoice-detail': 10,
  'freight-audit-carrier-charges': 10,
  'energy-bill-validation-lines': 10,
  'powerchurch-ap-invoices': 10,
  'school-district-warrant-register': 12,
  'pharmacy-wholesaler-statement': 12,
  'bhutan-gst-purchase-register': 11,
  'cook-islands-vat-purchases': 12,
  'solomon-islands-purchases-day-book': 11,
};

/**
 * Invoice_Amount per currency, the totals each file writes itself (its total rows, or for files
 * without one the figure added up from its cells), a credit note negative.
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  // Invoice Total once per invoice, the credit negative.
  'birchstreet-invoice-report': { CAD: '14633.8500', USD: '13991.5200' },
  // Invoice Amount once per invoice, taxes and fees included, the credit negative.
  'tangoe-invoice-detail': { CAD: '8524.7800', EUR: '3917.9800', GBP: '4341.1100', USD: '9351.1500' },
  // Invoice Total (what the carrier billed, not the approved amount), the correction negative.
  'freight-audit-carrier-charges': { CAD: '5666.5200', USD: '9430.6200' },
  // Bill Total (inc VAT) once per bill, the credit note negative.
  'energy-bill-validation-lines': { GBP: '25554.5500' },
  // Invoice Amount once per invoice, the credit negative.
  'powerchurch-ap-invoices': { USD: '12310.0000' },
  // The register's own Report Total (53,361.50).
  'school-district-warrant-register': { USD: '53361.5000' },
  // Total of the INV and CRN rows, no balance or payment, the CRNs negative.
  'pharmacy-wholesaler-statement': { AUD: '67376.4800' },
  // Invoice Value (Nu.) of every row, the credit note negative.
  'bhutan-gst-purchase-register': { BTN: '2249459.4500' },
  // The three month Total rows' Total (incl VAT) added up, the credit note negative.
  'cook-islands-vat-purchases': { NZD: '84435.3200' },
  // Total SBD once per voucher, the credit negative.
  'solomon-islands-purchases-day-book': { SBD: '290360.5300' },
};

describeHeldOutReferences({
  name: 'thirty-third',
  layouts: THIRTYTHIRD_HELD_OUT_LAYOUTS,
  referenceDir: THIRTYTHIRD_HELD_OUT_REFERENCE_DIR,
  minLayouts: 8,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});

const layoutNamed = (name: string) => THIRTYTHIRD_HELD_OUT_LAYOUTS.find((l) => l.name === name)!;

const sheetOf = async (file: string) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  return workbook.worksheets[0]!;
};

describe('the thirty-third held-out files', () => {
  it('freight audit: UTF-16 big-endian with its byte-order mark, the header first', async () => {
    const bytes = readFileSync(
      await layoutNamed('freight-audit-carrier-charges').write(makeTempDir('thirtythird-freight')),
    );
    expect([...bytes.subarray(0, 4)]).toEqual([0xfe, 0xff, 0x00, 0x43]);
    const text = Buffer.from(bytes).swap16().toString('utf16le');
    expect(text.split('\r\n')[0]).toBe(
      '\ufeffCarrier Name,SCAC,PRO Number,Invoice Date,Ship Date,BOL Number,Origin,Destination,Weight (lbs),Charge Code,Charge Description,Charge Amount,Invoice Total,Approved Amount,Currency',
    );
    expect(text).toContain(',FSC,Fuel Surcharge,');
  });

  it('birchstreet: the Grand Total on row 2 adds up the extended amounts of the rows below it', async () => {
    const sheet = await sheetOf(await layoutNamed('birchstreet-invoice-report').write(makeTempDir('thirtythird-bs')));
    expect(sheet.getRow(2).getCell(1).value).toBe('Grand Total');
    let cents = 0;
    for (let r = 3; r <= sheet.rowCount; r++) cents += Math.round(Number(sheet.getRow(r).getCell(15).value) * 100);
    expect(Math.round(Number(sheet.getRow(2).getCell(15).value) * 100)).toBe(cents);
  });

  it('warrant register: a warrant pays several invoices, so the warrant number names no one invoice', async () => {
    const sheet = await sheetOf(
      await layoutNamed('school-district-warrant-register').write(makeTempDir('thirtythird-warrant')),
    );
    const invoicesOf = new Map<string, Set<string>>();
    sheet.eachRow((row, r) => {
      const warrant = row.getCell(1).value;
      if (r > 5 && typeof warrant === 'string') {
        invoicesOf.set(warrant, (invoicesOf.get(warrant) ?? new Set()).add(String(row.getCell(5).value)));
      }
    });
    expect([...invoicesOf.values()].some((invoices) => invoices.size > 1)).toBe(true);
  });

  it('cook islands: each VAT is 3/23 of its tax-inclusive total, to the cent, or nil for an import', async () => {
    const sheet = await sheetOf(await layoutNamed('cook-islands-vat-purchases').write(makeTempDir('thirtythird-ck')));
    let checked = 0;
    sheet.eachRow((row, r) => {
      if (r <= 3 || !(row.getCell(1).value instanceof Date)) return;
      const total = Math.round(Number(row.getCell(5).value) * 100);
      const vat = Math.round(Number(row.getCell(6).value) * 100);
      expect([Math.round((total * 3) / 23), 0]).toContain(vat);
      checked++;
    });
    expect(checked).toBe(12);
  });
});
