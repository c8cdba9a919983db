/** The twenty-ninth held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import { describe, expect, it } from 'vitest';
import {
  TWENTYNINTH_HELD_OUT_LAYOUTS,
  TWENTYNINTH_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-twentyninth/twentyninth-held-out-layouts.js';
import type { SheetCell } from '../../src/sheets/sheet-row.js';
import { openTable } from '../../src/sheets/open-table.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for, less the
 * rows that are no invoice): a reference that read cancelled invoices, sub-totals, repeated
 * headers, page lines, notes or creditors' postings as invoices would read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'togo-etat-achats': 10,
  'burkina-etat-achats': 11,
  'gabon-factures-recues': 12,
  'mali-journal-achats': 10,
  'seychelles-input-schedule': 11,
  'eswatini-gl-transactions': 9,
  'qatar-supplier-register': 13,
  'bahamas-vat-purchases': 12,
  'belize-gst-purchases': 11,
  'guyana-vat-purchases': 12,
};

/**
 * Invoice_Amount per currency, the totals each file writes itself (its total row, or for files
 * without one the figure added up from its cells), a credit note negative.
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  // Montant TTC of the rows the filter leaves shown (the two Annulée hidden), in francs CFA.
  'togo-etat-achats': { XOF: '14410187.0000' },
  // The file's own TOTAL FEVRIER 2024 Montant TTC (the Avoir written negative), sub-totals left out.
  'burkina-etat-achats': { XOF: '35500392.0000' },
  // montant_ttc per devise, the AVOIR negative though written positive.
  'gabon-factures-recues': { EUR: '10994.6500', XAF: '15553482.0000' },
  // The file's own TOTAL Montant TTC (not Net à payer, which is less the advances).
  'mali-journal-achats': { XOF: '40964530.0000' },
  // The file's own Total Value Incl. VAT (SR 873,496.89), the credit note taken off.
  'seychelles-input-schedule': { SCR: '873496.8900' },
  // Credit of the creditors' control postings (2100), the invoices' totals.
  'eswatini-gl-transactions': { SZL: '573069.5000' },
  // Gross Amount per Currency (not Net Payable, which is less the tax withheld).
  'qatar-supplier-register': { QAR: '189481.5300', USD: '12976.7400' },
  // The file's own Totals row's Total, the credit note written negative.
  'bahamas-vat-purchases': { BSD: '34526.9000' },
  // Total of every row, the CRN negative though written positive.
  'belize-gst-purchases': { BZD: '53241.0600' },
  // Total of every row above the notes, the credit note written negative.
  'guyana-vat-purchases': { GYD: '8176189.5800' },
};

describeHeldOutReferences({
  name: 'twenty-ninth',
  layouts: TWENTYNINTH_HELD_OUT_LAYOUTS,
  referenceDir: TWENTYNINTH_HELD_OUT_REFERENCE_DIR,
  minLayouts: 8,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});

const cellText = (c: SheetCell | undefined): string =>
  c === undefined || c.kind === 'empty'
    ? ''
    : c.kind === 'text' || c.kind === 'number'
      ? c.text
      : c.kind === 'date'
        ? c.date
        : '';

describe('the twenty-ninth held-out files', () => {
  it('togo: the filter left on hides the two cancelled invoices, which are still rows of the file', async () => {
    const layout = TWENTYNINTH_HELD_OUT_LAYOUTS.find((l) => l.name === 'togo-etat-achats')!;
    const file = await layout.write(makeTempDir('twentyninth-togo-hidden'));
    const table = await openTable(file, { headerRow: 4 });
    const statut = table.headers.indexOf('Statut');
    const rows: { statut: string; hidden: boolean }[] = [];
    for await (const batch of table.batches)
      for (const row of batch) rows.push({ statut: cellText(row.cells[statut]), hidden: row.hidden === true });
    expect(rows).toHaveLength(12);
    expect(rows.filter((r) => r.hidden).map((r) => r.statut)).toEqual(['Annulée', 'Annulée']);
    expect(rows.filter((r) => !r.hidden).every((r) => r.statut === 'Validée')).toBe(true);
  });

  it('qatar: each printed page repeats the header and ends with its page line', async () => {
    const layout = TWENTYNINTH_HELD_OUT_LAYOUTS.find((l) => l.name === 'qatar-supplier-register')!;
    const file = await layout.write(makeTempDir('twentyninth-qatar-pages'));
    const table = await openTable(file, { headerRow: 2, delimiter: ',' });
    const first: string[] = [];
    for await (const batch of table.batches) for (const row of batch) first.push(cellText(row.cells[0]));
    expect(first.filter((t) => t === 'Voucher No')).toHaveLength(2);
    expect(first.filter((t) => /^Page \d of 3$/.test(t))).toEqual(['Page 1 of 3', 'Page 2 of 3', 'Page 3 of 3']);
  });
});
