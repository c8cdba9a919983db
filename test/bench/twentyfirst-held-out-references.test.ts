/** The twenty-first held-out set is a fair judge of `mapping infer` (held-out-references.ts says what that takes). */
import {
  TWENTYFIRST_HELD_OUT_LAYOUTS,
  TWENTYFIRST_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-twentyfirst/twentyfirst-held-out-layouts.js';
import { describeHeldOutReferences } from './held-out-references.js';

/**
 * Invoices each layout's writer puts in its file (the count it asks corpusInvoices for, less the
 * rows that are no invoice): a reference that read cancelled or rejected documents, a bill's second
 * line, a total row or a title as invoices would read more.
 */
const WRITTEN: Readonly<Record<string, number>> = {
  'firs-mbs-received-invoices': 11,
  'rra-ebm-purchases-report': 10,
  'mra-ifp-invoices-received': 12,
  'ebarimt-hudaldan-avalt': 10,
  'mushak-6-1-purchase-book': 10,
  'chanjet-tplus-caigou-fapiao': 10,
  'armenia-src-received-einvoices': 10,
  'etaxes-elektron-qaime': 10,
  'moldova-efactura-primite': 11,
  'kashoo-bills-export': 10,
};

/**
 * Invoice_Amount per currency, added up from each written file's cells apart from the references
 * and the mapping engine (a credit note negative whichever way its file writes it; cancelled and
 * rejected documents and total rows left out, a total repeated on each line counted once).
 */
const SIGNED_TOTALS: Readonly<Record<string, Record<string, string>>> = {
  // Payable Amount per Document Currency Code, the 381 rows negative though written positive.
  'firs-mbs-received-invoices': { NGN: '6585881.2500', USD: '14255.0400' },
  // Total Amount of the rows but TOTAL, the NR refund negative though written positive, whole francs.
  'rra-ebm-purchases-report': { RWF: '12787306.0000' },
  // Total Amt Incl VAT (comma-grouped) per Currency, the CRN rows negative though written positive, the DRN positive.
  'mra-ifp-invoices-received': { EUR: '20343.8100', MUR: '1002340.0000' },
  // Нийт дүн of every row, the Буцаалт written negative, in tugriks.
  'ebarimt-hudaldan-avalt': { MNT: '115456650.0000' },
  // Value, Supplementary Duty and VAT of the numbered rows (not Total), the credit note written negative, in taka.
  'mushak-6-1-purchase-book': { BDT: '3776132.4400' },
  // 价税合计 of the rows but 合计 (GBK), 人民币 as CNY and 美元 as USD, the 红字 invoice written negative.
  'chanjet-tplus-caigou-fapiao': { CNY: '315820.8000', USD: '2600.5900' },
  // Ընդհանուր արժեք of the rows not Չեղարկված, the adjusting invoice written negative, in drams.
  'armenia-src-received-einvoices': { AMD: '17772888.0000' },
  // Yekun məbləğ once per Seriya and Nömrə (decimal commas), the Qaytarma negative though written positive.
  'etaxes-elektron-qaime': { AZN: '83367.9600' },
  // Valoarea totală cu TVA of the rows not Respinsă, the corrective invoice written negative, in lei.
  'moldova-efactura-primite': { MDL: '816386.8000' },
  // Total of every line per Currency, the Vendor Credit written negative.
  'kashoo-bills-export': { CAD: '6797.5900', USD: '32822.5000' },
};

describeHeldOutReferences({
  name: 'twenty-first',
  layouts: TWENTYFIRST_HELD_OUT_LAYOUTS,
  referenceDir: TWENTYFIRST_HELD_OUT_REFERENCE_DIR,
  minLayouts: 8,
  written: WRITTEN,
  signedTotals: SIGNED_TOTALS,
});
