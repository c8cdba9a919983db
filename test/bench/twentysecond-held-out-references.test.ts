/** The twenty-second held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import {
  TWENTYSECOND_HELD_OUT_LAYOUTS,
  TWENTYSECOND_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-twentysecond/twentysecond-held-out-layouts.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for, less the
 * rows that are no invoice): a reference that read cancelled, annulled, rejected or refused
 * documents, a payment receipt, a total row, a box-number row or a title as invoices would read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'sat-cfdi-recibidos': 11,
  'dian-documentos-recibidos': 12,
  'eschf-portal-incoming': 10,
  'atk-libri-blerjeve': 11,
  'ramis-vat-schedule-purchases': 10,
  'mira-input-tax-statement': 10,
  'gdt-purchase-journal': 12,
  'sar-det-libro-compras': 12,
  'albania-efatura-received': 11,
  'freeagent-bills-export': 13,
};

/**
 * Invoice_Amount per currency, added up from each written file's cells apart from the references
 * and the mapping engine (a credit note negative whichever way its file writes it; cancelled,
 * annulled, rejected and refused documents, payment receipts and total rows left out).
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  // Total ($ text) of the Ingreso and Egreso rows not Cancelado, the Egreso negative though written positive, in pesos.
  'sat-cfdi-recibidos': { MXN: '791231.4000' },
  // Total per Divisa of the rows not Rechazado, the Nota crédito electrónica negative though written positive.
  'dian-documentos-recibidos': { COP: '114013935.0000', USD: '10731.9200' },
  // Стоимость с НДС (Windows-1251, decimal commas) of the rows not Аннулирован, the correction written negative, in roubles.
  'eschf-portal-incoming': { BYN: '122270.4000' },
  // Vlera totale of the rows under the names but Gjithsej, the Notë krediti written negative, in euros.
  'atk-libri-blerjeve': { EUR: '45937.2900' },
  // Value of Purchase and VAT Amount (comma-grouped) of the rows but Total, the Credit Note negative though written positive.
  'ramis-vat-schedule-purchases': { LKR: '14851722.6000' },
  // Value without GST and GST at 8 % and 16 % of every row, the credit note written negative, in rufiyaa.
  'mira-input-tax-statement': { MVR: '397159.6200' },
  // Total of the Purchase sheet's rows but its total, the Credit Note written negative, in whole riels.
  'gdt-purchase-journal': { KHR: '139830295.0000' },
  // Total of the Compras sheet, the Nota de Crédito negative though written positive, the Nota de Débito positive.
  'sar-det-libro-compras': { HNL: '1650038.7400' },
  // Vlera me TVSH per Monedha of the rows not Refuzuar, the Faturë korrigjuese written negative.
  'albania-efatura-received': { ALL: '3504040.0000', EUR: '-1148.0000' },
  // Total Value per Currency (not Native Total Value, in pounds), the bill credit note written negative.
  'freeagent-bills-export': { GBP: '29166.6500', EUR: '22371.6000', USD: '7520.5000' },
};

describeHeldOutReferences({
  name: 'twenty-second',
  layouts: TWENTYSECOND_HELD_OUT_LAYOUTS,
  referenceDir: TWENTYSECOND_HELD_OUT_REFERENCE_DIR,
  minLayouts: 8,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});
