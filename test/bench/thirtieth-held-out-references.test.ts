/** The thirtieth held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import { describe, expect, it } from 'vitest';
import {
  THIRTIETH_HELD_OUT_LAYOUTS,
  THIRTIETH_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-thirtieth/thirtieth-held-out-layouts.js';
import type { SheetCell } from '../../src/sheets/sheet-row.js';
import { openTable } from '../../src/sheets/open-table.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for): a
 * reference that read totals lines, the hidden list sheet or a description's second line as
 * invoices would read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'cyprus-vivlio-agoron': 12,
  'mauritania-etat-achats': 11,
  'luxembourg-sap-fbl1n': 12,
  'austria-bmd-buchungsjournal': 10,
  'slovakia-kniha-doslych-faktur': 12,
  'barbados-vat-purchases': 11,
  'suriname-inkoopboek': 10,
  'sierra-leone-gst-purchases': 11,
  'lesotho-purchases-detail': 9,
  'liberia-gst-purchases': 12,
};

/**
 * Invoice_Amount per currency, the totals each file writes itself (its total row, or for files
 * without one the figure added up from its cells), a credit note negative.
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  // The file's own Σύνολα Συνολική Αξία, the two credit notes taken off though written positive.
  'cyprus-vivlio-agoron': { EUR: '39197.4700' },
  // Montant TTC per Devise.
  'mauritania-etat-achats': { EUR: '23096.7600', MRU: '1475525.2200' },
  // Amount in DC per Curr. with its sign turned: invoices are credits to the vendor (1.234,56-).
  'luxembourg-sap-fbl1n': { EUR: '20709.2300', USD: '-1368.2200' },
  // Betrag of every posting with its sign turned: invoices (BC 2) are written negative, credit notes (BC 1) positive.
  'austria-bmd-buchungsjournal': { EUR: '26067.5000' },
  // The file's own Spolu line's Spolu, the dobropis written negative.
  'slovakia-kniha-doslych-faktur': { EUR: '58600.9000' },
  // The file's own TOTAL row's Total.
  'barbados-vat-purchases': { BBD: '124109.9500' },
  // Bedrag incl. BTW per Valuta (not Bedrag SRD, the buyer's conversion).
  'suriname-inkoopboek': { EUR: '11490.5000', SRD: '600548.1600', USD: '9359.6600' },
  // The file's own Total line's Value Incl. GST.
  'sierra-leone-gst-purchases': { SLE: '821413.9900' },
  // Incl. VAT per invoice's currency; the Report Total row's 1,100,545.75 is both together.
  'lesotho-purchases-detail': { LSL: '533017.1100', ZAR: '567528.6400' },
  // Total Amount per Currency (not Total in USD, the buyer's conversion).
  'liberia-gst-purchases': { LRD: '5265932.6900', USD: '25940.3900' },
};

describeHeldOutReferences({
  name: 'thirtieth',
  layouts: THIRTIETH_HELD_OUT_LAYOUTS,
  referenceDir: THIRTIETH_HELD_OUT_REFERENCE_DIR,
  minLayouts: 8,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});

const cellText = (c: SheetCell | undefined): string =>
  c === undefined || c.kind === 'empty' ? '' : c.kind === 'text' || c.kind === 'number' ? c.text : '';

describe('the thirtieth held-out files', () => {
  it('sierra leone: a description typed over several lines stays one cell of one record', async () => {
    const layout = THIRTIETH_HELD_OUT_LAYOUTS.find((l) => l.name === 'sierra-leone-gst-purchases')!;
    const file = await layout.write(makeTempDir('thirtieth-sierra-leone-breaks'));
    const table = await openTable(file, { headerRow: 2, delimiter: ',' });
    const description = table.headers.indexOf('Description');
    const texts: string[] = [];
    for await (const batch of table.batches) for (const row of batch) texts.push(cellText(row.cells[description]));
    expect(texts).toHaveLength(12); // 11 invoices and the Total line
    expect(texts.filter((t) => t.includes('\n')).length).toBe(11);
  });

  it('luxembourg: invoices are written with the sign after the amount, credit memos without one', async () => {
    const layout = THIRTIETH_HELD_OUT_LAYOUTS.find((l) => l.name === 'luxembourg-sap-fbl1n')!;
    const file = await layout.write(makeTempDir('thirtieth-luxembourg-sign'));
    const table = await openTable(file, { headerRow: 2, delimiter: '\t', encoding: 'windows-1252' });
    const [type, amount] = ['Typ', 'Amount in DC'].map((h) => table.headers.indexOf(h));
    const rows: { type: string; amount: string }[] = [];
    for await (const batch of table.batches)
      for (const row of batch) rows.push({ type: cellText(row.cells[type!]), amount: cellText(row.cells[amount!]) });
    expect(rows.filter((r) => r.type === 'KR').every((r) => /^\d{1,3}(\.\d{3})*,\d{2}-$/.test(r.amount))).toBe(true);
    expect(rows.filter((r) => r.type === 'KG').map((r) => /-$/.test(r.amount))).toEqual([false, false]);
  });

  it('austria: Betrag is signed by the creditor side (BC 2 negative, BC 1 positive), Steuer as input tax with code 9', async () => {
    const layout = THIRTIETH_HELD_OUT_LAYOUTS.find((l) => l.name === 'austria-bmd-buchungsjournal')!;
    const file = await layout.write(makeTempDir('thirtieth-austria-sign'));
    const table = await openTable(file, { delimiter: ';', encoding: 'windows-1252' });
    const [code, amount, tax, taxCode] = ['BC', 'Betrag', 'Steuer', 'Steuercode'].map((h) => table.headers.indexOf(h));
    const rows: { code: string; amount: string; tax: string; taxCode: string }[] = [];
    for await (const batch of table.batches)
      for (const row of batch)
        rows.push({
          code: cellText(row.cells[code!]),
          amount: cellText(row.cells[amount!]),
          tax: cellText(row.cells[tax!]),
          taxCode: cellText(row.cells[taxCode!]),
        });
    const invoices = rows.filter((r) => r.code === '2');
    expect(invoices.length).toBeGreaterThan(0);
    expect(invoices.every((r) => r.amount.startsWith('-') && !r.tax.startsWith('-'))).toBe(true);
    expect(rows.filter((r) => r.code === '1').every((r) => !r.amount.startsWith('-'))).toBe(true);
    // Input tax carries BMD's Vorsteuer code 9; a posting without tax has none.
    expect(new Set(rows.map((r) => (r.tax === '0,00' ? `none:${r.taxCode}` : r.taxCode)))).toEqual(
      new Set(['9', 'none:']),
    );
  });
});
