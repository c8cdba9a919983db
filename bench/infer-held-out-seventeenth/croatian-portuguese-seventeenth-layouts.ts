/**
 * Seventeenth held-out layouts: Croatia's FINA e-Račun, the invoices received as its web service
 * exports them to Excel (a title above the header, invoice numbers of the fiscal form beside plain
 * numbers Excel stored as numbers, dates as text with the Croatian closing dot, amounts as text
 * with dot grouping, credit notes positive, rejected ones kept), and PHC CS (Portugal), the
 * purchase documents as a workbook of an invoices sheet and a lines sheet linked by PHC's own
 * number (the supplier's document number beside it, credit notes by their document type written
 * positive, VAT per line). Written from each system's public documentation and the countries' VAT
 * rules, without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell, money } from '../infer-corpus/corpus-invoices.js';
import { writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, dotted } from '../infer-held-out-fourteenth/fourteenth-days.js';

/** A Croatian OIB: eleven digits. */
const oib = (vendor: number) => String(10234567890 + vendor * 3141592);

/**
 * FINA e-Račun, the invoices received (Zaprimljeni računi, Izvoz u Excel): a title and a blank
 * row above the header, then the invoice's number (the fiscal form number-premises-device, 17-P1-1,
 * or a plain number that Excel stored as a number), the issue and due dates as text DD.MM.YYYY.
 * with the closing dot, the sender's OIB and name, the document kind (Račun an invoice; Odobrenje
 * a credit note, written positive), the base, the VAT and the total as text with dot grouping and
 * a decimal comma, the currency, FINA's id of the document and its status: one the buyer rejected
 * (Odbijen) is sent again, corrected, under a new number. PDV 25 %, 13 %.
 */
export const finaEracunZaprimljeni: CorpusLayout = {
  name: 'fina-eracun-zaprimljeni',
  modelledOn:
    'FINA e-Račun Zaprimljeni računi XLSX under a title: Broj računa mixing fiscal numbers 17-P1-1 (text) and plain numbers (number cells), Datum izdavanja / Datum dospijeća text DD.MM.YYYY., OIB pošiljatelja, Naziv pošiljatelja, Vrsta dokumenta Račun / Odobrenje (credit note positive), Osnovica, PDV, Ukupno as text 1.234,56, Valuta EUR / USD, ID dokumenta, Status Preuzet / Odbijen (rejected kept)',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(17909, 12, 6, ['EUR', 'EUR', 'USD']).sort(byDate);
    const header = [
      'Broj računa',
      'Datum izdavanja',
      'Datum dospijeća',
      'OIB pošiljatelja',
      'Naziv pošiljatelja',
      'Vrsta dokumenta',
      'Osnovica',
      'PDV',
      'Ukupno',
      'Valuta',
      'ID dokumenta',
      'Status',
    ];
    const rows: CorpusCell[][] = [['FINA e-Račun – Zaprimljeni računi, 01.01.2024. – 31.03.2024.'], [], header];
    invoices.forEach((i, n) => {
      const credit = n % 5 === 3;
      const tax = taxOf(i.netCents, localRate(i.lines[0]!.ratePercent, 25, 13));
      const sequence = 10 + i.vendor * 37 + (i.document % 100) * 3;
      rows.push([
        // Suppliers billing from one premises number their invoices plainly; Excel stores those as numbers.
        i.vendor % 2 === 0 ? sequence : `${sequence}-P${1 + (i.vendor % 3)}-1`,
        `${dotted(i.date)}.`,
        `${dotted(i.due)}.`,
        oib(i.vendor),
        i.vendorName,
        credit ? 'Odobrenje' : 'Račun',
        money(i.netCents, 'comma'),
        money(tax, 'comma'),
        money(i.netCents + tax, 'comma'),
        i.currency,
        String(88120000 + n * 41),
        n === 2 || n === 9 ? 'Odbijen' : 'Preuzet',
      ]);
    });
    return writeXlsx(dir, 'zaprimljeni_racuni_2024Q1.xlsx', { 'Zaprimljeni računi': rows });
  },
};

/**
 * PHC CS, the purchase documents (Compras, Documentos de fornecedor, exportar para Excel) as a
 * workbook of two sheets: Documentos, one row per document (PHC's own number, the type V/Fatura
 * or V/Nota de Crédito, written positive, the supplier's document number such as FT 2024A/153,
 * the supplier's account number and name, the NIF, the date and due date as date cells, the total
 * without VAT, the VAT and the total), and Linhas, one row per line linked by PHC's number (the
 * article reference, description, quantity, unit price, the VAT rate, the VAT and the net). No
 * currency column: the documents are in euros. IVA 23 %, 13 %.
 */
export const phcComprasDocumentos: CorpusLayout = {
  name: 'phc-compras-documentos',
  modelledOn:
    'PHC CS Compras documentos de fornecedor XLSX, two sheets: Documentos (Nº interno, Tipo V/Fatura / V/Nota de Crédito positive, Doc. fornecedor FT 2024A/153, Nº fornecedor, Nome, NIF, Data and Vencimento date cells, Total s/ IVA, IVA, Total) and Linhas (Nº interno, Ref., Designação, Qtd., Preço unit., Taxa IVA, Valor IVA, Total líquido); no currency (EUR)',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(18010, 10, 6).sort(byDate);
    const documents: CorpusCell[][] = [
      [
        'Nº interno',
        'Tipo',
        'Doc. fornecedor',
        'Nº fornecedor',
        'Nome',
        'NIF',
        'Data',
        'Vencimento',
        'Total s/ IVA',
        'IVA',
        'Total',
      ],
    ];
    const lines: CorpusCell[][] = [
      ['Nº interno', 'Ref.', 'Designação', 'Qtd.', 'Preço unit.', 'Taxa IVA', 'Valor IVA', 'Total líquido'],
    ];
    invoices.forEach((i, n) => {
      const credit = n % 4 === 1;
      const rate = localRate(i.lines[0]!.ratePercent, 23, 13);
      const taxes = i.lines.map((l) => taxOf(l.netCents, rate));
      const tax = taxes.reduce((s, t) => s + t, 0);
      const internal = 3200 + n * 3;
      const prefix = credit ? 'NC' : 'FT';
      documents.push([
        internal,
        credit ? 'V/Nota de Crédito' : 'V/Fatura',
        `${prefix} 2024${String.fromCharCode(65 + (i.vendor % 2))}/${40 + i.vendor * 17 + (i.document % 100)}`,
        210 + i.vendor,
        i.vendorName,
        String(501234560 + i.vendor * 1234567).slice(0, 9),
        dateCell(i.date),
        dateCell(i.due),
        Number(money(i.netCents)),
        Number(money(tax)),
        Number(money(i.netCents + tax)),
      ]);
      i.lines.forEach((l, k) => {
        lines.push([
          internal,
          `ART${String(100 + ((n * 7 + k) % 40)).padStart(4, '0')}`,
          l.description,
          l.quantity,
          Number(money(l.unitCents)),
          rate,
          Number(money(taxes[k]!)),
          Number(money(l.netCents)),
        ]);
      });
    });
    return writeXlsx(dir, 'compras_fornecedores_2024T1.xlsx', { Documentos: documents, Linhas: lines });
  },
};
