/**
 * Tenth held-out layouts in Hindi and Swiss German: a BUSY (India) purchase register in its Hindi
 * interface and an Abacus (Switzerland) list of creditor documents. Written from each product's
 * public documentation and its country's conventions (named at each layout), without reading infer's
 * code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';

const p2 = (n: number) => String(n).padStart(2, '0');
type Day = { y: number; m: number; d: number };

/**
 * BUSY's purchase register (Display > Account Books > Purchase Register, its interface set to Hindi,
 * exported to Excel): the company, the title and the period above the header, then one row per
 * purchase voucher: the date DD-MM-YY, BUSY's own voucher number, the voucher type (खरीद a purchase,
 * खरीद वापसी a purchase return, which the register writes positive), the party beside its GSTIN
 * (fifteen characters: state code, PAN, entity, Z, check), the supplier's bill number, the taxable
 * value, the IGST of a supply from another state or the CGST and SGST halves of one within the state,
 * and the bill's total, and a कुल (total) row at the end (busy.in FAQ on GST accounts: CGST, SGST and
 * IGST input ledgers under Duties and Taxes; the GST invoice fields of CGST Rule 46; GST of 18 % and
 * 12 %, none on an exempt supply). INR, number cells.
 */
export const busyKharidRegister: CorpusLayout = {
  name: 'busy-kharid-register',
  modelledOn:
    'BUSY purchase register in Hindi, Excel: Hindi headers under company, title and period rows, दिनांक DD-MM-YY, वाउचर सं. beside बिल सं., वाउचर प्रकार खरीद / खरीद वापसी (positive), पार्टी का नाम beside GSTIN, कर योग्य मूल्य, IGST or CGST and SGST, कुल राशि, a कुल row, INR',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(10707, 10, 8, ['INR']).sort((a, b) => a.date.m - b.date.m || a.date.d - b.date.d);
    const header = [
      'दिनांक',
      'वाउचर सं.',
      'वाउचर प्रकार',
      'पार्टी का नाम',
      'GSTIN',
      'बिल सं.',
      'कर योग्य मूल्य',
      'IGST',
      'CGST',
      'SGST',
      'कुल राशि',
    ];
    const rows: CorpusCell[][] = [
      ['गंगा मीडिया प्राइवेट लिमिटेड'],
      ['खरीद रजिस्टर'],
      ['01-01-2024 से 31-03-2024 तक'],
      header,
    ];
    const sums = [0, 0, 0, 0, 0];
    invoices.forEach((i, index) => {
      const ret = index % 5 === 4;
      const rate = localRate(i.lines[0]!.ratePercent, 18, 12);
      const interState = i.vendor % 3 === 0;
      // Rupees in paise: ninety times the corpus amount in cents, near what the campaign costs in INR.
      const net = i.netCents * 90;
      const half = taxOf(net, rate / 2);
      const cells = interState ? [net, 2 * half, 0, 0, net + 2 * half] : [net, 0, half, half, net + 2 * half];
      cells.forEach((c, n) => (sums[n]! += ret ? -c : c));
      const pan = `AA${String.fromCharCode(65 + (i.vendor % 26))}C${'KLMNP'[i.vendor % 5]}${String(4100 + i.vendor * 37)}${'FGHJK'[i.vendor % 5]}`;
      rows.push([
        `${p2(i.date.d)}-${p2(i.date.m)}-${String(i.date.y % 100)}`,
        `P/${String(101 + index)}`,
        ret ? 'खरीद वापसी' : 'खरीद',
        i.vendorName,
        `${interState ? '29' : '27'}${pan}1Z${i.vendor % 10}`,
        i.number,
        ...cells.map((c) => c / 100),
      ]);
    });
    rows.push(['कुल', null, null, null, null, null, ...sums.map((c) => c / 100)]);
    return writeXlsx(dir, 'kharid-register.xlsx', { 'खरीद रजिस्टर': rows });
  },
};

/** `1'234.50`: Swiss amounts, an apostrophe between thousands. */
const swiss = (cents: number) => money(cents).replace(/\B(?=(\d{3})+(?!\d))(?=[^.]*\.)/g, "'");
/** The check digit of a QR reference: modulo 10, recursive, as the QR-bill guidelines define it. */
const mod10 = (digits: string) =>
  (10 - [...digits].reduce((carry, d) => [0, 9, 4, 6, 8, 2, 7, 1, 3, 5][(carry + Number(d)) % 10]!, 0)) % 10;
const dotted = (d: Day) => `${p2(d.d)}.${p2(d.m)}.${d.y}`;

/**
 * Abacus's list of creditor documents (Kreditorenbuchhaltung > Belege, Export CSV), one row per
 * document: Abacus's own document number (Beleg-Nr.), the kind (Rechnung, or Gutschrift, written
 * negative), the creditor's number beside its name, the supplier's invoice number (Ext. Beleg-Nr.)
 * beside the QR reference of its QR-bill (27 digits, the payment reference of the Swiss QR-bill
 * standard), the document date and the booking date, the due date, the gross amount, the VAT code and
 * amount, the open amount and the status (Abacus's Kreditorenbeleg fields: Beleg-Nr., Kreditor,
 * Belegdatum, Buchungsdatum, Fälligkeit, Betrag, MWST-Code, MWST-Betrag, Referenz; SIX's Swiss
 * Implementation Guidelines for the QR-bill on the QR reference; Swiss VAT of 8.1 % and 2.6 % in
 * 2024). Swiss style: DD.MM.YYYY, 1'234.50, semicolons.
 */
export const abacusKreditorenbelege: CorpusLayout = {
  name: 'abacus-kreditorenbelege',
  modelledOn:
    "Abacus Kreditorenbelege CSV: Swiss German headers, Beleg-Nr. beside Ext. Beleg-Nr. and QR-Referenz, Belegart Rechnung / Gutschrift (negative), Kreditor-Nr. beside Name, Belegdatum beside Buchungsdatum and Fälligkeit DD.MM.YYYY, Betrag brutto, MWST-Code, MWST-Betrag, Offen, Status, 1'234.50, CHF, semicolons",
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(10808, 10, 8, ['CHF']).sort((a, b) => a.date.m - b.date.m || a.date.d - b.date.d);
    const header = [
      'Beleg-Nr.',
      'Belegart',
      'Kreditor-Nr.',
      'Name',
      'Ext. Beleg-Nr.',
      'QR-Referenz',
      'Belegdatum',
      'Buchungsdatum',
      'Fälligkeit',
      'Betrag brutto',
      'MWST-Code',
      'MWST-Betrag',
      'Offen',
      'Status',
      'Währung',
    ];
    const rows = invoices.map((i, index) => {
      const credit = index % 4 === 1;
      const sign = credit ? -1 : 1;
      // The corpus rates as Switzerland's 2024 standard and reduced rates, in tenths of a percent.
      const code = i.lines[0]!.ratePercent === 0 ? 'V0' : i.lines[0]!.ratePercent === 7 ? 'V26' : 'V81';
      const tenths = code === 'V81' ? 81 : code === 'V26' ? 26 : 0;
      const net = i.netCents;
      const vat = Math.round((net * tenths) / 1000);
      const gross = sign * (net + vat);
      const open = index % 3 === 0 ? 0 : gross;
      const booked = { ...i.date, d: Math.min(28, i.date.d + 3) };
      const reference = `${String(210000 + i.vendor * 1373).padStart(6, '0')}${String(i.document).padStart(20, '0')}`;
      return [
        String(70412 + index),
        credit ? 'Gutschrift' : 'Rechnung',
        String(40010 + i.vendor * 10),
        i.vendorName,
        i.number,
        `${reference}${mod10(reference)}`,
        dotted(i.date),
        dotted(booked),
        dotted(i.due),
        swiss(gross),
        code,
        swiss(sign * vat),
        swiss(open),
        open === 0 ? 'bezahlt' : 'offen',
        'CHF',
      ];
    });
    return writeCsv(dir, 'kreditorenbelege.csv', [header, ...rows], ';');
  },
};
