/** The twenty-fourth held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import {
  TWENTYFOURTH_HELD_OUT_LAYOUTS,
  TWENTYFOURTH_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-twentyfourth/twentyfourth-held-out-layouts.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for, less the
 * rows that are no invoice): a reference that read annulled invoices, payments, a file record or a
 * total row as invoices would read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'seniat-libro-compras': 12,
  'mhsv-anexo-compras': 11,
  'uio-kuf': 11,
  'salyk-esf-reestr': 10,
  'taxoman-purchase-register': 10,
  'ethiomor-purchase-schedule': 12,
  'eboekhouden-mutaties': 9,
  'frcs-vat-purchases': 11,
  'laotax-purchase-book': 10,
  'accountedge-purchases': 9,
};

/**
 * Invoice_Amount per currency, added up from each written file's cells apart from the references
 * and the mapping engine (a credit note negative whichever way its file writes it; annulled
 * invoices, payments and total rows left out).
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  // Total Compras Incluyendo el IVA (number cells) of the rows but TOTALES, the credit note written negative, in bolívares.
  'seniat-libro-compras': { VES: '1336744.0000' },
  // TOTAL DE COMPRAS of every row, the type 05 (credit note) negative though written positive, in dollars.
  'mhsv-anexo-compras': { USD: '39006.3500' },
  // Iznos sa PDV-om (Windows-1250, decimal commas) of the kind 2 records, the 04 written negative, in marks.
  'uio-kuf': { BAM: '58700.9600' },
  // Общая стоимость per Валюта of the rows not Аннулирован.
  'salyk-esf-reestr': { KGS: '1639163.2500', USD: '32626.8900' },
  // الإجمالي شامل الضريبة (Arabic-Indic text, three decimals) of every row, the إشعار دائن written negative, in rials.
  'taxoman-purchase-register': { OMR: '8778.6730' },
  // Total Amount of every row, the Credit Note negative though written positive; Withholding Tax left out, in birr.
  'ethiomor-purchase-schedule': { ETB: '2490941.1000' },
  // Bedrag incl. BTW of the Factuur ontvangen rows (payments left out), the credit note written negative, in euros.
  'eboekhouden-mutaties': { EUR: '18445.3000' },
  // Value Inclusive of VAT (number cells) of the Purchases sheet's rows, the Credit Note written negative, in Fiji dollars.
  'frcs-vat-purchases': { FJD: '105185.2000' },
  // ມູນຄ່າລວມ (whole kip grouped with commas) of the rows but ລວມ, in kip.
  'laotax-purchase-book': { LAK: '1008655800.0000' },
  // Inc-Tax Total ($ with comma groups) of every line row, the return written negative, in dollars.
  'accountedge-purchases': { USD: '16334.2900' },
};

describeHeldOutReferences({
  name: 'twenty-fourth',
  layouts: TWENTYFOURTH_HELD_OUT_LAYOUTS,
  referenceDir: TWENTYFOURTH_HELD_OUT_REFERENCE_DIR,
  minLayouts: 8,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});
