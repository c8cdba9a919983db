/** The twenty-fifth held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import {
  TWENTYFIFTH_HELD_OUT_LAYOUTS,
  TWENTYFIFTH_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-twentyfifth/twentyfifth-held-out-layouts.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for, less the
 * rows that are no invoice): a reference that read annulled invoices, supplier movements, month
 * headings or total rows as invoices would read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'contaplus-libro-iva-soportado': 11,
  'tango-subdiario-iva-compras': 12,
  'aspel-coi-polizas': 9,
  'nbr-input-vat-schedule': 10,
  'quickfile-purchase-invoices': 11,
  'taj-gct-purchases': 12,
  'irc-gst-schedules': 11,
  'mozat-anexo-fornecedores': 10,
  'andoz-reestri-hisobnomaho': 11,
  'mmtax-commercial-tax-purchases': 10,
};

/**
 * Invoice_Amount per currency, added up from each written file's cells apart from the references
 * and the mapping engine (a credit note negative whichever way its file writes it; annulled
 * invoices, headings and total rows left out).
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  // Total (Windows-1252, decimal commas) of the rows but Total período, the rectifying invoice written negative, in euros.
  'contaplus-libro-iva-soportado': { EUR: '28791.6700' },
  // Total of the rows but Totales, the N/C negative though written positive, in pesos.
  'tango-subdiario-iva-compras': { ARS: '48478897.2500' },
  // Abono less Cargo of the supplier's movements (201-01-xxx), the credit note's swapped, in pesos.
  'aspel-coi-polizas': { MXN: '284655.6000' },
  // Total incl. VAT per Currency, the إشعار دائن negative though written positive.
  'nbr-input-vat-schedule': { BHD: '6509.6320', USD: '8396.7700', SAR: '41523.5900' },
  // Gross Amount per Currency of every row, the credit note written negative.
  'quickfile-purchase-invoices': { GBP: '37392.7000', EUR: '5613.0000', USD: '17062.5000' },
  // Total Incl. GCT (text, commas, credits in parentheses) of the dated rows, in Jamaican dollars.
  'taj-gct-purchases': { JMD: '6384443.5000' },
  // Total Incl. GST (PGK) of the Purchases sheet's rows, the Adjustment Note written negative, in kina.
  'irc-gst-schedules': { PGK: '242346.0000' },
  // Valor Total (decimal commas) of every row, the NC negative though written positive, in meticais.
  'mozat-anexo-fornecedores': { MZN: '2093660.8000' },
  // Арзиш бо ААИ per Асъор of the rows not Бекоршуда, the Ислоҳӣ written negative.
  'andoz-reestri-hisobnomaho': { TJS: '296013.1200', USD: '10712.1500' },
  // စုစုပေါင်း (whole kyat grouped with commas) of every item row, the return written negative, in kyat.
  'mmtax-commercial-tax-purchases': { MMK: '60695629.0000' },
};

describeHeldOutReferences({
  name: 'twenty-fifth',
  layouts: TWENTYFIFTH_HELD_OUT_LAYOUTS,
  referenceDir: TWENTYFIFTH_HELD_OUT_REFERENCE_DIR,
  minLayouts: 8,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});
