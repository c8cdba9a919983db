/**
 * Fourth held-out layouts shaped as reports or with rows of several kinds: a Yardi Voyager payable
 * register grouped under vendor heading rows, and a Cegid purchase-invoice line export with a tax
 * row under each article row. Written from each product's public documentation (named at each
 * layout), without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';

const p2 = (n: number) => String(n).padStart(2, '0');

/**
 * A Yardi Voyager Payable Register exported to Excel (Reports > Payable Register, the report of
 * the Voyager procedures guide's "Review Payable" and the Core Financials user's guide: Control,
 * Batch, Property, Vendor, Invoice Date, Post Month, Reference, Account, Amount): title rows, the
 * vendor written once on a heading row "<vendor code> - <name>", one row per distribution line of
 * each payable (its Control number repeated), the line's amount beside what is paid and what is
 * left, a "Total <vendor code>" row and a Grand Total. US property management: no sales tax, USD,
 * dates as date cells, post month "01/2024", accounts "6410-0000", property codes.
 */
export const yardiPayableRegister: CorpusLayout = {
  name: 'yardi-payable-register',
  modelledOn:
    'Yardi Voyager payable register in Excel: title rows, vendor heading rows "v0000105 - <name>", Control beside Reference, one row per distribution line, Amount beside Paid and Remaining, vendor Total rows and a Grand Total',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(7404, 11, 6, ['USD']).sort(
      (a, b) => a.vendor - b.vendor || a.document - b.document,
    );
    const header = [
      'Control',
      'Batch',
      'Property',
      'Invoice Date',
      'Due Date',
      'Post Month',
      'Reference',
      'Account',
      'Description',
      'Amount',
      'Paid',
      'Remaining',
    ];
    const rows: CorpusCell[][] = [
      ['Payable Register'],
      ['Period = Jan 2024-Mar 2024'],
      ['Book = Accrual ; Status = All'],
      [],
      header,
    ];
    let grand = 0;
    for (const vendor of [...new Set(invoices.map((i) => i.vendor))]) {
      const bills = invoices.filter((i) => i.vendor === vendor);
      const code = `v${String(105 + vendor * 17).padStart(7, '0')}`;
      rows.push([`${code} - ${bills[0]!.vendorName}`]);
      let total = 0;
      for (const [index, i] of bills.entries()) {
        const paid = index % 2 === 1;
        for (const l of i.lines) {
          rows.push([
            `P-${i.document - 5105500000}`,
            String(8800 + (i.document % 50)),
            ['mapl', 'oak2', 'riv1'][i.vendor % 3]!,
            dateCell(i.date),
            dateCell(i.due),
            `${p2(i.date.m)}/${i.date.y}`,
            i.number,
            `${l.glAccount.slice(0, 4)}-0000`,
            l.description,
            l.netCents / 100,
            paid ? l.netCents / 100 : 0,
            paid ? 0 : l.netCents / 100,
          ]);
          total += l.netCents;
        }
      }
      rows.push([`Total ${code}`, null, null, null, null, null, null, null, null, total / 100]);
      grand += total;
    }
    rows.push([], ['Grand Total', null, null, null, null, null, null, null, null, grand / 100]);
    return writeXlsx(dir, 'payable-register.xlsx', { Report1: rows });
  },
};

/** The corpus GL accounts as French PCG expense accounts. */
const PCG: Record<string, string> = {
  '610000': '623100',
  '610100': '623400',
  '612000': '623600',
  '615500': '623800',
  '618000': '622600',
};

/**
 * A Cegid purchase invoice line export (Achats > Factures fournisseurs, "Export des lignes"), one
 * row per article line and, under each, a TVA row of the same line number carrying that line's
 * VAT (the line natures and fields of Cegid's purchase documents: Nature de pièce FF / AF for
 * invoice and credit note, N° pièce, Référence externe, Tiers, Article, Montant HT, Montant TVA,
 * Montant TTC: Cegid XRP / Loop documentation, "Pièces d'achat"). French style: DD/MM/YYYY,
 * decimal comma, TVA 20 and 5,5 %; an AF (credit note) is written
 * with positive amounts.
 */
export const cegidFacturesFournisseurs: CorpusLayout = {
  name: 'cegid-factures-fournisseurs',
  modelledOn:
    'Cegid factures fournisseurs line export: French headers, Nature FF / AF (credit notes positive), N° pièce beside Référence externe, Tiers code beside Raison sociale, Article and TVA rows per line, Montant TTC repeated, DD/MM/YYYY, decimal comma',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(7505, 9, 8, ['EUR']);
    const fr = (d: { y: number; m: number; d: number }) => `${p2(d.d)}/${p2(d.m)}/${d.y}`;
    const amount = (cents: number) => money(cents, 'plain-comma');
    const header = [
      'Nature',
      'N° pièce',
      'Date pièce',
      'Tiers',
      'Raison sociale',
      'Référence externe',
      'N° ligne',
      'Type ligne',
      'Article',
      'Désignation',
      'Compte',
      'Montant',
      'Montant TTC pièce',
      'Etat',
    ];
    const rows = invoices.flatMap((i, index) => {
      const credit = index % 4 === 2;
      const rate = localRate(i.lines[0]!.ratePercent, 20, 5.5);
      const gross = i.lines.reduce((sum, l) => sum + l.netCents + taxOf(l.netCents, rate), 0);
      const common = (n: number) => [
        credit ? 'AF' : 'FF',
        `${credit ? 'AF' : 'FF'}${String(24000 + index * 7)}`,
        fr(i.date),
        `F${String(400 + i.vendor).padStart(5, '0')}`,
        i.vendorName,
        i.number,
        String(n),
      ];
      return i.lines.flatMap((l, n) => [
        [
          ...common(n + 1),
          'Article',
          `PUB${String(l.glAccount).slice(2, 4)}`,
          l.description,
          PCG[l.glAccount]!,
          amount(l.netCents),
          amount(gross),
          ['Comptabilisé', 'Validé', 'Réglé'][index % 3]!,
        ],
        [
          ...common(n + 1),
          'TVA',
          '',
          `TVA ${String(rate).replace('.', ',')} %`,
          '445660',
          amount(taxOf(l.netCents, rate)),
          amount(gross),
          ['Comptabilisé', 'Validé', 'Réglé'][index % 3]!,
        ],
      ]);
    });
    return writeCsv(dir, 'factures-fournisseurs.csv', [header, ...rows], ';');
  },
};
