/** The thirteenth held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import {
  THIRTEENTH_HELD_OUT_LAYOUTS,
  THIRTEENTH_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-thirteenth/thirteenth-held-out-layouts.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for): a
 * reference that read totals, VAT-rate rows or cancelled documents as invoices would read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'jumis-ienakoso-rekinu-zurnals': 9,
  'kra-itax-vat-purchases': 10,
  'pantheon-knjiga-ulaznih-racuna': 9,
  'colppy-libro-iva-compras': 10,
  'eta-egypt-received-documents': 10,
  'vyapar-gstr2-purchase-report': 9,
};

/**
 * Invoice_Amount per currency, added up from each written file's cells apart from the references
 * and the mapping engine (a credit note negative whichever way its file writes it; an invoice's
 * total once however many rows it spans).
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  // Summa ar PVN per Valūta (not Summa EUR), the Kredītrēķins rows negative though written positive; Kopā left out.
  'jumis-ienakoso-rekinu-zurnals': { EUR: '15633.5900', USD: '17004.7500' },
  // Taxable Value (Ksh) plus Amount of VAT (Ksh) of every row, the credit notes (half an earlier invoice) written negative.
  'kra-itax-vat-purchases': { KES: '256125.1000' },
  // Iznos s PDV-om of every book row, the odobrenja written negative; UKUPNO left out.
  'pantheon-knjiga-ulaznih-racuna': { EUR: '28060.6400' },
  // Total in pesos (whatever Moneda says), the NC A rows negative though written positive; Totales left out.
  'colppy-libro-iva-compras': { ARS: '1549741.2600' },
  // الإجمالي of the صالح rows, the إشعار دائن rows negative though written positive; the ملغى rows left out.
  'eta-egypt-received-documents': { EGP: '190139.8500' },
  // Invoice Value once per GSTIN/UIN and Invoice No., the Debit Note rows negative though written positive.
  'vyapar-gstr2-purchase-report': { INR: '9986.9300' },
};

describeHeldOutReferences({
  name: 'thirteenth',
  layouts: THIRTEENTH_HELD_OUT_LAYOUTS,
  referenceDir: THIRTEENTH_HELD_OUT_REFERENCE_DIR,
  minLayouts: 6,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});
