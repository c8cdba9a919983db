/** The twenty-sixth held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import {
  TWENTYSIXTH_HELD_OUT_LAYOUTS,
  TWENTYSIXTH_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-twentysixth/twentysixth-held-out-layouts.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for, less the
 * rows that are no invoice): a reference that read supplier postings, section headings, sub-totals
 * or total rows as invoices would read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'burs-input-tax-schedule': 11,
  'namra-input-tax-schedule': 12,
  'dgid-etat-fournisseurs': 10,
  'impotscm-etat-achats': 11,
  'informe43-compras': 12,
  'ttbir-input-tax-schedule': 10,
  'lbvat-purchases-register': 10,
  'hetra-annexe-achats': 11,
  'unimicro-bilagsjournal': 9,
  'xena-kreditorfakturaer': 12,
};

/**
 * Invoice_Amount per currency, added up from each written file's cells apart from the references
 * and the mapping engine (a credit note negative whichever way its file writes it; headings,
 * sub-totals, total rows and supplier postings left out).
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  // Value Incl. VAT of the rows but TOTAL, the credit note written negative, in pula.
  'burs-input-tax-schedule': { BWP: '642213.6000' },
  // Amount Incl VAT (every row in NAD), each Credit Note negative though written positive.
  'namra-input-tax-schedule': { NAD: '709709.0000' },
  // Montant TTC (Windows-1252, whole francs grouped with spaces) of every row, the Avoir written negative.
  'dgid-etat-fournisseurs': { XOF: '25665285.0000' },
  // Montant TTC of the Détail des achats rows, the AV negative though written positive, in francs.
  'impotscm-etat-achats': { XAF: '23943787.0000' },
  // MONTO_BALBOAS plus ITBMS of every row (no total is written), the credit note written negative, posted in dollars.
  'informe43-compras': { USD: '52670.5100' },
  // Total per Currency, the credit note written negative.
  'ttbir-input-tax-schedule': { TTD: '109611.5800', USD: '13813.0900' },
  // المجموع (Arabic-Indic digits, ٬ groups, ٫ decimals) per العملة, the credit note written negative.
  'lbvat-purchases-register': { LBP: '2372400780.0000', USD: '11059.5600' },
  // Montant TTC (whole ariary grouped with dots) of the rows with a NIF, the avoir written negative.
  'hetra-annexe-achats': { MGA: '251172530.0000' },
  // Minus the Beløp of the supplier postings (2400), the credit note's signs swapped, in kroner.
  'unimicro-bilagsjournal': { NOK: '113160.0400' },
  // Beløb inkl. moms per Valuta, each Kreditnota negative though written positive.
  'xena-kreditorfakturaer': { DKK: '98397.4000', EUR: '32337.2500', SEK: '-85965.3700' },
};

describeHeldOutReferences({
  name: 'twenty-sixth',
  layouts: TWENTYSIXTH_HELD_OUT_LAYOUTS,
  referenceDir: TWENTYSIXTH_HELD_OUT_REFERENCE_DIR,
  minLayouts: 8,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});
