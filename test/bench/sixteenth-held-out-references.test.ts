/** The sixteenth held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import {
  SIXTEENTH_HELD_OUT_LAYOUTS,
  SIXTEENTH_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-sixteenth/sixteenth-held-out-layouts.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for): a
 * reference that read cancelled, rejected, voided or draft documents, totals or title rows as
 * invoices would read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'ksef-faktury-zakupowe': 10,
  'nav-online-szamla-bejovo': 9,
  'efaktur-pajak-masukan': 10,
  'myinvois-received-documents': 10,
  'sef-ulazne-fakture': 10,
  'sunat-sire-propuesta-rce': 10,
  'marg-purchase-register': 10,
  'billy-regninger': 10,
  'aeat-libro-facturas-recibidas': 9,
  'fbr-annex-a-purchases': 10,
};

/**
 * Invoice_Amount per currency, added up from each written file's cells apart from the references
 * and the mapping engine (a credit note negative whichever way its file writes it; void documents,
 * drafts and totals left out).
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  // Kwota brutto per Waluta of every row, the KOR corrections written negative.
  'ksef-faktury-zakupowe': { EUR: '-4759.3300', PLN: '20617.0300' },
  // Bruttó in the invoice's currency (column K, not the forint one in N) per Pénznem, the STORNO rows negative.
  'nav-online-szamla-bejovo': { EUR: '-1501.1400', HUF: '1603345.0000' },
  // JUMLAH_DPP + JUMLAH_PPN + JUMLAH_PPNBM of every row, in rupiah.
  'efaktur-pajak-masukan': { IDR: '636609050.0000' },
  // Total Payable Amount per Currency of the rows neither Cancelled nor Rejected, Credit Note rows negative though written positive.
  'myinvois-received-documents': { MYR: '21003.8100', USD: '16875.0000' },
  // Укупан износ per Валута of the rows not Одбијено, Отказано or Сторнирано, the Књижно одобрење rows negative though written positive.
  'sef-ulazne-fakture': { EUR: '4498.5500', RSD: '229060.0000' },
  // Total CP per Moneda of every row, the 07 notas de crédito written negative.
  'sunat-sire-propuesta-rce': { PEN: '14864.3000', USD: '6977.5000' },
  // Net Amt of the rows with a Type (not the month and grand totals), the Purchase Return rows negative though written positive.
  'marg-purchase-register': { INR: '44266.5900' },
  // Beløb inkl. moms per Valuta of the rows neither Kladde nor Annulleret, the Kreditnota rows written negative.
  'billy-regninger': { DKK: '25615.5100', EUR: '-3423.6200' },
  // Total factura once per NIF, Serie and Número, however many VAT rates it has rows for, the series R written negative.
  'aeat-libro-facturas-recibidas': { EUR: '16599.8800' },
  // Value of Sales Excluding Sales Tax + Sales Tax Involved + Extra Tax of every row, the CN rows negative though written positive.
  'fbr-annex-a-purchases': { PKR: '2571404.5000' },
};

describeHeldOutReferences({
  name: 'sixteenth',
  layouts: SIXTEENTH_HELD_OUT_LAYOUTS,
  referenceDir: SIXTEENTH_HELD_OUT_REFERENCE_DIR,
  minLayouts: 6,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});
