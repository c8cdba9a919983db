/**
 * Twenty-third held-out layouts: Angola's supplier annex of the periodic VAT return (Anexo de
 * Fornecedores) as AGT's Excel template holds it (titles, the document's type code apart from its
 * number, credit notes positive by their code NC, the VAT borne beside the deductible share and the
 * VAT the buyer withholds, cativo), and Côte d'Ivoire's statement of purchases (état des achats) for
 * the DGI's e-impots as French Excel saves it (Windows-1252, semicolons, whole CFA francs grouped
 * with no-break spaces, credit notes negative, a withholding beside the total). Written from each
 * administration's public documentation and the countries' tax rules, without reading infer's code
 * and without running infer on them.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell } from '../infer-corpus/corpus-invoices.js';
import { writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';
import { encodeCodePage, typedIn } from '../infer-held-out-twentieth/encode-code-page.js';
import { francs } from './twentythird-formats.js';

/** An Angolan NIF: ten digits. */
const nif = (vendor: number) => String(5417000000 + vendor * 13579);

/**
 * AGT's Anexo de Fornecedores (suppliers annex of the Declaração Periódica do IVA) in its Excel
 * template: the republic, the administration, the annex's name and the buyer's NIF and period above
 * the header. One row per purchase document: its ordinal, the supplier's NIF and name, the
 * document's type code (FT an invoice, NC a credit note written positive) and number (`FT
 * A2024/123`, as SAF-T AO numbers documents), its date as a date cell, the invoice's value with
 * VAT, the taxable value, the VAT borne (14 %, or 7 % on some services; exempt 0), the share of it
 * the buyer may deduct and the deductible VAT, the VAT withheld (IVA cativo, half the VAT when the
 * buyer is a large taxpayer: paid to AGT, not to the supplier, yet part of the invoice), the
 * typology and the return's field. Kwanzas, written nowhere.
 */
export const agtAnexoFornecedores: CorpusLayout = {
  name: 'agt-anexo-fornecedores',
  modelledOn:
    'Angola AGT Anexo de Fornecedores of the Declaração Periódica do IVA, XLSX template under four titles: Nº de Ordem, NIF do Fornecedor, Nome / Firma, Tipo de Documento FT / NC (credit notes positive), Nº do Documento FT A2024/123, Data do Documento date cells, Valor da Factura, Valor Tributável, IVA Suportado 14 % / 7 %, Direito à Dedução %, IVA Dedutível, IVA Cativo (half the VAT, withheld), Tipologia, Campo do Destino, AOA implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(23505, 11, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      ['REPÚBLICA DE ANGOLA'],
      ['ADMINISTRAÇÃO GERAL TRIBUTÁRIA'],
      ['ANEXO DE FORNECEDORES - DECLARAÇÃO PERIÓDICA DO IVA'],
      ['NIF: 5000123456', null, null, null, 'Período: 2024-01 a 2024-03'],
      [
        'Nº de Ordem',
        'NIF do Fornecedor',
        'Nome / Firma',
        'Tipo de Documento',
        'Nº do Documento',
        'Data do Documento',
        'Valor da Factura',
        'Valor Tributável',
        'IVA Suportado',
        'Direito à Dedução (%)',
        'IVA Dedutível',
        'IVA Cativo',
        'Tipologia',
        'Campo do Destino',
      ],
    ];
    invoices.forEach((i, n) => {
      const credit = n === 3;
      // Kwanzas at nine hundred to the euro.
      const net = i.netCents * 900;
      const rate = localRate(i.lines[0]!.ratePercent, 14, 7);
      const vat = taxOf(net, rate);
      const deductible = n % 4 === 2 ? 50 : 100;
      const cativo = n % 3 === 0 && !credit ? Math.round(vat / 2) : 0;
      rows.push([
        n + 1,
        nif(i.vendor),
        i.vendorName,
        credit ? 'NC' : 'FT',
        `${credit ? 'NC' : 'FT'} ${'ABCDEF'[i.vendor]}2024/${(i.document % 1000) + 10 * i.vendor}`,
        dateCell(i.date),
        (net + vat) / 100,
        net / 100,
        vat / 100,
        deductible,
        Math.round((vat * deductible) / 100) / 100,
        cativo / 100,
        'Serviços',
        rate === 0 ? 22 : 20,
      ]);
    });
    return writeXlsx(dir, 'Anexo_Fornecedores_2024_T1.xlsx', { 'Anexo Fornecedores': rows });
  },
};

/** A Côte d'Ivoire taxpayer account number (NCC): seven digits and a letter. */
const ncc = (vendor: number) => `${1500000 + vendor * 24681}${'ABCDEFGHJK'[vendor]}`;

/**
 * The statement of purchases (état détaillé des achats) a buyer in Côte d'Ivoire lodges on the DGI's
 * e-impots with the VAT return, saved as CSV by French Excel: Windows-1252, semicolons, the
 * statement's title and period on the first line. One row per supplier document: its ordinal, the
 * supplier's NCC and name, its kind (Facture, or Avoir written negative), number and date
 * (DD/MM/YYYY), the amount before tax, the VAT at 18 % and at 9 %, the amount with tax, and the
 * AIRSI the buyer withholds from a supplier under the simplified regime (not part of the invoice's
 * total). Whole CFA francs grouped with no-break spaces, written nowhere.
 */
export const eimpotsEtatAchats: CorpusLayout = {
  name: 'eimpots-etat-achats',
  modelledOn:
    "Côte d'Ivoire DGI e-impots état détaillé des achats CSV in Windows-1252, semicolons, a title line: N°, NCC Fournisseur, Nom ou Raison sociale, Nature Facture / Avoir (negative), N° Facture, Date Facture DD/MM/YYYY, Montant HT, TVA 18 %, TVA 9 %, Montant TTC, AIRSI retenu (withheld, not in TTC), whole XOF grouped with no-break spaces, XOF implied",
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(23606, 12, 6).sort(byDate);
    const rows: string[][] = [
      ['ETAT DETAILLE DES ACHATS - PERIODE DU 01/01/2024 AU 31/03/2024 - NCC 1234567X - AFRIQUE MEDIAS SA'],
      [
        'N°',
        'NCC Fournisseur',
        'Nom ou Raison sociale',
        'Nature',
        'N° Facture',
        'Date Facture',
        'Montant HT',
        'TVA 18%',
        'TVA 9%',
        'Montant TTC',
        'AIRSI retenu',
      ],
    ];
    invoices.forEach((i, n) => {
      const credit = n === 8;
      // One euro is 655.957 francs: a euro cent is 6.55957, rounded to the whole franc.
      const net = Math.round((credit ? -1 : 1) * i.netCents * 6.55957);
      const rate = localRate(i.lines[0]!.ratePercent, 18, 9);
      const vat = taxOf(net, rate);
      const airsi = n % 4 === 1 ? taxOf(net, 5) : 0;
      rows.push([
        String(n + 1),
        ncc(i.vendor),
        typedIn(i.vendorName, 'windows-1252'),
        credit ? 'Avoir' : 'Facture',
        credit ? `AV-${i.number}` : i.number,
        slashed(i.date),
        francs(net),
        francs(rate === 18 ? vat : 0),
        francs(rate === 9 ? vat : 0),
        francs(net + vat),
        francs(airsi),
      ]);
    });
    const text = `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`;
    const file = join(dir, 'etat_achats_T1_2024.csv');
    writeFileSync(file, encodeCodePage(text, 'windows-1252'));
    return file;
  },
};
