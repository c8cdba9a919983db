/** The twenty-third held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import {
  TWENTYTHIRD_HELD_OUT_LAYOUTS,
  TWENTYTHIRD_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-twentythird/twentythird-held-out-layouts.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for, less the
 * rows that are no invoice): a reference that read voided, rejected or refused documents, a total
 * row, a row of column numbers or a title as invoices would read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'etims-purchases-list': 12,
  'bir-summary-list-purchases': 11,
  'efi-primljeni-racuni': 11,
  'ujp-kniga-vlezni-fakturi': 11,
  'agt-anexo-fornecedores': 11,
  'eimpots-etat-achats': 12,
  'zimra-input-tax-schedule': 12,
  'clearbooks-bills-export': 9,
  'vet-detalle-compras': 11,
  'faf-purchase-listing': 10,
};

/**
 * Invoice_Amount per currency, added up from each written file's cells apart from the references
 * and the mapping engine (a credit note negative whichever way its file writes it; voided, rejected
 * and refused documents and total rows left out).
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  // Total Amount of every row, the R (credit note) negative though written positive, in shillings.
  'etims-purchases-list': { KES: '3965712.0000' },
  // AMOUNT OF GROSS PURCHASE plus AMOUNT OF INPUT TAX of the rows but the column numbers and the Grand Total, in pesos.
  'bir-summary-list-purchases': { PHP: '3461488.5200' },
  // Ukupan iznos (decimal commas) of the rows not Odbijen, the Korektivni račun written negative, in euros.
  'efi-primljeni-racuni': { EUR: '39931.8700' },
  // Вкупно (Windows-1251, decimal commas) of the rows but the Вкупно row, the Одобрување written negative, in denars.
  'ujp-kniga-vlezni-fakturi': { MKD: '2717156.7400' },
  // Valor da Factura of every row, the NC negative though written positive, in kwanzas.
  'agt-anexo-fornecedores': { AOA: '27021051.0000' },
  // Montant TTC (whole francs grouped with no-break spaces) of every row, the Avoir written negative.
  'eimpots-etat-achats': { XOF: '32917951.0000' },
  // Value Including VAT per Currency, the Credit Note written negative.
  'zimra-input-tax-schedule': { USD: '25115.4200', ZAR: '297942.0000' },
  // Bill Total per Currency, once per Bill No., of the bills not Void, the Credit Note written negative.
  'clearbooks-bills-export': { GBP: '29107.9000', EUR: '9685.8500' },
  // Monto Total (UTF-16LE, tabs) of the rows but TOTALES, in córdobas; Retención IR left out.
  'vet-detalle-compras': { NIO: '1751230.0000' },
  // PurchaseValueAED plus VATValueAED of the rows above the two totals rows, in dirhams.
  'faf-purchase-listing': { AED: '101295.8500' },
};

describeHeldOutReferences({
  name: 'twenty-third',
  layouts: TWENTYTHIRD_HELD_OUT_LAYOUTS,
  referenceDir: TWENTYTHIRD_HELD_OUT_REFERENCE_DIR,
  minLayouts: 8,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});
