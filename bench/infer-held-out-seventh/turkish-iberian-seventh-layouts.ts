/**
 * Seventh held-out layouts of lists with payment decoys: a Paraşüt (Turkey) expense list, a Bling
 * (Brazil) payables list and an Alegra (Colombia) supplier bill list. Written from each product's
 * public documentation and its country's conventions (named at each layout), without reading
 * infer's code and without running infer on them.
 */
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { corpusInvoices, money } from '../infer-corpus/corpus-invoices.js';
import { writeCsv, writeXlsx, type CorpusLayout } from '../infer-corpus/corpus-files.js';
import { localRate, taxOf } from '../infer-held-out-fresh/fresh-formats.js';

const p2 = (n: number) => String(n).padStart(2, '0');
type Day = { y: number; m: number; d: number };

/**
 * Paraşüt's expense list (Giderler > Gider Listesi, "İçe/Dışa Aktar" to Excel), one row per
 * expense: the kind (Alış Faturası a purchase invoice, Harcama a receipt), the description, the
 * supplier with its tax number, the e-invoice number (GİB's 16 characters, three letters, the year
 * and nine digits), the issue and due dates, the currency as Paraşüt writes it (TRL for the lira),
 * the subtotal, KDV and total, what is left to pay and the payment state Ödendi / Ödenecek /
 * Gecikmiş, and the category (parasut.com, "Yeni Banka Gideri Eklemek" and "Banka gideri
 * oluşturmak": açıklama, düzenleme tarihi, toplam tutar in Türk Lirası, Euro, Dolar, ödeme durumu
 * Ödenecek / Ödendi, vade tarihi, gider kategorisi; "Giderlerinizi Sağlıklı Takip Edebilmek":
 * alış faturası with its fatura seri & sıra no.). Turkish style: Excel's short date d.MM.yyyy as
 * text, number cells, KDV 20 % and 10 %.
 */
export const parasutGiderListesi: CorpusLayout = {
  name: 'parasut-gider-listesi',
  modelledOn:
    'Paraşüt gider listesi in Excel: Turkish headers, Gider Türü, Tedarikçi beside Vergi No, 16-character e-fatura number, d.MM.yyyy text dates, Döviz TRL / EUR / USD, Ara Toplam / KDV / Genel Toplam beside Kalan and Ödeme Durumu, Kategori',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(7404, 12, 8, ['TRL', 'EUR', 'TRL', 'USD']);
    const tr = (d: Day) => `${d.d}.${p2(d.m)}.${d.y}`;
    const header = [
      'Gider Türü',
      'Açıklama',
      'Tedarikçi',
      'Vergi No',
      'Fatura No',
      'Düzenleme Tarihi',
      'Vade Tarihi',
      'Döviz',
      'Ara Toplam',
      'KDV',
      'Genel Toplam',
      'Kalan',
      'Ödeme Durumu',
      'Kategori',
    ];
    const rows = invoices.map((i, index) => {
      const rate = localRate(i.lines[0]!.ratePercent, 20, 10);
      // Lira: thirty-four times the corpus amount, near what the same campaign costs in TRY.
      const net = i.currency === 'TRL' ? i.netCents * 34 : i.netCents;
      const kdv = taxOf(net, rate);
      const state = index % 3 === 0 ? 'Ödendi' : index % 3 === 1 ? 'Ödenecek' : 'Gecikmiş';
      const prefix = ['ABC', 'MDY', 'RKL', 'TNS'][i.vendor % 4]!;
      return [
        index % 4 === 3 ? 'Harcama' : 'Alış Faturası',
        i.lines[0]!.description,
        i.vendorName,
        String(1230000000 + i.vendor * 4567),
        `${prefix}${i.date.y}${String(i.document - 5105600000 + i.vendor * 1000).padStart(9, '0')}`,
        tr(i.date),
        tr(i.due),
        i.currency,
        net / 100,
        kdv / 100,
        (net + kdv) / 100,
        state === 'Ödendi' ? 0 : (net + kdv) / 100,
        state,
        'Reklam ve Pazarlama',
      ];
    });
    return writeXlsx(dir, 'giderler.xlsx', { Giderler: [header, ...rows] });
  },
};

/**
 * Bling's accounts payable (Finanças > Contas a pagar, "Exportar" as CSV), one row per bill: Bling's
 * id beside the supplier's document number, the supplier with its CNPJ, the issue and due dates,
 * the history text, the category, the value, what was paid and the situation (Em aberto, Pago,
 * Parcial), and the payment form (the fields of Bling's contas a pagar: contato, número do
 * documento, data de emissão, vencimento, histórico, categoria, valor, situação; Brazilian bills
 * carry no separate VAT here). Brazilian style: DD/MM/YYYY, 1.234,56, BRL, semicolons.
 */
export const blingContasAPagar: CorpusLayout = {
  name: 'bling-contas-a-pagar',
  modelledOn:
    'Bling contas a pagar CSV: Portuguese headers, ID beside Nº documento, Fornecedor beside CPF/CNPJ, DD/MM/YYYY, 1.234,56, Valor beside Valor pago and Situação Em aberto / Pago / Parcial, Histórico, Categoria',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(7505, 11, 8, ['BRL']);
    const br = (d: Day) => `${p2(d.d)}/${p2(d.m)}/${d.y}`;
    const cnpj = (v: number) => {
      const n = String(11222333 + v * 40127).padStart(8, '0');
      return `${n.slice(0, 2)}.${n.slice(2, 5)}.${n.slice(5, 8)}/0001-${p2(10 + v * 7)}`;
    };
    const header = [
      'ID',
      'Fornecedor',
      'CPF/CNPJ',
      'Data de emissão',
      'Vencimento',
      'Nº documento',
      'Histórico',
      'Categoria',
      'Valor',
      'Valor pago',
      'Situação',
      'Forma de pagamento',
    ];
    const rows = invoices.map((i, index) => {
      // Reais: five times the corpus gross, near what the same campaign costs in BRL.
      const value = i.grossCents * 5;
      const situation = index % 3 === 0 ? 'Pago' : index % 3 === 1 ? 'Em aberto' : 'Parcial';
      const paid = situation === 'Pago' ? value : situation === 'Parcial' ? Math.round(value / 2) : 0;
      return [
        String(16843021 + index * 211),
        i.vendorName,
        cnpj(i.vendor),
        br(i.date),
        br(i.due),
        `NF ${String(i.document - 5105600000 + 2300 + i.vendor * 50)}`,
        `Ref. ${i.lines[0]!.description}`,
        'Marketing',
        money(value, 'comma'),
        money(paid, 'comma'),
        situation,
        index % 2 === 0 ? 'Boleto' : 'Pix',
      ];
    });
    return writeCsv(dir, 'contas-a-pagar.csv', [header, ...rows], ';');
  },
};

/**
 * Alegra's supplier bills (Gastos > Facturas de proveedor, "Exportar" as CSV), one row per bill:
 * Alegra's id beside the supplier's bill number, the supplier with its NIT, the date and due date
 * as Alegra shows them in Spanish (`15 ene. 2024`), subtotal, taxes and total, what was paid and
 * what is still to pay, and the state Abierta / Cerrada (the fields of Alegra's bills: number,
 * provider, date, dueDate, subtotal, tax, total, totalPaid, balance, status open / closed). Colombian
 * style: 1.234.567,89, IVA 19 % and 5 %, COP, commas between fields (amounts quoted).
 */
export const alegraFacturasProveedor: CorpusLayout = {
  name: 'alegra-facturas-proveedor',
  modelledOn:
    'Alegra facturas de proveedor CSV: Spanish headers, ID beside Número, Proveedor beside NIT, dates "15 ene. 2024", 1.234.567,89 quoted, Subtotal / Impuestos / Total beside Pagado / Por pagar, Estado Abierta / Cerrada',
  advertisers: SANDBOX_ADVERTISERS,
  write: async (dir) => {
    const invoices = corpusInvoices(7606, 10, 8, ['COP']);
    const months = ['ene.', 'feb.', 'mar.', 'abr.', 'may.', 'jun.', 'jul.', 'ago.', 'sep.', 'oct.', 'nov.', 'dic.'];
    const co = (d: Day) => `${d.d} ${months[d.m - 1]!} ${d.y}`;
    const header = [
      'ID',
      'Número',
      'Proveedor',
      'NIT',
      'Fecha',
      'Vencimiento',
      'Subtotal',
      'Impuestos',
      'Total',
      'Pagado',
      'Por pagar',
      'Estado',
    ];
    const rows = invoices.map((i, index) => {
      const rate = localRate(i.lines[0]!.ratePercent, 19, 5);
      // Pesos: four thousand times the corpus amount, near what the same campaign costs in COP.
      const net = i.netCents * 4000;
      const iva = taxOf(net, rate);
      const closed = index % 3 === 2;
      return [
        String(412 + index * 3),
        `FE-${String(i.document - 5105600000 + 980 + i.vendor * 61)}`,
        i.vendorName,
        `900${String(123456 + i.vendor * 811).padStart(6, '0')}-${i.vendor % 10}`,
        co(i.date),
        co(i.due),
        money(net, 'comma'),
        money(iva, 'comma'),
        money(net + iva, 'comma'),
        money(closed ? net + iva : 0, 'comma'),
        money(closed ? 0 : net + iva, 'comma'),
        closed ? 'Cerrada' : 'Abierta',
      ];
    });
    return writeCsv(dir, 'facturas-proveedor.csv', [header, ...rows]);
  },
};
