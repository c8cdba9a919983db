/** The fourteenth held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import {
  FOURTEENTH_HELD_OUT_LAYOUTS,
  FOURTEENTH_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-fourteenth/fourteenth-held-out-layouts.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for): a
 * reference that read annulled, revoked or declined documents, rate rows or totals as invoices
 * would read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'primavera-documentos-compra': 9,
  'sii-registro-compras': 10,
  'esf-zhurnal-vkhodyashchikh': 10,
  'sql-accounting-purchase-listing': 9,
  'quipu-libro-facturas-recibidas': 9,
  'rsge-mighebuli-angarish-faqturebi': 10,
  'gib-gelen-e-faturalar': 10,
  'didox-vkhodyashchie-dokumenty': 9,
};

/**
 * Invoice_Amount per currency, added up from each written file's cells apart from the references
 * and the mapping engine (a credit note negative whichever way its file writes it; an invoice's
 * total once however many rows it spans).
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  // Total Documento per Moeda of the rows with Anulado Não, the VNC rows negative though written positive.
  'primavera-documentos-compra': { EUR: '17073.9800', USD: '10147.2900' },
  // Monto Total of every row, in whole pesos, the Tipo Doc 61 rows negative though written positive.
  'sii-registro-compras': { CLP: '4595468.0000' },
  // Стоимость с учетом косвенных налогов of the Доставлен rows, the Дополнительный ones written negative; Отозван and Отклонен left out.
  'esf-zhurnal-vkhodyashchikh': { KZT: '17976510.0000' },
  // Doc Amt once per Doc No and Currency (not Local Doc Amt), the SC documents negative though written positive.
  'sql-accounting-purchase-listing': { MYR: '5832.5000', SGD: '12283.2800' },
  // Total factura (after the withholding) once per NIF proveedor and Nº factura, the rectificativas written negative.
  'quipu-libro-facturas-recibidas': { EUR: '1291.5800' },
  // თანხა დღგ-ს ჩათვლით of the დადასტურებული rows, the კორექტირების one written negative; the გაუქმებული rows left out.
  'rsge-mighebuli-angarish-faqturebi': { GEL: '111108.2500' },
  // Ödenecek Tutar (the total less the VAT withheld) per Para Birimi of the Kabul Edildi rows, the IADE rows negative though written positive.
  'gib-gelen-e-faturalar': { EUR: '10354.9800', TRY: '670612.9500' },
  // Стоимость поставки plus НДС сумма of every Подписан line (no document total is written); Отклонён left out.
  'didox-vkhodyashchie-dokumenty': { UZS: '649095440.0000' },
};

describeHeldOutReferences({
  name: 'fourteenth',
  layouts: FOURTEENTH_HELD_OUT_LAYOUTS,
  referenceDir: FOURTEENTH_HELD_OUT_REFERENCE_DIR,
  minLayouts: 6,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});
