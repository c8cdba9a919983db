/**
 * A document-type column that lists credit notes beside invoices means the amount may be written
 * unsigned: infer maps it as it is where the sample shows it signed by the type, by the formula
 * that signs it where the sample shows it unsigned, and never uncommented where the sample is mixed.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

function writeCsv(rows: readonly (readonly string[])[]): string {
  const file = join(makeTempDir('credit-type'), 'export.csv');
  writeFileSync(file, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
  return file;
}

const mapped = (yaml: string) => parse(yaml) as { invoice?: Record<string, unknown>; items?: Record<string, unknown> };

/** Twelve documents, one row each; every fourth of the credit type, its amount signed when `signed` (both ways when 'mixed'). */
function documents(typeHeader: string, invoiceType: string, creditType: string, signed: boolean | 'mixed') {
  const rows: string[][] = [['Vendor No.', 'Invoice No.', 'Invoice Date', 'Currency', typeHeader, 'Amount']];
  for (let i = 0; i < 12; i++) {
    const credit = i % 4 === 3;
    rows.push([
      String(70001 + (i % 5)),
      `R-${2400 + i}`,
      '2024-03-04',
      'EUR',
      credit ? creditType : invoiceType,
      `${credit && (signed === true || (signed === 'mixed' && i === 3)) ? '-' : ''}${1000 + i * 37}.50`,
    ]);
  }
  return rows;
}

describe('mapping infer and a document type that lists credit notes', () => {
  // [type header, invoice value, credit-note value], as the exports write them.
  const TYPES: readonly (readonly [string, string, string])[] = [
    ['Type', 'Bill', 'Debit Adj.'],
    ['Document Type', 'Invoice', 'Credit Memo'],
    ['Type pièce', 'FAF', 'AVF'],
    ['Belegart', 'Rechnung', 'Gutschrift'],
    ['Type', 'Kreditorfaktura', 'Kreditornota'],
    ['Factuurtype', 'Factuur', 'Creditnota'],
    ['Tipo', 'Factura', 'Nota de crédito'],
    ['Type de document', 'Facture', 'Avoir'],
    ['Doc Type', 'INV', 'CN'],
    ['Tipo documento', 'Fattura', 'Nota di credito'],
    ['Typ', 'Faktura', 'Kreditfaktura'],
    ['Laskun tyyppi', 'Ostolasku', 'Hyvityslasku'],
    ['Transaction Type', 'Bill', 'Vendor Credit'],
    // Short codes beside the invoice code of their system, under headers that do not say "type".
    ['Nature', 'FF', 'AF'],
    ['BA', 'KR', 'KG'],
    ['Doc', 'INV', 'CN'],
    ['Clase', 'FA', 'NC'],
    ['Documento', 'TD01', 'TD04'],
    ['JDE Doc', 'PV', 'PD'],
    // UN/CEFACT 1001 document type codes as e-invoicing registers write them: 381 a credit note beside
    // 380 an invoice, 384 a corrected one.
    ['Tip factură', '380', '381'],
    ['Invoice Type Code', '384', '381'],
    // A purchase's letter beside the kind's code (PRIMAVERA's V): the code less the shared letter abbreviates a credit note.
    ['Documento', 'VFA', 'VNC'],
    ['Documento', 'FAV', 'NCV'],
    ['Doc', 'CFA', 'CNC'],
    // Credit notes booked in a journal of their own, the journal's code on each row: WinBooks' NCA
    // (notes de crédit d'achat) beside ACH, a Sage journal of avoirs, an Exact Online dagboek.
    ['Journal', 'ACH', 'NCA'],
    ['Code journal', 'AC', 'AVO'],
    ['Dagboek', 'INK', 'CN'],
    // Chile's SII document types in a purchase register: 61 a credit note beside 33 and 34, invoices.
    ['Tipo Doc', '33', '61'],
    ['Tipo Documento', '34', '61'],
    // A voucher's effect (Mexico's CFDI, in its portal's export and in packages that read it): Egreso,
    // the outflow beside Ingreso, is a credit note; as a word, a catalogue letter, or both.
    ['Efecto del Comprobante', 'Ingreso', 'Egreso'],
    ['Tipo de Comprobante', 'I', 'E'],
    ['TipoDeComprobante', 'I - Ingreso', 'E - Egreso'],
  ];

  it.each(TYPES)(
    '"%s" with "%s" and "%s": an amount unsigned on the credit notes is mapped by the formula that signs it',
    async (header, inv, credit) => {
      const yaml = await inferMapping(writeCsv(documents(header, inv, credit, false)));
      const m = mapped(yaml);
      const formula = { formula: `IF([${header}] = "${credit}", -1, 1) * [Amount]` };
      expect(m.invoice?.Invoice_Amount, yaml).toEqual(formula);
      expect(m.items?.Amount, yaml).toEqual(formula);
    },
  );

  it.each(TYPES)(
    '"%s" with "%s" and "%s": an amount both signed and unsigned on the credit notes is a doubt with the formula',
    async (header, inv, credit) => {
      const yaml = await inferMapping(writeCsv(documents(header, inv, credit, 'mixed')));
      const m = mapped(yaml);
      expect(m.invoice?.Invoice_Amount, yaml).toBeUndefined();
      expect(m.items?.Amount, yaml).toBeUndefined();
      expect(yaml).toContain(`{ formula: 'IF([${header}] = "${credit}", -1, 1) * [Amount]' }`);
    },
  );

  it.each(TYPES)(
    '"%s" with "%s" and "%s": an amount signed on the credit notes is proposed',
    async (header, inv, credit) => {
      const m = mapped(await inferMapping(writeCsv(documents(header, inv, credit, true))));
      expect(m.invoice?.Invoice_Amount).toBe('Amount');
    },
  );

  // A credit marked by a word in any position of a type's name, under any header: KashFlow,
  // QuickBooks, Sage 50, Dynamics writers; the type is known by its few repeated values.
  const WORDED: readonly (readonly [string, string, string])[] = [
    ['Type', 'Purchase Invoice', 'Purchase Credit'],
    ['Transaction', 'Purchase Invoice', 'Purchase Credit'],
    ['Type', 'Invoice', 'Credit'],
    ['Transaction Type', 'Bill', 'Vendor Credit'],
    ['Kind', 'Sale', 'Refund'],
    ['Type', 'Bill', 'Supplier Return'],
    ['Entry', 'Invoice', 'Reversal'],
    ['Type', 'Invoice', 'Adjustment'],
    ['Source', 'Bill', 'Credit Purchase'],
  ];

  it.each(WORDED)(
    '"%s" with "%s" and "%s": an unsigned amount is signed by the formula',
    async (header, inv, credit) => {
      const yaml = await inferMapping(writeCsv(documents(header, inv, credit, false)));
      const m = mapped(yaml);
      const signed = { formula: `IF([${header}] = "${credit}", -1, 1) * [Amount]` };
      expect(m.invoice?.Invoice_Amount, yaml).toEqual(signed);
      expect(m.items?.Amount, yaml).toEqual(signed);
    },
  );

  // A debit note is a further charge: beside the invoices it corrects, its amount adds like theirs.
  it.each([
    ['Type', 'Invoice', 'Debit note'],
    ['Type', 'Invoice', 'Debit Note'],
    ['Document Type', 'Tax Invoice', 'Debit Memo'],
    ['Transaction Type', 'Bill', 'DebitNote'],
  ])('"%s" with "%s" and "%s": the debit notes are not signed as credit notes', async (header, inv, debit) => {
    const yaml = await inferMapping(writeCsv(documents(header, inv, debit, false)));
    const m = mapped(yaml);
    expect(m.invoice?.Invoice_Amount, yaml).toBe('Amount');
    expect(m.items?.Amount, yaml).toBe('Amount');
    expect(yaml).not.toContain('-1, 1)');
  });

  // India's purchase registers (Vyapar, Tally) list the buyer's own debit note, its note of a return
  // to the supplier, beside its purchases: there it takes the amount off.
  it("a debit note beside purchases alone, the buyer's return, is signed by the formula", async () => {
    const yaml = await inferMapping(writeCsv(documents('Transaction Type', 'Purchase', 'Debit Note', false)));
    const signed = { formula: 'IF([Transaction Type] = "Debit Note", -1, 1) * [Amount]' };
    expect(mapped(yaml).invoice?.Invoice_Amount, yaml).toEqual(signed);
  });

  // Returns, allowances and credit notes as the registers of more languages name them, each beside its
  // invoice kind: Lithuanian, Latvian, Croatian, Hungarian, Romanian, Vietnamese, Indonesian, Thai,
  // Chinese (a purchase return, an allowance), Portuguese and Spanish.
  const MORE_LANGUAGES: readonly (readonly [string, string, string])[] = [
    ['Operacija', 'pirkimas', 'grąžinimas'],
    ['Operacija', 'Pirkimas', 'Kreditinė sąskaita'],
    ['Operācija', 'pirkums', 'atgriešana'],
    ['Vrsta', 'Račun', 'Odobrenje'],
    ['Típus', 'Számla', 'Jóváíró számla'],
    ['Tip', 'Factura', 'Factura storno'],
    ['Loại', 'Hóa đơn', 'Hàng trả lại'],
    ['Jenis', 'Faktur', 'Nota Kredit'],
    ['ประเภท', 'ใบกำกับภาษี', 'ใบลดหนี้'],
    ['類別', '進貨', '進貨退出'],
    ['類別', '進貨', '折讓'],
    ['单据', '进货', '销货退回'],
    ['Movimento', 'Compra', 'Devolução'],
    ['Clase', 'Factura', 'Factura rectificativa'],
    ['Tipo', 'Fatura', 'Nota de Crédito'],
  ];

  it.each(MORE_LANGUAGES)(
    '"%s" with "%s" and "%s": an unsigned amount is signed by the formula',
    async (header, inv, credit) => {
      const yaml = await inferMapping(writeCsv(documents(header, inv, credit, false)));
      const signed = { formula: `IF([${header}] = "${credit}", -1, 1) * [Amount]` };
      expect(mapped(yaml).invoice?.Invoice_Amount, yaml).toEqual(signed);
    },
  );

  it('free text that mentions a credit is not a type column', async () => {
    const rows = documents('Comments', 'x', 'y', false).map((r, i) =>
      i === 0 ? r : [...r.slice(0, 4), i % 4 === 0 ? `credit for R-${2400 + i - 1}` : `order ${i}`, r[5]!],
    );
    expect(mapped(await inferMapping(writeCsv(rows))).invoice?.Invoice_Amount).toBe('Amount');
  });

  // [header, invoice code, other code]: a credit code without its invoice code, or under a country's header, is no type.
  it.each([
    ['Country', 'INV', 'CN'],
    ['Region', 'FA', 'NC'],
    ['Code', 'DE', 'CN'],
    // Egreso is any payment out in a cash book: a credit note only beside Ingreso; letters only under a kind's header.
    ['Movimiento', 'Compra', 'Egreso'],
    ['Clave', 'I', 'E'],
  ])('"%s" with "%s" and "%s" is not a credit-note type: the amount is mapped as it is', async (header, a, b) => {
    const m = mapped(await inferMapping(writeCsv(documents(header, a, b, false))));
    expect(m.invoice?.Invoice_Amount).toBe('Amount');
  });

  // A cash book's income and expense (ingresos y egresos): an Egreso there is a purchase, no credit
  // note; the effect is read under a voucher's header or beside folios fiscales only. The kinds are
  // left for the user to read (a doubt), never signed as credit notes.
  it.each([
    ['Tipo de movimiento', 'Ingreso', 'Egreso'],
    ['Tipo', 'Ingreso', 'Egreso'],
    ['Tipo', 'I', 'E'],
  ])('"%s" with "%s" and "%s" is no voucher effect: nothing is mapped signed by it', async (header, a, b) => {
    const yaml = await inferMapping(writeCsv(documents(header, a, b, false)));
    const m = mapped(yaml);
    const signed = { formula: `IF([${header}] = "${b}", -1, 1) * [Amount]` };
    expect(m.invoice?.Invoice_Amount, yaml).not.toEqual(signed);
    expect(m.items?.Amount, yaml).not.toEqual(signed);
  });

  it('a type column without credit notes leaves the amount as it is', async () => {
    const m = mapped(await inferMapping(writeCsv(documents('Type', 'Invoice', 'Prepayment Invoice', false))));
    expect(m.invoice?.Invoice_Amount).toBe('Amount');
  });
});

describe('mapping infer signs a credit note only where the amount is each invoice', () => {
  it('an unsigned amount that does not add up to the invoice amount in one row per invoice stays a doubt', async () => {
    const rows: string[][] = [
      ['Vendor No.', 'Invoice No.', 'Invoice Date', 'Currency', 'Type', 'Invoice Total', 'Amount'],
    ];
    for (let i = 0; i < 12; i++) {
      const credit = i % 4 === 3;
      // The amount is a part of the total, not a net beside a tax: the rows are lines of invoices the sample does not key.
      rows.push([
        String(70001 + (i % 5)),
        `R-${2400 + i}`,
        '2024-03-04',
        'EUR',
        credit ? 'CN' : 'INV',
        `${3000 + i * 41}.00`,
        `${1000 + i * 37}.50`,
      ]);
    }
    const yaml = await inferMapping(writeCsv(rows));
    expect(mapped(yaml).items?.Amount, yaml).toBeUndefined();
    expect(mapped(yaml).invoice?.Invoice_Amount, yaml).toEqual({
      formula: 'IF([Type] = "CN", -1, 1) * [Invoice Total]',
    });
    expect(yaml).toContain('check the layout before signing it');
  });
});
