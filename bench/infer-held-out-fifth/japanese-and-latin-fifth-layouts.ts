/**
 * Fifth held-out layouts of Yayoi (Japan), Siigo (Colombia) and Omie (Brazil). Written from each
 * product's public documentation (named at each layout), with its country's tax, date and number
 * style, without reading infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf, ymdSlash } from '../infer-held-out-fresh/fresh-formats.js';

const p2 = (n: number) => String(n).padStart(2, '0');

/**
 * A Yayoi Hanbai (弥生販売) purchase slip detail export (仕入明細, CSV), one row per slip line: the
 * slip date written YYYY/MM/DD (the date form of Yayoi's import and export formats:
 * support.yayoi-kk.co.jp, "インポートできるデータの種類と記述形式", 取引日付 「2019/07/01」), Yayoi's slip
 * number (伝票番号) beside the supplier's invoice number (相手先伝票番号), the supplier code beside
 * its name, the transaction kind 掛仕入 (purchase on account) or 掛返品 (a return, a credit, written
 * with positive amounts), each line's amount and consumption tax (10 % and the reduced 8 %), the
 * slip total repeated on each of its lines. Yen have no minor unit.
 */
export const yayoiShiireMeisai: CorpusLayout = {
  name: 'yayoi-shiire-meisai',
  modelledOn:
    'Yayoi Hanbai 仕入明細 CSV: Japanese headers, one row per line under 伝票番号, 相手先伝票番号, 仕入先コード beside 仕入先名, 取引区分 掛仕入 / 掛返品 (returns positive), YYYY/MM/DD, 金額 and 消費税額 per line, 伝票合計 repeated, JPY',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(8404, 9, 7, ['JPY']);
    const header = [
      '伝票日付',
      '伝票番号',
      '取引区分',
      '仕入先コード',
      '仕入先名',
      '相手先伝票番号',
      '行',
      '商品名',
      '数量',
      '単価',
      '金額',
      '税率',
      '消費税額',
      '伝票合計',
    ];
    const rows = invoices.flatMap((i, index) => {
      const rate = localRate(i.lines[0]!.ratePercent, 10, 8);
      // Yen: the corpus's minor units read as whole yen.
      const total = i.lines.reduce((sum, l) => sum + l.netCents + taxOf(l.netCents, rate), 0);
      return i.lines.map((l, n) => [
        ymdSlash(i.date),
        String(1201 + index),
        index % 4 === 3 ? '掛返品' : '掛仕入',
        `S${String(10 + i.vendor).padStart(4, '0')}`,
        i.vendorName,
        i.number,
        String(n + 1),
        l.description,
        String(l.quantity),
        String(l.unitCents),
        String(l.netCents),
        `${rate}%`,
        String(taxOf(l.netCents, rate)),
        String(total),
      ]);
    });
    return writeCsv(dir, 'shiire-meisai.csv', [header, ...rows]);
  },
};

/**
 * Siigo Nube's purchase invoice report (Compras > Facturas de compra, "Exportar a Excel"), one row
 * per document: the document type code (FC a purchase invoice, NC a supplier credit note, written
 * with positive values), Siigo's own voucher number (Comprobante) beside the supplier's invoice
 * number, the supplier's NIT beside its name, the subtotal, IVA (19 and 5 %) and total, the
 * withholding (Retención en la fuente) and what is left to pay after it, and the balance (the
 * columns of Siigo's Excel templates for purchase invoices and payables:
 * contadornube.portaldeclientes.siigo.com, "Subir desde Excel – saldo inicial proveedores", and
 * siigonube.portaldeclientes.siigo.com, "Subir desde Excel – facturas"). Colombian style: DD/MM/YYYY
 * text, 1.234.567,89, COP.
 */
export const siigoFacturasCompra: CorpusLayout = {
  name: 'siigo-facturas-compra',
  modelledOn:
    'Siigo Nube facturas de compra in Excel: Spanish headers, Tipo FC / NC (credit notes positive), Comprobante beside Factura proveedor, NIT beside Proveedor, DD/MM/YYYY text, 1.234.567,89, Subtotal / IVA / Total beside Retención, Neto a pagar and Saldo',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(8505, 12, 9, ['COP']);
    const co = (d: { y: number; m: number; d: number }) => `${p2(d.d)}/${p2(d.m)}/${d.y}`;
    const header = [
      'Tipo',
      'Comprobante',
      'Fecha',
      'Vencimiento',
      'NIT',
      'Proveedor',
      'Factura proveedor',
      'Centro de costo',
      'Subtotal',
      'IVA',
      'Total',
      'Retención en la fuente',
      'Neto a pagar',
      'Saldo',
    ];
    const rows = invoices.map((i, index) => {
      const credit = index % 5 === 1;
      // Pesos: four thousand times the corpus amount, near what the same campaign costs in COP.
      const net = i.netCents * 4000;
      const rate = localRate(i.lines[0]!.ratePercent, 19, 5);
      const iva = taxOf(net, rate);
      const withheld = credit ? 0 : Math.round((net * 4) / 100);
      const payable = net + iva - withheld;
      return [
        credit ? 'NC' : 'FC',
        `${credit ? 'NC-1' : 'FC-1'}-${String(340 + index * 3)}`,
        co(i.date),
        co(i.due),
        `${900100000 + i.vendor * 12347}-${i.vendor % 10}`,
        i.vendorName,
        `FE-${i.number}`,
        i.lines[0]!.costCenter,
        money(net, 'comma'),
        money(iva, 'comma'),
        money(net + iva, 'comma'),
        money(withheld, 'comma'),
        money(payable, 'comma'),
        money(index % 3 === 0 ? 0 : payable, 'comma'),
      ];
    });
    return writeXlsx(dir, 'facturas-compra.xlsx', { 'Facturas de compra': [header, ...rows] });
  },
};

/**
 * Omie's payables list (Finanças > Contas a Pagar, "Exportar para Excel"), one row per payable: the
 * status (A Vencer, Pago, Atrasado), the supplier's legal name beside its CNPJ, the document number
 * of the supplier's NF-e beside Omie's own entry code and the installment ("001/001"), the issue and
 * due dates, the category, the payable's value beside what is paid and the balance (the payable's
 * fields in Omie's help: Fornecedor, Vencimento, Valor da Conta, Categoria, Previsão de Pagamento,
 * Conta Corrente, Nº do Documento: ajuda.omie.com.br, "Cadastrando uma conta a pagar"; and
 * ContaPagarCadastro of Omie's API: codigo_lancamento_omie, numero_documento, data_emissao,
 * data_vencimento, valor_documento, status_titulo: app.omie.com.br/api/v1/financas/contapagar).
 * Brazilian style: DD/MM/YYYY, 1.234,56, BRL; taxes are inside the NF-e's value, not columns here.
 */
export const omieContasAPagar: CorpusLayout = {
  name: 'omie-contas-a-pagar',
  modelledOn:
    'Omie contas a pagar in Excel: Portuguese headers, Situação, Fornecedor beside CNPJ/CPF, Nº do Documento beside Código do Lançamento and Parcela, DD/MM/YYYY text, 1.234,56, Valor da Conta beside Valor Pago and Saldo, no tax columns',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(8606, 14, 10, ['BRL']);
    const br = (d: { y: number; m: number; d: number }) => `${p2(d.d)}/${p2(d.m)}/${d.y}`;
    const header = [
      'Situação',
      'Código do Lançamento',
      'Fornecedor',
      'CNPJ/CPF',
      'Nº do Documento',
      'Parcela',
      'Data de Emissão',
      'Data de Vencimento',
      'Categoria',
      'Valor da Conta',
      'Valor Pago',
      'Saldo',
    ];
    const rows = invoices.map((i, index) => {
      const state = ['A Vencer', 'Pago', 'Atrasado', 'A Vencer'][index % 4]!;
      const paid = state === 'Pago' ? i.grossCents : 0;
      return [
        state,
        String(7712345000 + index * 37),
        i.vendorName,
        `${String(12 + i.vendor).padStart(2, '0')}.345.678/0001-${p2(10 + i.vendor)}`,
        String(i.document % 1000000),
        '001/001',
        br(i.date),
        br(i.due),
        ['2.04.01 - Publicidade', '2.04.02 - Marketing Digital', '2.04.03 - Patrocínios'][i.vendor % 3]!,
        money(i.grossCents, 'comma'),
        money(paid, 'comma'),
        money(i.grossCents - paid, 'comma'),
      ];
    });
    return writeXlsx(dir, 'contas-a-pagar.xlsx', { 'Contas a Pagar': [header, ...rows] });
  },
};
