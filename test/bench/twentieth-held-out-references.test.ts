/** The twentieth held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import {
  TWENTIETH_HELD_OUT_LAYOUTS,
  TWENTIETH_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-twentieth/twentieth-held-out-layouts.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for, less the
 * rows that are no invoice): a reference that read annulled or rejected documents, section
 * headings, a document's second VAT rate or second line, totals or a title as invoices would read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'guatemala-fel-dte-recibidos': 10,
  'contabilium-comprobantes-compra': 11,
  'dgii-606-compras': 10,
  'defontana-libro-compras': 11,
  'simpl-releve-deductions': 10,
  'elfatoora-factures-recues': 10,
  'horizon-ienakosie-rekini': 10,
  'birokrat-knjiga-prejetih-racunov': 10,
  'accurate-faktur-pembelian': 10,
  'tra-vat-purchases-schedule': 10,
};

/**
 * Invoice_Amount per currency, added up from each written file's cells apart from the references
 * and the mapping engine (a credit note negative whichever way its file writes it; annulled and
 * rejected documents, section headings, subtotals and total rows left out).
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  // Monto (Gran Total) per Moneda of the rows not Anulado, the NCRE rows negative though written positive.
  'guatemala-fel-dte-recibidos': { GTQ: '33646.0800', USD: '4471.6400' },
  // Total of the rows but Totales, the Nota de Crédito rows negative though written positive, in pesos.
  'contabilium-comprobantes-compra': { ARS: '26152301.2500' },
  // Total (under Monto Facturado) plus Facturado (under ITBIS) of each row, the B04 NCFs negative though written positive, in pesos.
  'dgii-606-compras': { DOP: '2460534.4000' },
  // Total of the rows under the section headings, not the Total rows, the section 61 negative though written positive, in pesos.
  'defontana-libro-compras': { CLP: '38350370.0000' },
  // Montant TTC of every row (decimal commas; an invoice at two rates on two rows), the avoir written negative, in dirhams.
  'simpl-releve-deductions': { MAD: '37203.5000' },
  // Montant TTC (to the millime, stamp duty included) of the rows not Rejetée, the Avoir rows negative though written positive.
  'elfatoora-factures-recues': { TND: '38919.4900' },
  // Summa ar PVN per Valūta (Windows-1257, decimal commas), not the euro column, the Kredītrēķins rows written negative.
  'horizon-ienakosie-rekini': { EUR: '16249.7900', USD: '7093.4600' },
  // Column G (Vrednost z DDV) of the rows but Skupaj, the credit note written negative, in euros.
  'birokrat-knjiga-prejetih-racunov': { EUR: '39632.7500' },
  // Total Faktur once per No. Transaksi per Mata Uang, the return (RB) written negative.
  'accurate-faktur-pembelian': { IDR: '194777250.0000', USD: '11785.1100' },
  // Value (Excl. VAT) and VAT Amount (UTF-16, comma grouping) of the lines but TOTAL, the credit note in brackets negative, in shillings.
  'tra-vat-purchases-schedule': { TZS: '97688696.0000' },
};

describeHeldOutReferences({
  name: 'twentieth',
  layouts: TWENTIETH_HELD_OUT_LAYOUTS,
  referenceDir: TWENTIETH_HELD_OUT_REFERENCE_DIR,
  minLayouts: 8,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});
