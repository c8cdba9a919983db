/** The twelfth held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import {
  TWELFTH_HELD_OUT_LAYOUTS,
  TWELFTH_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-twelfth/twelfth-held-out-layouts.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for): a
 * reference that read titles, totals, VAT-rate rows or item rows as invoices would read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'moloni-documentos-compra': 9,
  'a3innuva-libro-facturas-recibidas': 10,
  'rivile-pirkimu-zurnalas': 10,
  'minimax-prejeti-racuni': 9,
  'autocount-purchase-invoice-listing': 8,
  'digiwin-jinxiang-fapiao': 10,
};

/**
 * Invoice_Amount per currency, added up from each written file's cells apart from the references
 * and the mapping engine (a credit note negative whichever way its file writes it; an invoice's
 * total once however many rows it spans).
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  // Total Documento once per supplier's Documento, the NC rows negative though written positive.
  'moloni-documentos-compra': { EUR: '45530.5400' },
  // Total Factura once per Nº Registro, the R1 rows written negative.
  'a3innuva-libro-facturas-recibidas': { EUR: '25749.6000' },
  // Suma su PVM per Valiuta (not the EUR column), the Grąžinimas rows negative though written positive.
  'rivile-pirkimu-zurnalas': { EUR: '10644.0200', USD: '17405.5500', PLN: '5080.0800' },
  // Skupaj račun once per Številka, the Dobropis rows written negative.
  'minimax-prejeti-racuni': { EUR: '29534.5800' },
  // The SubTotal (Incl. Tax) of the listing's own Total rows, in the Currency of the rows above each.
  'autocount-purchase-invoice-listing': { MYR: '26302.5300', USD: '5798.7300', SGD: '9360.7100' },
  // 合計 added up, the 格式 23 rows (returns and allowances) negative though written positive.
  'digiwin-jinxiang-fapiao': { TWD: '488683.0000' },
};

describeHeldOutReferences({
  name: 'twelfth',
  layouts: TWELFTH_HELD_OUT_LAYOUTS,
  referenceDir: TWELFTH_HELD_OUT_REFERENCE_DIR,
  minLayouts: 6,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});
