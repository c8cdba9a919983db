/**
 * Twenty-sixth held-out layouts: Uni Micro's (Uni Economy) voucher journal exported to CSV, one
 * row per posting (the expense lines, the input VAT and the supplier's credit of each supplier
 * invoice, one signed amount, the voucher number beside the supplier's invoice number and
 * organisation number, a credit note with its signs swapped), and Xena's list of supplier invoices
 * exported to Excel (dates as Danish text, its own voucher beside the supplier's number, a currency
 * per row and the amount in kroner, credit notes positive by their kind). Written from each
 * system's public documentation and the countries' tax rules, without reading infer's code and
 * without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import { writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, dotted, later } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { danishDay, decimalComma, units, writeBomCsv } from './twentysixth-formats.js';

/** A Norwegian organisation number: nine digits, starting 9. */
const orgNr = (vendor: number) => String(912345670 + vendor * 10313);

/**
 * Uni Micro's bilagsjournal as CSV (semicolons, decimal commas, UTF-8 with its byte-order mark):
 * one row per posting of a supplier invoice's voucher: the voucher number and date (DD.MM.YYYY),
 * the account and its name, the VAT code, the text, the amount signed (debit positive), the
 * currency, the supplier's invoice number, supplier number, name and organisation number. An
 * invoice is its expense postings (65xx accounts) and the input VAT (2710) debited, the supplier
 * (2400) credited with the total; a credit note's voucher swaps the signs. VAT at 25 % (Mva-kode 1)
 * or none (0).
 */
export const unimicroBilagsjournal: CorpusLayout = {
  name: 'unimicro-bilagsjournal',
  modelledOn:
    'Uni Micro / Uni Economy bilagsjournal CSV, UTF-8 BOM, semicolons, decimal commas: Bilagsnr, Dato DD.MM.YYYY, Konto 6540 / 2710 Inngående mva / 2400 Leverandørgjeld, Kontonavn, Mva-kode, Tekst, Beløp signed, Valuta NOK, Fakturanr, Leverandørnr, Leverandør, Org.nr; one row per posting, a credit note with its signs swapped',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(26109, 9, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'Bilagsnr',
        'Dato',
        'Konto',
        'Kontonavn',
        'Mva-kode',
        'Tekst',
        'Beløp',
        'Valuta',
        'Fakturanr',
        'Leverandørnr',
        'Leverandør',
        'Org.nr',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 4 ? -1 : 1;
      // Advertising costs carry Norway's high rate, 25 % (the 15 % rate is for food only); a
      // supply outside VAT none. Standard (SAF-T) codes: 1 is deductible domestic input VAT at 25 %.
      const rate = i.lines[0]!.ratePercent === 0 ? 0 : 25;
      const code = rate ? '1' : '0';
      // Kroner at eleven and a half to the euro; an export keeps an invoice's first two lines.
      const lines = i.lines.slice(0, 2).map((l) => ({ text: l.description, net: sign * l.netCents * 11.5 }));
      const vat = lines.reduce((s, l) => s + taxOf(l.net, rate), 0);
      const total = lines.reduce((s, l) => s + l.net, 0) + vat;
      const voucher = String(30041 + n);
      const posting = (account: string, name: string, code: string, text: string, cents: number): CorpusCell[] => [
        voucher,
        dotted(i.date),
        account,
        name,
        code,
        text,
        decimalComma(cents),
        'NOK',
        n === 4 ? `K${i.number}` : i.number,
        String(20001 + i.vendor),
        i.vendorName,
        orgNr(i.vendor),
      ];
      for (const l of lines) rows.push(posting('6540', 'Reklamekostnad', code, l.text, l.net));
      if (vat) rows.push(posting('2710', 'Inngående mva', code, `Mva ${rate}%`, vat));
      rows.push(posting('2400', 'Leverandørgjeld', '', `Faktura ${i.number}`, -total));
    });
    return writeBomCsv(dir, 'Bilagsjournal_2024_Q1.csv', rows, ';');
  },
};

/** A Danish CVR number: eight digits. */
const cvr = (vendor: number) => String(31245678 + vendor * 1117);

/** Kroner to the unit of each currency a Danish buyer is invoiced in. */
const TO_DKK: Readonly<Record<string, number>> = { DKK: 1, EUR: 7.46, SEK: 0.65 };

/**
 * Xena's kreditorfakturaer exported to Excel: one row per supplier invoice, Xena's voucher number,
 * the posting, invoice and due dates (DD-MM-YYYY text), the supplier's number, name and CVR, the
 * supplier's invoice number, the kind (Faktura, or Kreditnota written positive), the currency
 * (DKK, EUR or SEK), the amount before VAT, the VAT (25 %) and the amount with VAT in it, and the
 * amount with VAT in kroner. Number cells.
 */
export const xenaKreditorfakturaer: CorpusLayout = {
  name: 'xena-kreditorfakturaer',
  modelledOn:
    'Xena kreditorfakturaer Excel export: Bilag, Bogføringsdato, Fakturadato, Forfaldsdato DD-MM-YYYY text, Kreditornr., Kreditor, CVR-nr., Fakturanr., Type Faktura / Kreditnota (positive), Valuta DKK / EUR / SEK per row, Beløb ekskl. moms, Moms 25 %, Beløb inkl. moms, Beløb i DKK, number cells',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(26110, 12, 6, ['DKK', 'EUR', 'DKK', 'SEK']).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'Bilag',
        'Bogføringsdato',
        'Fakturadato',
        'Forfaldsdato',
        'Kreditornr.',
        'Kreditor',
        'CVR-nr.',
        'Fakturanr.',
        'Type',
        'Valuta',
        'Beløb ekskl. moms',
        'Moms',
        'Beløb inkl. moms',
        'Beløb i DKK',
      ],
    ];
    invoices.forEach((i, n) => {
      const credit = n === 6 || n === 10;
      // Kroner at 7.46 to the euro; kronor at 11.5.
      const net = Math.round(i.netCents * (i.currency === 'EUR' ? 1 : i.currency === 'DKK' ? 7.46 : 11.5));
      const vat = i.lines[0]!.ratePercent === 0 ? 0 : taxOf(net, 25);
      rows.push([
        String(7101 + n),
        danishDay(later(i.date, 2)),
        danishDay(i.date),
        danishDay(i.due),
        String(50001 + i.vendor),
        i.vendorName,
        cvr(i.vendor),
        credit ? `KN-${i.number}` : i.number,
        credit ? 'Kreditnota' : 'Faktura',
        i.currency,
        units(net),
        units(vat),
        units(net + vat),
        units(Math.round((net + vat) * TO_DKK[i.currency]!)),
      ]);
    });
    return writeXlsx(dir, 'Kreditorfakturaer_2024Q1.xlsx', { Kreditorfakturaer: rows });
  },
};
