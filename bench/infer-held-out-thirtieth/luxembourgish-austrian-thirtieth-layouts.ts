/**
 * Thirtieth held-out layouts: a Luxembourg company's SAP vendor line items (FBL1N) saved as a
 * spreadsheet text file (tab-delimited Windows-1252, two list lines above the header, amounts in
 * the user's notation 1.234,56 with the sign after a negative, a vendor invoice KR posted as a
 * credit to the vendor and so negative, a credit memo KG positive, a currency per row, the tax
 * code but no tax amount; TVA 17 %, 8 %, 0 %: Loi TVA art. 40), and an Austrian company's BMD
 * NTCS posting journal of incoming invoices exported to CSV (Windows-1252, semicolons, a decimal
 * comma, one row per cost posting, the creditor's account and name on each, the supplier's
 * number beside BMD's own, the posting code 2 (credit) for an invoice and 1 (debit) for a credit
 * note, the gross signed by that side and the input tax signed apart, as BMD's booking fields
 * are; USt 20 %, 10 %, 0 %: UStG 1994 § 10). Written from each system's public help and
 * the countries' tax rules, without reading infer's code and without running infer on them; the
 * layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { writeCodePageCsv } from '../infer-held-out-twentyseventh/twentyseventh-formats.js';
import { dotted } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { inMonth } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { localLines, signAfter, totals } from './thirtieth-formats.js';

/** SAP tax codes of input VAT by rate (a client's own; assumed). */
const TAX_CODE: Readonly<Record<number, string>> = { 17: 'V1', 8: 'V3', 0: 'V0' };

/**
 * Vendor line items of March 2024 as the ALV list saves them: a list title and a blank line,
 * then per item the status, vendor, name, assignment, SAP document number, type (KR invoice, KG
 * credit memo), document date, posting key (31, 21), amount in document currency (an invoice
 * negative, written `1.234,56-`), currency (EUR, USD for one vendor), tax code, the supplier's
 * reference and the text.
 */
export const luxembourgSapFbl1n: CorpusLayout = {
  name: 'luxembourg-sap-fbl1n',
  modelledOn:
    'SAP vendor line item display FBL1N saved as a spreadsheet text file by a Luxembourg company (layout assumed), tab-delimited Windows-1252, a list title, St, Vendor, Name 1, Assignment, DocumentNo, Typ KR / KG, Doc. Date DD.MM.YYYY, PK 31 / 21, Amount in DC 1.234,56- (invoices negative, the sign after), Curr. EUR / USD, Tx V1 / V3 / V0, Reference, Text',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(inMonth(corpusInvoices(30103, 12, 6, ['EUR', 'EUR', 'EUR', 'USD', 'EUR', 'EUR']), 3));
    const rows: CorpusCell[][] = [
      ['Vendor Line Item Display'],
      [],
      [
        'St',
        'Vendor',
        'Name 1',
        'Assignment',
        'DocumentNo',
        'Typ',
        'Doc. Date',
        'PK',
        'Amount in DC',
        'Curr.',
        'Tx',
        'Reference',
        'Text',
      ],
    ];
    invoices.forEach((i, n) => {
      const credit = n === 4 || n === 9;
      const lines = localLines(i, i.currency === 'USD' ? 1.08 : 1, [17, 8, 0]);
      const gross = totals(lines).gross;
      rows.push([
        'O',
        String(400000 + i.vendor * 17),
        i.vendorName,
        `2024${String(i.date.m).padStart(2, '0')}${String(i.date.d).padStart(2, '0')}`,
        String(i.document),
        credit ? 'KG' : 'KR',
        dotted(i.date),
        credit ? '21' : '31',
        signAfter(credit ? gross : -gross),
        i.currency,
        TAX_CODE[lines[0]!.rate]!,
        i.number,
        i.lines[0]!.description,
      ]);
    });
    return writeCodePageCsv(dir, 'FBL1N_2024-03.txt', rows, '\t', 'windows-1252');
  },
};

/** BMD cost accounts by the corpus's general-ledger account (Austrian EKR class 7; assumed). */
const KONTO: Readonly<Record<string, string>> = {
  '610000': '7650',
  '610100': '7651',
  '612000': '7655',
  '615500': '7660',
  '618000': '7690',
};

/**
 * BMD's posting journal of incoming invoices (Buchungssymbol ER) for January to March 2024: per
 * cost posting the creditor's account and name, the cost account, BMD's voucher number, the
 * supplier's invoice number, the voucher date (DD.MM.YYYY), the symbol, the posting code (2 for
 * an invoice, 1 for a credit note), the rate, the tax code (9, input tax; empty without tax), the gross signed by the creditor's
 * side (an invoice's credit negative, a credit note's debit positive) and its input tax (positive
 * on an invoice, negative on a credit note), and the text.
 */
export const austriaBmdBuchungsjournal: CorpusLayout = {
  name: 'austria-bmd-buchungsjournal',
  modelledOn:
    'BMD NTCS Buchungsjournal CSV of incoming invoices by an Austrian company (layout assumed), Windows-1252, semicolons, 1234,56, one row per cost posting: Konto (creditor), Kontobezeichnung, Gegenkonto, Belegnr, Fremdbelegnr, Belegdatum DD.MM.YYYY, BS ER, BC 2 / 1 (invoice / credit note), Prozent 20 / 10 / 0, Steuercode 9 (input tax) or empty, Betrag gross signed by the creditor side (invoice negative, credit note positive), Steuer input tax (invoice positive, credit note negative), Text, EUR implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(30104, 10, 6));
    const rows: CorpusCell[][] = [
      [
        'Konto',
        'Kontobezeichnung',
        'Gegenkonto',
        'Belegnr',
        'Fremdbelegnr',
        'Belegdatum',
        'BS',
        'BC',
        'Prozent',
        'Steuercode',
        'Betrag',
        'Steuer',
        'Text',
      ],
    ];
    invoices.forEach((i, n) => {
      const credit = n === 6;
      localLines(i, 1, [20, 10, 0]).forEach((l, k) => {
        rows.push([
          String(33000 + i.vendor * 11),
          i.vendorName,
          KONTO[i.lines[k]!.glAccount]!,
          String(240001 + n),
          i.number,
          dotted(i.date),
          'ER',
          credit ? '1' : '2',
          l.rate,
          // BMD's code for domestic input tax is 9; a posting without tax leaves it empty.
          l.rate === 0 ? null : '9',
          // BMD's booking fields sign the gross by the creditor's side (Haben negative) and input tax positive.
          money(credit ? l.net + l.tax : -(l.net + l.tax), 'plain-comma'),
          money(credit ? -l.tax : l.tax, 'plain-comma'),
          l.description,
        ]);
      });
    });
    return writeCodePageCsv(dir, 'Buchungsjournal_ER_Q1_2024.csv', rows, ';', 'windows-1252');
  },
};
