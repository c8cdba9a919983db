/**
 * Headers of exports in Dutch, German, French, Spanish, Swedish and Italian (and the commonest of
 * Norwegian, Danish, Portuguese, Polish and Finnish) name the fields as
 * the English ones do; accents and case do not count. Each row is a header as a system of that
 * language writes it, and the field it holds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { headerCandidates } from '../../../src/mapping/infer/match-headers.js';

/** The best field a header is matched to, as `scope.field`, and how well. */
function best(header: string): { field: string; score: number } | undefined {
  const top = headerCandidates([header])[0];
  return top && { field: `${top.scope}.${top.field}`, score: top.score };
}

const HEADERS: readonly (readonly [string, string])[] = [
  // Dutch (Exact Online, AFAS, Twinfield)
  ['Crediteur', 'invoice.PayeeId'],
  ['Leverancier', 'invoice.PayeeId'],
  ['Factuurnummer', 'invoice.Invoice_Number'],
  ['Factuurnr.', 'invoice.Invoice_Number'],
  ['Uw ref.', 'invoice.Invoice_Number'],
  ['Factuurdatum', 'invoice.Invoice_Date'],
  ['Factuurbedrag', 'invoice.Invoice_Amount'],
  ['Bedrag incl. btw', 'invoice.Invoice_Amount'],
  ['Bedrag', 'items.Amount'],
  ['Bedrag excl. BTW', 'items.Amount'],
  ['Btw-bedrag', 'items.Tax'],
  ['Valuta', 'invoice.CurrencyCode'],
  ['Grootboekrekening', 'items.GLAccount'],
  ['Omschrijving', 'items.Description'],
  ['Kostenplaats', 'items.CostObject'],
  ['Btw-code', 'items.TaxCode'],
  // German
  ['Lieferantennummer', 'invoice.PayeeId'],
  ['Kreditorennummer', 'invoice.PayeeId'],
  ['Gesamtbetrag', 'invoice.Invoice_Amount'],
  ['Mehrwertsteuer', 'items.Tax'],
  ['WÄHRUNG', 'invoice.CurrencyCode'],
  ['Nettobetrag', 'items.Amount'],
  // French (Sage FR, Cegid, Pennylane)
  ['Fournisseur', 'invoice.PayeeId'],
  ['Code fournisseur', 'invoice.PayeeId'],
  ['N° facture', 'invoice.Invoice_Number'],
  ['Numéro de facture', 'invoice.Invoice_Number'],
  ['Date de facture', 'invoice.Invoice_Date'],
  ['Montant TTC', 'invoice.Invoice_Amount'],
  ['Montant HT', 'items.Amount'],
  ['Montant TVA', 'items.Tax'],
  ['TVA', 'items.Tax'],
  ['Devise', 'invoice.CurrencyCode'],
  ['Compte général', 'items.GLAccount'],
  ['Libellé', 'items.Description'],
  ['Taux TVA', 'items.TaxRate'],
  // Spanish (A3, Holded, SAP Business One ES)
  ['Proveedor', 'invoice.PayeeId'],
  ['Número de factura', 'invoice.Invoice_Number'],
  ['Nº Factura', 'invoice.Invoice_Number'],
  ['Fecha factura', 'invoice.Invoice_Date'],
  ['Importe total', 'invoice.Invoice_Amount'],
  ['Base imponible', 'items.Amount'],
  ['Cuota IVA', 'items.Tax'],
  ['IVA', 'items.Tax'],
  ['Moneda', 'invoice.CurrencyCode'],
  ['Cuenta contable', 'items.GLAccount'],
  ['Descripción', 'items.Description'],
  // Swedish (Fortnox, Visma)
  ['Leverantör', 'invoice.PayeeId'],
  ['Leverantörsnummer', 'invoice.PayeeId'],
  ['Fakturanummer', 'invoice.Invoice_Number'],
  ['Fakturadatum', 'invoice.Invoice_Date'],
  ['Totalbelopp', 'invoice.Invoice_Amount'],
  ['Belopp exkl. moms', 'items.Amount'],
  ['Moms', 'items.Tax'],
  ['Momsbelopp', 'items.Tax'],
  ['Konto', 'items.GLAccount'],
  ['Kostnadsställe', 'items.CostObject'],
  // Italian (TeamSystem, Zucchetti)
  ['Fornitore', 'invoice.PayeeId'],
  ['Numero fattura', 'invoice.Invoice_Number'],
  ['Data fattura', 'invoice.Invoice_Date'],
  ['Totale fattura', 'invoice.Invoice_Amount'],
  ['Imponibile', 'items.Amount'],
  ['Importo IVA', 'items.Tax'],
  ['Divisa', 'invoice.CurrencyCode'],
  ['Conto', 'items.GLAccount'],
  ['Descrizione', 'items.Description'],
  ['Centro di costo', 'items.CostObject'],
  // English and German words of line and date columns
  ['Issue Date', 'invoice.Invoice_Date'],
  ['Issued At', 'invoice.Invoice_Date'],
  ['Issued Date', 'invoice.Invoice_Date'],
  ['Line Item Memo', 'items.Description'],
  ['Subtotal', 'items.Amount'],
  ['Beschreibung', 'items.Description'],
  ['Buchungskonto', 'items.GLAccount'],
  ['Zeile', 'items.Line_Number'],
  ['Regel', 'items.Line_Number'],
  ['Identifiant', 'invoice.InvoiceId'],
  ['Boekingsnummer', 'invoice.InvoiceId'],
  ['Kontobenämning', 'items.Description'],
  // Norwegian and Danish (Tripletex, e-conomic)
  ['Leverandør', 'invoice.PayeeId'],
  ['Bilagsnummer', 'invoice.InvoiceId'],
  ['Fakturadato', 'invoice.Invoice_Date'],
  ['Beløp inkl. mva', 'invoice.Invoice_Amount'],
  ['Beløp eks. mva', 'items.Amount'],
  ['MVA-beløp', 'items.Tax'],
  ['MVA-kode', 'items.TaxCode'],
  ['Beskrivelse', 'items.Description'],
  ['Avdeling', 'items.CostObject'],
  ['Linje', 'items.Line_Number'],
  // Portuguese
  ['Fornecedor', 'invoice.PayeeId'],
  ['Número da fatura', 'invoice.Invoice_Number'],
  ['Data da fatura', 'invoice.Invoice_Date'],
  ['Valor total', 'invoice.Invoice_Amount'],
  ['Moeda', 'invoice.CurrencyCode'],
  ['Descrição', 'items.Description'],
  // Polish
  ['Kontrahent', 'invoice.PayeeId'],
  ['Numer faktury', 'invoice.Invoice_Number'],
  ['Data wystawienia', 'invoice.Invoice_Date'],
  ['Kwota brutto', 'invoice.Invoice_Amount'],
  ['Kwota netto', 'items.Amount'],
  ['Kwota VAT', 'items.Tax'],
  ['Waluta', 'invoice.CurrencyCode'],
  // Finnish
  ['Toimittaja', 'invoice.PayeeId'],
  ['Laskun numero', 'invoice.Invoice_Number'],
  ['Laskun päivämäärä', 'invoice.Invoice_Date'],
  ['Veroton', 'items.Amount'],
  ['Veroton summa', 'items.Amount'],
  ['Verollinen summa', 'invoice.Invoice_Amount'],
  ['ALV', 'items.Tax'],
  ['Valuutta', 'invoice.CurrencyCode'],
  // Norwegian and Danish purchase lists: the lone date is the document's.
  ['Dato', 'invoice.Invoice_Date'],
  // What a line buys, by its name (UBL's Item/Name, product exports), and the Danish, Norwegian and Japanese line text
  ['Item Name', 'items.Description'],
  ['Product Name', 'items.Description'],
  ['Tekst', 'items.Description'],
  ['商品名', 'items.Description'],
  ['品名', 'items.Description'],
  // A slip's or document's total (Yayoi's 伝票合計, a Chinese 单据合计) is the invoice's amount.
  ['伝票合計', 'invoice.Invoice_Amount'],
  ['单据合计', 'invoice.Invoice_Amount'],
  // Solomon Islands' goods tax or sales tax, one column of a purchases book.
  ['GT/ST', 'items.Tax'],
];

describe('mapping infer reads headers in other languages', () => {
  it.each(HEADERS)('"%s" is %s', (header, field) => {
    expect(best(header)?.field).toBe(field);
  });

  it.each(HEADERS)('"%s" is matched the same in upper and lower case and without accents', (header) => {
    const plain = header.normalize('NFD').replace(/\p{M}/gu, '');
    expect(best(header.toUpperCase())?.field).toBe(best(header)?.field);
    expect(best(plain.toLowerCase())).toEqual(best(header));
  });
});

describe('mapping infer reads the word an export puts in front of a field', () => {
  // A bill's, voucher's or document's field is the invoice's; a row's, item's or line's is the line's.
  it.each([
    ['Bill ID', 'invoice.InvoiceId'],
    ['Voucher ID', 'invoice.InvoiceId'],
    ['Bill Amount', 'invoice.Invoice_Amount'],
    ['Document Amount', 'invoice.Invoice_Amount'],
    ['Voucher Date', 'invoice.Invoice_Date'],
    ['Line Tax', 'items.Tax'],
    ['Line VAT', 'items.Tax'],
    ['Row VAT', 'items.Tax'],
    ['Row net', 'items.Amount'],
    ['Line Net', 'items.Amount'],
    ['Item Total', 'items.Amount'],
    ['Row number', 'items.Line_Number'],
    ['Item Description', 'items.Description'],
    ['Line GL Account', 'items.GLAccount'],
    // The vendor's reference is the number on the vendor's invoice (Acumatica), not the system's.
    ['Vendor Ref.', 'invoice.Invoice_Number'],
    ['Vendor Reference', 'invoice.Invoice_Number'],
    ['Vendor Ref. Nbr.', 'invoice.Invoice_Number'],
    // `Inv.` abbreviates invoice before a number word (AutoCount's `Supplier Inv. No.`): the supplier's number, not the supplier.
    ['Supplier Inv. No.', 'invoice.Invoice_Number'],
    ['Supplier Inv No', 'invoice.Invoice_Number'],
    ['Vendor Inv. No.', 'invoice.Invoice_Number'],
    ['Vendor Inv Number', 'invoice.Invoice_Number'],
    ['Supplier Inv. #', 'invoice.Invoice_Number'],
    ['Creditor Inv. No.', 'invoice.Invoice_Number'],
  ])('"%s" is %s', (header, field) => {
    expect(best(header)?.field).toBe(field);
  });

  it.each([
    ['Line No.', 'items.Line_Number'],
    ['Invoice Amount', 'invoice.Invoice_Amount'],
    ['Bill Number', 'invoice.Invoice_Number'],
    ['Document No.', 'invoice.InvoiceId'],
  ])('"%s" is still %s, matched as written', (header, field) => {
    expect(best(header)).toMatchObject({ field });
    expect(best(header)!.score).toBeGreaterThanOrEqual(0.99);
  });
});

it('ranks the vendor\'s reference above the system\'s "Reference Nbr." as the invoice number', () => {
  const numbers = headerCandidates(['Reference Nbr.', 'Vendor Ref.']).filter((c) => c.field === 'Invoice_Number');
  expect(numbers[0]?.header).toBe('Vendor Ref.');
});

describe('mapping infer weighs a leading word by how much of the header it is', () => {
  it.each([
    ['Vendor Invoice No.', 'invoice.Invoice_Number'],
    ['Supplier Invoice No.', 'invoice.Invoice_Number'],
    ['Vendor', 'invoice.PayeeId'],
    ['Gegenkonto (ohne BU-Schlüssel)', 'items.GLAccount'],
    ['Umsatz (ohne Soll/Haben-Kz)', 'invoice.Invoice_Amount'],
    ['Amount (EUR)', 'items.Amount'],
    ['Invoice Date [UTC]', 'invoice.Invoice_Date'],
  ])('"%s" is %s', (header, field) => {
    expect(best(header)?.field).toBe(field);
  });
});

describe('mapping infer reads Chinese and Japanese headers as whole words', () => {
  it.each([
    // Kingdee, Yonyou (Simplified Chinese)
    ['单据编号', 'invoice.InvoiceId'],
    ['发票号码', 'invoice.Invoice_Number'],
    ['发票号', 'invoice.Invoice_Number'],
    ['供应商', 'invoice.PayeeId'],
    ['业务日期', 'invoice.Invoice_Date'],
    ['发票日期', 'invoice.Invoice_Date'],
    ['币别', 'invoice.CurrencyCode'],
    ['币种', 'invoice.CurrencyCode'],
    ['价税合计', 'invoice.Invoice_Amount'],
    ['不含税金额', 'items.Amount'],
    ['税额', 'items.Tax'],
    ['税率(%)', 'items.TaxRate'],
    ['费用项目', 'items.Description'],
    // freee, Yayoi, Money Forward (Japanese)
    ['取引先', 'invoice.PayeeId'],
    ['仕入先', 'invoice.PayeeId'],
    ['請求書番号', 'invoice.Invoice_Number'],
    ['取引日', 'invoice.Invoice_Date'],
    ['発生日', 'invoice.Invoice_Date'],
    ['税額', 'items.Tax'],
    ['消費税額', 'items.Tax'],
    ['税区分', 'items.TaxCode'],
    ['品目', 'items.Description'],
    ['部門', 'items.CostObject'],
  ])('"%s" is %s', (header, field) => {
    expect(best(header)?.field).toBe(field);
  });

  // A word inside a longer header is not the header: 已结算金额 (amount settled) is no amount field.
  it.each(['已结算金额', '含税金额', '到期日', '单据状态', '取引先コード名', '決済金額'])(
    '"%s" is no money or key field',
    (header) => {
      expect([
        'invoice.Invoice_Amount',
        'items.Amount',
        'items.Tax',
        'invoice.InvoiceId',
        'invoice.PayeeId',
      ]).not.toContain(best(header)?.field);
    },
  );
});

describe('mapping infer reads API field names as exports write them', () => {
  it.each([
    ['invoiceNumber', 'invoice.Invoice_Number'],
    ['vendor_id', 'invoice.PayeeId'],
    ['total_amount', 'invoice.Invoice_Amount'],
    // Sage Intacct's object fields: WHENCREATED is the bill's date, TOTALENTERED its total.
    ['VENDORID', 'invoice.PayeeId'],
    ['TOTALENTERED', 'invoice.Invoice_Amount'],
    ['WHENCREATED', 'invoice.Invoice_Date'],
    ['WHENPOSTED', 'invoice.Posted_Date'],
  ])('"%s" is %s', (header, field) => {
    expect(best(header)?.field).toBe(field);
  });
});

describe("mapping infer reads a tax return's value before tax and its tax, whatever remark names the currency", () => {
  const remarks = fc.constantFrom('', ' (Ksh)', ' (KES)', ' (EGP)', ' (₹)', ' (in €)', ' [USD]', ' (Rs.)');
  it('reads "Taxable Value" and its kin as the line Amount, "Amount of VAT" and its kin as the line Tax', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Taxable Value', 'Taxable Amount', 'Net Value', 'Value excluding VAT', 'Amount before tax'),
        fc.constantFrom('Amount of VAT', 'Amount of Tax', 'Value of GST', 'VAT Amount', 'Montant de la TVA'),
        remarks,
        (net, tax, remark) => {
          const chosen = new Map<number, string>();
          for (const c of headerCandidates(['Invoice Number', `${net}${remark}`, `${tax}${remark}`]))
            if (!chosen.has(c.index)) chosen.set(c.index, `${c.scope}.${c.field}`);
          expect(chosen.get(1)).toBe('items.Amount');
          expect(chosen.get(2)).toBe('items.Tax');
        },
      ),
    );
  });
});

describe("mapping infer reads an e-invoicing portal's document identity and the issuer's own number", () => {
  // The tax authority's UUID identifies a document (Egypt's ETA, Mexico's CFDI folio fiscal); the
  // issuer's internal number (ETA's internalID) is the number the supplier gave it.
  it.each([
    ['UUID', 'invoice.InvoiceId'],
    ['Document UUID', 'invoice.InvoiceId'],
    ['الرقم الإلكتروني (UUID)', 'invoice.InvoiceId'],
    ['الرقم الإلكتروني', 'invoice.InvoiceId'],
    ['الرقم الالكتروني', 'invoice.InvoiceId'],
    ['Folio fiscal', 'invoice.InvoiceId'],
    ['الرقم الداخلي', 'invoice.Invoice_Number'],
    // A Turkish e-invoice's ETTN is its UUID; an exchange's (Didox's) document ID stands beside the document's number.
    ['ETTN', 'invoice.InvoiceId'],
    ['ettn', 'invoice.InvoiceId'],
    ['ID документа', 'invoice.InvoiceId'],
    ['ID документу', 'invoice.InvoiceId'],
  ])('"%s" is %s', (header, field) => {
    expect(best(header)?.field).toBe(field);
  });
});

describe("mapping infer reads an invoice's value as its total, as Indian GST returns head it", () => {
  it.each([
    ['Invoice Value', 'invoice.Invoice_Amount'],
    ['Document Value', 'invoice.Invoice_Amount'],
    ['Bill Value', 'invoice.Invoice_Amount'],
    ['Invoice Value (₹)', 'invoice.Invoice_Amount'],
  ])('"%s" is %s', (header, field) => {
    expect(best(header)?.field).toBe(field);
  });
});

describe('mapping infer never reads a total that excludes the tax as the gross', () => {
  // The Maldives' MIRA statement, a German, a French and a Spanish register: the amount without its tax
  // is the line's net, never the gross nor the tax.
  it.each(['Invoice Total (excluding GST)', 'Betrag ohne MwSt', 'Montant hors TVA', 'Importe sin IVA'])(
    '"%s" is the line Amount, never Invoice_Amount',
    (header) => {
      const found = headerCandidates([header]);
      expect(found.some((c) => c.field === 'Invoice_Amount')).toBe(false);
      expect(found[0]).toMatchObject({ scope: 'items', field: 'Amount' });
    },
  );

  it('a total that says it includes the tax is still the gross', () => {
    expect(headerCandidates(['Invoice Total (including GST)'])[0]).toMatchObject({ field: 'Invoice_Amount' });
  });
});
