/**
 * Third held-out layouts shaped as reports or with rows of several kinds: a Dynamics GP vendor
 * transaction report grouped under vendor heading rows, a Conta Azul workbook whose first sheet is
 * the export's summary, and a Sage X3 purchase-invoice export with tax and freight as rows of
 * their own. Written from each product's public documentation (named at each layout), without
 * reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, dateCell, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusCell, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf, usPadded } from '../infer-held-out-fresh/fresh-formats.js';
import { dmyShort, localMonth } from './third-formats.js';

/** GP's currency ids, as its sample company Fabrikam names them. */
const GP_CURRENCY: Record<string, string> = { USD: 'Z-US$', EUR: 'Z-EURO' };

/**
 * A Dynamics GP vendor transaction report (Payables Transaction Inquiry / the SmartList "Payables
 * Transactions": Document Type, Document Number, Voucher Number, Document Date, Document Amount,
 * Current Trx Amount, as learn.microsoft.com/dynamics-gp names the PM transaction fields) exported
 * to Excel grouped by vendor: a heading row "Vendor: <id> - <name>", the vendor's invoices, credit
 * memos (positive amounts) and payments, a "Total for" row, and a Report Total at the end. Dates
 * are date cells; currencies are GP's ids (Z-US$, Z-EURO); Purchases Account is GP's segmented
 * account (000-6100-00).
 */
export const dynamicsGpVendorReport: CorpusLayout = {
  name: 'dynamics-gp-vendor-report',
  modelledOn:
    'Dynamics GP vendor transaction report in Excel: title rows, vendor heading rows, Invoice / Credit Memo / Payment rows, Document Amount beside Current Trx Amount, Total for rows and a Report Total',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(5404, 13, 6, ['USD', 'USD', 'EUR']).sort(
      (a, b) => a.vendorName.localeCompare(b.vendorName) || a.document - b.document,
    );
    const header = [
      'Document Type',
      'Document Number',
      'Voucher Number',
      'Document Date',
      'Due Date',
      'Currency ID',
      'Document Amount',
      'Current Trx Amount',
      'Purchases Account',
      'Description',
    ];
    const rows: CorpusCell[][] = [
      ['Fabrikam, Inc.'],
      ['Vendor Transaction Report'],
      [`Document Date: ${usPadded({ y: 2024, m: 1, d: 1 })} - ${usPadded({ y: 2024, m: 3, d: 31 })}`],
      [],
      header,
    ];
    let voucher = 100;
    let grand = 0;
    for (const vendorName of [...new Set(invoices.map((i) => i.vendorName))]) {
      const bills = invoices.filter((i) => i.vendorName === vendorName);
      const id = `${vendorName
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 8)
        .toUpperCase()}0001`;
      rows.push([`Vendor: ${id} - ${vendorName}`]);
      let total = 0;
      for (const [index, i] of bills.entries()) {
        const credit = (i.document + index) % 5 === 0;
        const open = index % 2 === 0 ? i.netCents : 0;
        voucher += 1;
        total += credit ? -i.netCents : i.netCents;
        rows.push([
          credit ? 'Credit Memo' : 'Invoice',
          credit ? `CM-${i.number}` : i.number,
          String(voucher).padStart(8, '0'),
          dateCell(i.date),
          credit ? null : dateCell(i.due),
          GP_CURRENCY[i.currency]!,
          i.netCents / 100,
          open / 100,
          `000-${i.lines[0]!.glAccount.slice(0, 4)}-00`,
          i.lines.map((l) => l.description).join(', '),
        ]);
        if (!credit && open === 0) {
          voucher += 1;
          total -= i.netCents;
          rows.push([
            'Payment',
            `CHK${String(2200 + voucher)}`,
            String(voucher).padStart(8, '0'),
            dateCell(i.due),
            null,
            GP_CURRENCY[i.currency]!,
            i.netCents / 100,
            0,
            '000-1100-00',
            `Check payment ${i.number}`,
          ]);
        }
      }
      rows.push([`Total for ${id}`, null, null, null, null, null, total / 100]);
      grand += total;
    }
    rows.push([], ['Report Total', null, null, null, null, null, grand / 100]);
    return writeXlsx(dir, 'vendor-transactions.xlsx', { 'Vendor Transactions': rows });
  },
};

/**
 * Conta Azul "Contas a pagar" exported to Excel: a first sheet summing up the export (filters,
 * period, totals) and the bills on the second, one row per bill, with Portuguese headers
 * (Data de competência, Data de vencimento, Fornecedor, Valor original, Valor pago, Valor em
 * aberto, Situação, Categoria, Centro de custo, Conta bancária: the fields of Conta Azul's
 * payables screen and its import sheet, ajuda.contaazul.com, "Contas a pagar"), dates as
 * DD/MM/YYYY text, the period as "jan/2024", amounts as number cells, BRL without a currency column.
 */
export const contaAzulContasAPagar: CorpusLayout = {
  name: 'conta-azul-contas-a-pagar',
  modelledOn:
    'Conta Azul contas a pagar workbook: a summary sheet before the data, Portuguese headers, DD/MM/YYYY text, competência as jan/2024, Valor original beside Valor pago and Valor em aberto, one bank account on every row',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(5505, 16, 10, ['BRL']);
    const p2 = (n: number) => String(n).padStart(2, '0');
    const br = (d: { y: number; m: number; d: number }) => `${p2(d.d)}/${p2(d.m)}/${d.y}`;
    const total = invoices.reduce((sum, i) => sum + i.netCents, 0);
    const summary: CorpusCell[][] = [
      ['Contas a pagar'],
      ['Empresa', 'Agência Pampa Comunicação Ltda.'],
      ['Período', '01/01/2024 a 31/03/2024'],
      ['Situação', 'Todas'],
      ['Exportado em', '02/04/2024 09:41'],
      [],
      ['Total do período', total / 100],
    ];
    const header = [
      'Data de competência',
      'Competência',
      'Data de vencimento',
      'Data de pagamento',
      'Fornecedor',
      'Descrição',
      'Número do documento',
      'Categoria',
      'Centro de custo',
      'Valor original',
      'Valor pago',
      'Valor em aberto',
      'Situação',
      'Conta bancária',
    ];
    const rows = invoices.map((i, index) => {
      const state = ['Pago', 'Em aberto', 'Atrasado', 'Pago', 'Parcial'][index % 5]!;
      const paid = state === 'Pago' ? i.netCents : state === 'Parcial' ? Math.floor(i.netCents / 2) : 0;
      return [
        br(i.date),
        localMonth(i.date, 'pt'),
        br(i.due),
        paid > 0 ? br(i.due) : null,
        i.vendorName,
        i.lines[0]!.description,
        `NF ${i.number}`,
        i.lines[0]!.glAccount === '618000' ? 'Comissões' : 'Publicidade e propaganda',
        i.lines[0]!.costCenter === 'CC2000' ? 'Comercial' : 'Marketing',
        i.netCents / 100,
        paid / 100,
        (i.netCents - paid) / 100,
        state,
        'Itaú - Conta corrente',
      ];
    });
    return writeXlsx(dir, 'contas-a-pagar.xlsx', { Resumo: summary, 'Contas a pagar': [header, ...rows] });
  },
};

/**
 * A Sage X3 purchase-invoice export (the BIS object through an import/export template: header
 * fields Site, Type (FAF invoice, AVF credit note), Document, Supplier, Supplier invoice, dates,
 * currency, amounts; line fields by line type; online-help.sageerpx3.com, "Purchase invoices"),
 * French labels, semicolons, decimal comma, DD/MM/YY. Each invoice is its item lines, then a TVA
 * row with the invoice's VAT and a Port row for freight where there is one; a credit note's rows
 * have positive amounts. Compte collectif, the payables control account, is 401000 on every row.
 */
export const sageX3FacturesAchat: CorpusLayout = {
  name: 'sage-x3-factures-achat',
  modelledOn:
    'Sage X3 factures fournisseurs export: French labels, FAF / AVF document types (sign), Article, TVA and Port rows, Montant TTC beside Montant HT, Compte collectif 401000 on every row, DD/MM/YY, decimal comma',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(5606, 10, 8, ['EUR']);
    const header = [
      'Site',
      'Type pièce',
      'N° pièce',
      'Fournisseur',
      'Raison sociale',
      'Facture fournisseur',
      'Date facture',
      'Date échéance',
      'Devise',
      'Montant HT',
      'Montant TTC',
      'Statut',
      'Compte collectif',
      'Type ligne',
      'Compte',
      'Libellé',
      'Montant ligne',
    ];
    const rows = invoices.flatMap((i, index) => {
      const credit = index % 5 === 3;
      const rate = localRate(i.lines[0]!.ratePercent, 20, 5.5);
      const freight = i.vendor % 3 === 1 ? 4500 : 0;
      const net = i.netCents + freight;
      const vat = i.lines.reduce((sum, l) => sum + taxOf(l.netCents, rate), 0) + taxOf(freight, rate);
      const head: CorpusCell[] = [
        'FR011',
        credit ? 'AVF' : 'FAF',
        `${credit ? 'AVF' : 'FAF'}2401-${String(310 + index).padStart(6, '0')}`,
        `F${String(i.vendor + 1).padStart(5, '0')}`,
        i.vendorName,
        credit ? `AV-${i.number}` : i.number,
        dmyShort(i.date),
        dmyShort(i.due),
        i.currency,
        money(net, 'plain-comma'),
        money(net + vat, 'plain-comma'),
        index % 4 === 0 ? 'Provisoire' : 'Validée',
        '401000',
      ];
      const out: CorpusCell[][] = i.lines.map((l) => [
        ...head,
        'Article',
        `6${l.glAccount.slice(1, 6)}`,
        l.description,
        money(l.netCents, 'plain-comma'),
      ]);
      if (freight > 0) out.push([...head, 'Port', '624100', 'Frais de port', money(freight, 'plain-comma')]);
      if (vat > 0) out.push([...head, 'TVA', '445660', `TVA déductible ${rate} %`, money(vat, 'plain-comma')]);
      return out;
    });
    return writeCsv(dir, 'export-factures-achat.csv', [header, ...rows], ';');
  },
};
