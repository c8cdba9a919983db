/**
 * Twenty-eighth held-out layouts: the documents received by a company in Cape Verde, listed from
 * the e-Fatura portal (efatura.cv) into a workbook (a summary sheet first, then the documents:
 * merged titles naming the month and escudos, the issuer's NIF beside its name, the e-Fatura
 * document type FTE or NCE (a credit note, negative), series and number apart, the taxable base,
 * the rate, the VAT at 15 % and the exempt amount), and the purchase journal (journal des achats)
 * of a company in Haiti kept in Excel (merged titles, the month's invoices in two sections by
 * currency, gourdes and US dollars, the currency written only in each section's heading, a
 * sub-total under each, the journal's voucher number beside the supplier's invoice number, the
 * NIF beside the name, TCA at 10 % and a prepayment deducted from what is left to pay). Written
 * from each system's and country's public rules, without reading infer's code and without running
 * infer on them; where no public description of a column was found it is said so.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell } from '../infer-corpus/corpus-invoices.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { units } from '../infer-held-out-twentyseventh/twentyseventh-formats.js';
import { byDate } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { inMonth, writeSheets } from './twentyeighth-formats.js';

/**
 * A Cape Verdean company's NIF: nine digits, 2 for a company, then six and two control digits whose
 * rule the DNRE does not publish (the last one here computed as Portugal's: no reader can tell).
 */
function nifCv(vendor: number): string {
  const base = `2${String(5103472 + vendor * 86243).slice(0, 7)}`;
  const sum = base.split('').reduce((s, d, i) => s + Number(d) * (9 - i), 0);
  const check = 11 - (sum % 11);
  return `${base}${check >= 10 ? 0 : check}`;
}

/**
 * Documents received in March 2024 as e-Fatura lists them, to Excel: a Resumo sheet first with the
 * month's totals, then Documentos: the issue date (a date cell), the type (FTE Fatura Eletrónica,
 * NCE Nota de Crédito Eletrónica, its amounts negative), series and number, the issuer's NIF and
 * name, the taxable base, the rate (15 %, or 0 for an exempt supply), the VAT, the exempt amount
 * and the document's total. Escudos, named in a title. The column names are assumed from the
 * portal's document view (no public description of its Excel export was found).
 */
export const efaturacvDocumentosRecebidos: CorpusLayout = {
  name: 'efaturacv-documentos-recebidos',
  modelledOn:
    'Cape Verde e-Fatura (efatura.cv) documentos recebidos XLSX, a Resumo sheet first, merged titles (Março 2024, valores em escudos CVE), Data Emissão date cells, Tipo FTE / NCE (negative), Série, Número, NIF Emitente, Nome Emitente, Base Tributável, Taxa IVA 15 / 0, Valor IVA, Valor Isento, Total Documento',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inMonth(corpusInvoices(28103, 12, 6), 3).sort(byDate);
    const rows: CorpusCell[][] = [
      ['e-Fatura - Documentos Recebidos'],
      ['Adquirente: Praia Publicidade, Lda - NIF 254871236 - Período: Março 2024'],
      ['Valores em escudos cabo-verdianos (CVE)'],
      [],
      [
        'Data Emissão',
        'Tipo',
        'Série',
        'Número',
        'NIF Emitente',
        'Nome Emitente',
        'Base Tributável',
        'Taxa IVA',
        'Valor IVA',
        'Valor Isento',
        'Total Documento',
      ],
    ];
    const total = { base: 0, vat: 0, exempt: 0 };
    invoices.forEach((i, n) => {
      const sign = n === 4 ? -1 : 1;
      // The escudo is pegged to the euro: 110.265 to one.
      const amount = sign * Math.round(i.netCents * 110.265);
      const exempt = i.lines[0]!.ratePercent === 0;
      const vat = exempt ? 0 : Math.round(amount * 0.15);
      total.base += exempt ? 0 : amount;
      total.vat += vat;
      total.exempt += exempt ? amount : 0;
      rows.push([
        dateCell(i.date),
        sign < 0 ? 'NCE' : 'FTE',
        `${sign < 0 ? 'NC' : 'FT'}${2024}${String.fromCharCode(65 + i.vendor)}`,
        String(117 + n * 9 + i.vendor * 31),
        nifCv(i.vendor),
        i.vendorName,
        exempt ? 0 : units(amount),
        exempt ? 0 : 15,
        units(vat),
        exempt ? units(amount) : 0,
        units(amount + vat),
      ]);
    });
    const money = '#,##0.00';
    return writeSheets(dir, 'eFatura_Recebidos_2024-03.xlsx', {
      Resumo: {
        rows: [
          ['Resumo do período', 'Março 2024'],
          ['Documentos', invoices.length],
          ['Base tributável (CVE)', units(total.base)],
          ['IVA dedutível (CVE)', units(total.vat)],
          ['Valor isento (CVE)', units(total.exempt)],
        ],
        formats: { 2: money },
      },
      Documentos: {
        rows,
        merged: ['A1:K1', 'A2:K2', 'A3:K3'],
        formats: { 7: money, 9: money, 10: money, 11: money },
      },
    });
  },
};

/** A Haitian NIF as the DGI prints it, `000-000-000-0` (the check digit's rule is not public: assumed). */
const nifHt = (vendor: number) => {
  const digits = String(4012356789 + vendor * 70181137).slice(0, 10);
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6, 9)}-${digits[9]}`;
};

/**
 * A Haitian company's journal des achats for March 2024 in Excel (the layout assumed: Haitian
 * businesses keep such journals in their own workbooks): merged titles, the header, a heading row
 * for the invoices in gourdes and one for those in US dollars (the currency written only there),
 * each followed by its rows and a Sous-total; one row per invoice: the date (a date cell), the
 * journal's voucher number, the supplier's invoice number, the NIF and name, the amount before
 * tax, the TCA at 10 %, the total, the prepayment (avance) already paid and deducted, and the net
 * left to pay. No grand total: the two currencies are not added together.
 */
export const haitiJournalAchats: CorpusLayout = {
  name: 'haiti-journal-achats',
  modelledOn:
    'Haiti journal des achats XLSX (layout assumed), merged titles, section headings Factures en gourdes (HTG) / Factures en dollars US (USD) with a Sous-total under each, Date cells, N° pièce JA-2024-03-NNN beside N° facture fournisseur, NIF 000-000-000-0, Fournisseur, Montant HT, TCA 10 %, Total TTC, Avance déduite, Net à payer',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inMonth(corpusInvoices(28104, 12, 6, ['HTG', 'HTG', 'USD']), 3).sort(byDate);
    const rows: CorpusCell[][] = [
      ['JOURNAL DES ACHATS - MARS 2024'],
      ['Port-au-Prince Médias S.A. - NIF 000-512-347-6'],
      [],
      [
        'Date',
        'N° pièce',
        'N° facture',
        'NIF',
        'Fournisseur',
        'Montant HT',
        'TCA 10 %',
        'Total TTC',
        'Avance déduite',
        'Net à payer',
      ],
    ];
    // Pièces are numbered as the invoices are entered, in date order, whichever section holds them.
    const voucher = (i: (typeof invoices)[number]) => `JA-2024-03-${String(invoices.indexOf(i) + 1).padStart(3, '0')}`;
    for (const [currency, heading, factor] of [
      ['HTG', 'Factures en gourdes (HTG)', 143],
      ['USD', 'Factures en dollars US (USD)', 1.08],
    ] as const) {
      rows.push([heading]);
      const sum = { net: 0, tca: 0, prepaid: 0 };
      invoices
        .filter((i) => i.currency === currency)
        .forEach((i) => {
          const net = Math.round(i.netCents * factor);
          const tca = i.lines[0]!.ratePercent === 0 ? 0 : Math.round(net * 0.1);
          // A campaign booked ahead: the supplier's advance invoice was paid, so half is deducted now.
          const prepaid = i.discountPercent === 3 ? Math.round((net + tca) / 2) : 0;
          sum.net += net;
          sum.tca += tca;
          sum.prepaid += prepaid;
          rows.push([
            dateCell(i.date),
            voucher(i),
            i.number,
            nifHt(i.vendor),
            i.vendorName,
            units(net),
            units(tca),
            units(net + tca),
            prepaid ? units(prepaid) : null,
            units(net + tca - prepaid),
          ]);
        });
      rows.push([
        `Sous-total ${currency}`,
        null,
        null,
        null,
        null,
        units(sum.net),
        units(sum.tca),
        units(sum.net + sum.tca),
        units(sum.prepaid),
        units(sum.net + sum.tca - sum.prepaid),
      ]);
      rows.push([]);
    }
    const money = '#,##0.00';
    return writeSheets(dir, 'Journal_achats_mars_2024.xlsx', {
      'Journal des achats': {
        rows,
        merged: ['A1:J1', 'A2:J2'],
        formats: { 6: money, 7: money, 8: money, 9: money, 10: money },
      },
    });
  },
};
