/**
 * Nineteenth held-out layouts: WinBooks' purchase journal listing (Belgium: a Windows-1252 CSV of
 * semicolons and decimal commas, one row per VAT base of a document grouped by journal and the
 * buyer's document number, credit notes booked in their own journal with positive amounts, the
 * document's total repeated on each row), and Anfix's list of invoices received (Spain: a workbook
 * under a title and the period, the buyer's registry number beside the supplier's, IRPF withheld
 * from professionals' invoices, rectifying invoices negative, a total row). Written from each
 * system's public documentation and the countries' VAT rules, without reading infer's code and
 * without running infer on them.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell, money } from '../infer-corpus/corpus-invoices.js';
import { writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';
import { byDate, later, p2, slashed } from '../infer-held-out-fourteenth/fourteenth-days.js';

/** WinBooks' code of a supplier account: the name's first letters and a counter. */
const accountCode = (name: string) =>
  `${name
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 6)
    .toUpperCase()}01`;

/**
 * WinBooks, the documents of the purchase journals listed and exported (Fichier, Exporter, CSV):
 * Windows-1252, semicolons, decimal commas. One row per VAT base of a document: the journal (ACH
 * for invoices, NCA for credit notes, which WinBooks books in a journal of their own with their
 * amounts positive), the buyer's document number in that journal, the period (YYYYMM), the
 * document and due dates (DD/MM/YYYY), the supplier's account code and name, the supplier's
 * reference (its invoice number), the VAT code and rate (21 %, 6 %, 0 % for services from
 * abroad), the base, the VAT and the document's total, repeated on each of its rows.
 */
export const winbooksJournalAchats: CorpusLayout = {
  name: 'winbooks-journal-achats',
  modelledOn:
    'WinBooks purchase journal listing exported to CSV: Windows-1252, semicolons, decimal commas, French headers, one row per VAT base, Journal ACH / NCA (credit notes positive in their own journal), N° doc (the buyer’s, per journal), Période YYYYMM, Date doc and Échéance DD/MM/YYYY, Compte fournisseur, Nom, Réf. fournisseur, Code TVA 211 / 206 / 200, Taux, Base, TVA, Total document repeated on each row, EUR implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(19101, 11, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      [
        'Journal',
        'N° doc',
        'Période',
        'Date doc',
        'Échéance',
        'Compte fournisseur',
        'Nom',
        'Réf. fournisseur',
        'Code TVA',
        'Taux',
        'Base',
        'TVA',
        'Total document',
      ],
    ];
    const numbers = { ACH: 24000040, NCA: 24000003 };
    invoices.forEach((i, n) => {
      const journal = n % 4 === 2 ? 'NCA' : 'ACH';
      const doc = ++numbers[journal];
      const rate = localRate(i.lines[0]!.ratePercent, 21, 6);
      // A standard-rate invoice of several lines carries its last one (printed matter) at 6 %.
      const split = rate === 21 && i.lines.length > 1 ? i.lines[i.lines.length - 1]!.netCents : 0;
      const bases = split
        ? [
            { rate: 21, net: i.netCents - split },
            { rate: 6, net: split },
          ]
        : [{ rate, net: i.netCents }];
      const total = bases.reduce((s, b) => s + b.net + taxOf(b.net, b.rate), 0);
      for (const b of bases)
        rows.push([
          journal,
          doc,
          `${i.date.y}${p2(i.date.m)}`,
          slashed(i.date),
          slashed(i.due),
          accountCode(i.vendorName),
          i.vendorName,
          i.number,
          String(200 + b.rate),
          money(b.rate * 100, 'plain-comma'),
          money(b.net, 'plain-comma'),
          money(taxOf(b.net, b.rate), 'plain-comma'),
          money(total, 'plain-comma'),
        ]);
    });
    const file = join(dir, 'ACH_NCA_2024T1.csv');
    const text = rows.map((r) => r.map((c) => (c === null ? '' : String(c))).join(';')).join('\r\n');
    // Windows-1252 as WinBooks writes it: its French headers and the names all lie in Latin-1.
    writeFileSync(file, Buffer.from(`${text}\r\n`, 'latin1'));
    return file;
  },
};

/** A Spanish company's tax id (CIF): a letter and eight digits. */
const cif = (vendor: number) => `B${String(61234567 + vendor * 1234567).slice(0, 8)}`;

/**
 * Anfix, the invoices received (Compras, Facturas recibidas, Exportar a Excel): a title, the
 * period and a blank row, then one row per invoice: the buyer's registry number (2024/0012), the
 * issue and booking dates (date cells), the supplier's invoice number, name and CIF, the base,
 * the VAT rate and quota (21 %, 10 %, 0 %), the IRPF withheld from a professional's invoice (15 %,
 * paid to the tax office by the buyer) and the total to pay, which is the base plus the VAT less
 * the withholding, and whether it is paid. A rectifying invoice (Rectificativa) is negative. The
 * list ends with its Total row. Anfix keeps books in euros; no column says so.
 */
export const anfixFacturasRecibidas: CorpusLayout = {
  name: 'anfix-facturas-recibidas',
  modelledOn:
    'Anfix facturas recibidas exported to Excel under a title and the period: Nº registro 2024/0012 (the buyer’s), Fecha factura and Fecha contabilización date cells, Nº factura, Proveedor, CIF/NIF, Base imponible, % IVA 21 / 10 / 0, Cuota IVA, % IRPF 15 / 0, Retención IRPF, Total (base + IVA - IRPF), Tipo Ordinaria / Rectificativa (negative), Estado Pagada / Pendiente, a Total row, EUR implied',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(19202, 11, 6).sort(byDate);
    const rows: CorpusCell[][] = [
      ['Facturas recibidas'],
      ['Periodo: 01/01/2024 - 31/03/2024'],
      [],
      [
        'Nº registro',
        'Fecha factura',
        'Fecha contabilización',
        'Nº factura',
        'Proveedor',
        'CIF/NIF',
        'Base imponible',
        '% IVA',
        'Cuota IVA',
        '% IRPF',
        'Retención IRPF',
        'Total',
        'Tipo',
        'Estado',
      ],
    ];
    let sum = 0;
    invoices.forEach((i, n) => {
      const sign = n === 3 || n === 8 ? -1 : 1;
      const net = sign * i.netCents;
      const rate = localRate(i.lines[0]!.ratePercent, 21, 10);
      // Vendor 2 invoices as a professional: 15 % of the base is withheld for the IRPF.
      const irpf = i.vendor === 2 ? 15 : 0;
      const vat = taxOf(net, rate);
      const withheld = taxOf(net, irpf);
      sum += net + vat - withheld;
      rows.push([
        `2024/${String(12 + n).padStart(4, '0')}`,
        dateCell(i.date),
        dateCell(later(i.date, 2)),
        i.number,
        i.vendorName,
        cif(i.vendor),
        Number(money(net)),
        rate,
        Number(money(vat)),
        irpf,
        Number(money(withheld)),
        Number(money(net + vat - withheld)),
        sign < 0 ? 'Rectificativa' : 'Ordinaria',
        n % 3 === 0 ? 'Pendiente' : 'Pagada',
      ]);
    });
    rows.push(['Total', null, null, null, null, null, null, null, null, null, null, Number(money(sum)), null, null]);
    return writeXlsx(dir, 'facturas_recibidas_2024T1.xlsx', { 'Facturas recibidas': rows });
  },
};
