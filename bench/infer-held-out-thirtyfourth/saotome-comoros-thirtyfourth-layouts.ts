/**
 * Thirty-fourth held-out layouts of two African island states no set held: a São Tomé trading
 * company's purchases book (livro de compras) saved by Portuguese Excel for Windows as CSV
 * (semicolon, windows-1252; the book's entry number beside the supplier's invoice number,
 * DD-MM-YYYY, supplier NIF and name, taxable base, IVA rate 15 % or the 7.5 % on listed basics,
 * IVA and total written 1.234,56; dobras (STN) without a column; a credit note negative), and a
 * Moroni importer's purchases statement (état des achats) downloaded as CSV from a web accounting
 * application that formats numbers in French: whole Comorian francs grouped by the narrow
 * no-break space, semicolons, UTF-8 with a byte-order mark; invoice date DD/MM/YYYY, invoice
 * number, supplier and NIF, amount before tax, the consumption tax (taxe sur la consommation) at
 * 10 % or nil, total. Written from each state's public tax rules, without reading infer's code
 * and without running infer on them; the layouts are assumed.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import type { CorpusCell, CorpusLayout } from '../infer-corpus/corpus-files.js';
import { corpusInvoices } from '../infer-corpus/corpus-invoices.js';
import { p2 } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { writeBomCsv } from '../infer-held-out-twentyeighth/twentyeighth-formats.js';
import { grouped, writeCodePageCsv } from '../infer-held-out-twentyseventh/twentyseventh-formats.js';
import { inDateOrder } from '../infer-held-out-twentyninth/twentyninth-formats.js';
import { localLines, totals } from '../infer-held-out-thirtieth/thirtieth-formats.js';
import { narrowGrouped } from './thirtyfourth-formats.js';

/**
 * The purchases of January to March 2024 in a São Tomé purchases book: one row per invoice, the
 * book's Nº Lançamento and the supplier's Nº Factura on each.
 */
export const saotomeLivroCompras: CorpusLayout = {
  name: 'saotome-livro-compras',
  modelledOn:
    'São Tomé and Príncipe livro de compras (IVA) saved by Portuguese Excel as CSV (layout assumed), windows-1252, semicolon: Nº Lançamento, Data DD-MM-YYYY, NIF Fornecedor, Fornecedor, Nº Factura, Base Tributável, Taxa IVA (15 %, 7,5 % on listed basics), IVA, Total written 1.234,56; STN without a column; a nota de crédito negative',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(34107, 12, 6));
    const rows: CorpusCell[][] = [
      [
        'Nº Lançamento',
        'Data',
        'NIF Fornecedor',
        'Fornecedor',
        'Nº Factura',
        'Descrição',
        'Base Tributável',
        'Taxa IVA',
        'IVA',
        'Total',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 7 ? -1 : 1;
      const basic = i.lines[0]!.ratePercent === 7;
      const t = totals(localLines(i, 24.5, basic ? [7.5, 7.5, 7.5] : [15, 15, 15]));
      rows.push([
        `LC-2024/${String(31 + n * 2).padStart(4, '0')}`,
        `${p2(i.date.d)}-${p2(i.date.m)}-${i.date.y}`,
        String(200118 + i.vendor * 1373),
        i.vendorName,
        sign < 0 ? `NC ${i.number}` : i.number,
        sign < 0 ? 'Nota de crédito - devolução' : basic ? 'Arroz e óleo alimentar' : 'Mercadorias diversas',
        grouped(sign * t.net, '.', ','),
        basic ? '7,5%' : '15%',
        grouped(sign * t.tax, '.', ','),
        grouped(sign * t.gross, '.', ','),
      ]);
    });
    return writeCodePageCsv(dir, 'Livro de Compras 1T2024.csv', rows, ';', 'windows-1252');
  },
};

/**
 * The purchases of January to March 2024 in a Comorian purchases statement as a web application
 * downloads it: one row per invoice, whole francs grouped by U+202F.
 */
export const comorosEtatAchats: CorpusLayout = {
  name: 'comoros-etat-achats',
  modelledOn:
    'Union of the Comoros état des achats downloaded as CSV from a web accounting application (layout assumed), UTF-8 with BOM, semicolon: Date facture DD/MM/YYYY, N° facture, Fournisseur, NIF, Libellé, Montant HT, Taxe sur la consommation (10 % or nil), Montant TTC, whole KMF grouped by the narrow no-break space U+202F as Intl.NumberFormat fr writes it; an avoir negative',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = inDateOrder(corpusInvoices(34108, 10, 6));
    const rows: CorpusCell[][] = [
      [
        'Date facture',
        'N° facture',
        'Fournisseur',
        'NIF',
        'Libellé',
        'Montant HT',
        'Taxe sur la consommation',
        'Montant TTC',
      ],
    ];
    invoices.forEach((i, n) => {
      const sign = n === 4 ? -1 : 1;
      const exempt = i.lines[0]!.ratePercent === 0;
      const ht = Math.round((i.netCents * 4.9196775) / 100);
      const tc = exempt ? 0 : Math.round(ht / 10);
      rows.push([
        `${p2(i.date.d)}/${p2(i.date.m)}/${i.date.y}`,
        sign < 0 ? `AV-${i.number}` : i.number,
        i.vendorName,
        String(7300215 + i.vendor * 811),
        sign < 0 ? 'Avoir sur facture' : exempt ? 'Riz importé (exonéré)' : 'Fournitures et marchandises',
        narrowGrouped(sign * ht),
        narrowGrouped(sign * tc),
        narrowGrouped(sign * (ht + tc)),
      ]);
    });
    return writeBomCsv(dir, 'etat_des_achats_T1_2024.csv', rows, ';');
  },
};
