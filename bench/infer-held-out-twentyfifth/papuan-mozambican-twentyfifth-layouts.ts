/**
 * Twenty-fifth held-out layouts: the GST return's supporting schedules of Papua New Guinea's
 * Internal Revenue Commission in one workbook (instructions, sales, purchases and a summary on
 * sheets of their own; titles, `15-Jan-2024` dates, adjustment notes negative, the kina named in
 * the headers), and the suppliers' annex of Mozambique's periodic VAT return to the Tax Authority
 * (Autoridade Tributária) saved as tab-separated text (titles, document kinds FT / ND / NC with the
 * credit note positive, decimal commas and space groups, the deductible share). Written from each
 * administration's public documentation and the countries' tax rules, without reading infer's
 * code and without running infer on them.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import { writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { dashedDay } from '../infer-held-out-twentyfourth/twentyfourth-formats.js';
import { dayMonthYear, grouped, units } from './twentyfifth-formats.js';

/** A PNG TIN: nine digits starting 50. */
const pngTin = (vendor: number) => String(500123456 + vendor * 7013);

const PNG_HEADER = ['TIN', 'Name', 'Tax Invoice No.', 'Tax Invoice Date', 'Description'];

/**
 * PNG IRC's GST return supporting schedules as one workbook: an Instructions sheet, then Sales,
 * Purchases and Summary. The Purchases sheet has the taxpayer's title, the period and a blank row
 * above the header. One row per tax invoice: the supplier's TIN and name, the tax invoice's number
 * and date (`15-Jan-2024` text), a description, the kind (Tax Invoice, or Adjustment Note written
 * negative), the value excluding GST, the GST (10 %, none on an exempt supply) and the total, the
 * headers naming the kina (PGK). The Sales sheet lays out the taxpayer's own sales alike.
 */
export const ircGstSchedules: CorpusLayout = {
  name: 'irc-gst-schedules',
  modelledOn:
    'PNG Internal Revenue Commission GST return supporting schedules XLSX, sheets Instructions, Sales, Purchases, Summary; Purchases: two titles and a blank row, Supplier TIN, Supplier Name, Tax Invoice No., Tax Invoice Date DD-MMM-YYYY text, Description, Document Type Tax Invoice / Adjustment Note (negative), Value Excl. GST (PGK), GST 10% (PGK), Total Incl. GST (PGK), number cells',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(25107, 11, 6).sort(byDate);
    const sales = corpusInvoices(25117, 4, 6).sort(byDate);
    const amountsHeader = ['Document Type', 'Value Excl. GST (PGK)', 'GST 10% (PGK)', 'Total Incl. GST (PGK)'];
    const titles = (kind: string): CorpusCell[][] => [
      ['Kumul Media Services Ltd - TIN 500987654'],
      [`GST Return - Schedule of ${kind} - Period: January to March 2024`],
      [],
    ];
    // Kina at four to the euro; an exempt supply (the corpus's zero rate) carries no GST.
    const row = (tin: string, name: string, i: (typeof invoices)[number], kind: string, sign: number): CorpusCell[] => {
      const net = sign * i.netCents * 4;
      const gst = i.lines[0]!.ratePercent === 0 ? 0 : taxOf(net, 10);
      return [
        tin,
        name,
        i.number,
        dayMonthYear(i.date),
        i.lines[0]!.description,
        kind,
        units(net),
        units(gst),
        units(net + gst),
      ];
    };
    const purchases = invoices.map((i, n) =>
      row(pngTin(i.vendor), i.vendorName, i, n === 4 ? 'Adjustment Note' : 'Tax Invoice', n === 4 ? -1 : 1),
    );
    const sum = (rows: CorpusCell[][], k: number) =>
      units(rows.reduce((s, r) => s + Math.round(Number(r[k]) * 100), 0));
    const salesRows = sales.map((i, n) => row(String(500900100 + n), `Customer ${n + 1}`, i, 'Tax Invoice', 1));
    return writeXlsx(dir, 'GST_Schedules_Q1_2024.xlsx', {
      Instructions: [['Complete the Sales and Purchases sheets; the Summary sheet adds them up for the GST return.']],
      Sales: [
        ...titles('Sales'),
        ['Customer TIN', 'Customer Name', ...PNG_HEADER.slice(2), ...amountsHeader],
        ...salesRows,
      ],
      Purchases: [
        ...titles('Purchases'),
        ['Supplier TIN', 'Supplier Name', ...PNG_HEADER.slice(2), ...amountsHeader],
        ...purchases,
      ],
      Summary: [
        ['', 'Value Excl. GST (PGK)', 'GST (PGK)'],
        ['Sales', sum(salesRows, 6), sum(salesRows, 7)],
        ['Purchases', sum(purchases, 6), sum(purchases, 7)],
      ],
    });
  },
};

/** A Mozambican NUIT: nine digits starting 4. */
const nuit = (vendor: number) => String(400123456 + vendor * 11117);

/**
 * The suppliers' annex of Mozambique's periodic VAT return (Declaração Periódica, Modelo A) as a
 * business keeps it and saves it as Excel's tab-separated text: the annex's title and the taxpayer
 * above the header. One row per document: its order number, the supplier's NUIT and name, the
 * kind (FT a tax invoice, ND a debit note, NC a credit note written positive), number and date
 * (DD-MM-YYYY), the taxable value, the rate (16 %, or 0 %), the VAT, the total and the share of the
 * VAT deductible (a car's fuel is not): amounts with decimal commas and no-break-space groups.
 * Meticais, written nowhere.
 */
export const mozatAnexoFornecedores: CorpusLayout = {
  name: 'mozat-anexo-fornecedores',
  modelledOn:
    'Mozambique Autoridade Tributária periodic VAT return Modelo A suppliers annex, tab-separated TXT, two title lines: N.º de Ordem, NUIT do Fornecedor, Nome do Fornecedor, Tipo de Documento FT / ND / NC (positive), N.º do Documento, Data DD-MM-YYYY, Valor Tributável, Taxa 16% / 0%, IVA, Valor Total, IVA Dedutível, decimal commas with no-break-space groups, MZN implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(25108, 10, 6).sort(byDate);
    const meticais = (cents: number) => grouped(cents, '\u00a0', ',');
    const rows: string[][] = [
      ['ANEXO A - RELAÇÃO DE FORNECEDORES', 'Declaração Periódica do IVA - Modelo A'],
      ['Sujeito passivo: Publicidade Índico, Lda.', 'NUIT: 400765432', 'Período: 03/2024'],
      [
        'N.º de Ordem',
        'NUIT do Fornecedor',
        'Nome do Fornecedor',
        'Tipo de Documento',
        'N.º do Documento',
        'Data',
        'Valor Tributável',
        'Taxa',
        'IVA',
        'Valor Total',
        'IVA Dedutível',
      ],
    ];
    invoices.forEach((i, n) => {
      const kind = n === 6 ? 'NC' : n === 2 ? 'ND' : 'FT';
      // Meticais at seventy to the euro.
      const net = i.netCents * 70;
      const rate = i.lines[0]!.ratePercent === 0 ? 0 : 16;
      const vat = taxOf(net, rate);
      rows.push([
        String(n + 1),
        nuit(i.vendor),
        i.vendorName,
        kind,
        `${kind} ${i.number}`,
        dashedDay(i.date),
        meticais(net),
        `${rate}%`,
        meticais(vat),
        meticais(net + vat),
        meticais(i.vendor === 3 ? 0 : vat),
      ]);
    });
    const file = join(dir, 'Anexo_Fornecedores_032024.txt');
    writeFileSync(file, `${rows.map((r) => r.join('\t')).join('\r\n')}\r\n`);
    return file;
  },
};
