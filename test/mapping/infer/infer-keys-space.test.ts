/**
 * `mapping infer` over a space of purchase lists in Finnish, Spanish, Portuguese, Polish,
 * Norwegian, Japanese, German, Dutch, French, Italian, Swedish and English: the supplier's invoice
 * number under each language's words (laskunumero, factura proveedor, nº do documento, dokument,
 * fakturanr., 相手先伝票番号, Fremdbelegnummer, numero fattura fornitore, invoice #), with or without
 * the system's own entry number beside it (tunniste, comprobante, código do lançamento, numer
 * wewnętrzny, bilagsnr., 伝票番号, Belegnummer, protocollo, N° pièce, `<Product> ID`), a document or voucher date
 * and maybe a due date, columns in any order. Properties: the supplier's number is the
 * Invoice_Number; the entry number, where there is one, the InvoiceId (else vendor and number
 * build it); the document date is the Invoice_Date, and a due date never is.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

interface Words {
  vendor: readonly string[];
  internal: readonly string[];
  number: readonly string[];
  date: readonly string[];
  due: readonly string[];
  amount: readonly string[];
}

/** Each language's words as real exports write them. */
const LANGUAGES: Record<string, Words> = {
  fi: {
    vendor: ['Toimittajanumero'],
    internal: ['Tunniste', 'Laskun tunniste'],
    number: ['Laskunumero', 'Laskun numero'],
    date: ['Laskun päivämäärä', 'Tositepäivä'],
    due: ['Eräpäivä'],
    amount: ['Yhteensä'],
  },
  es: {
    vendor: ['Código proveedor'],
    internal: ['Comprobante', 'Número de comprobante'],
    number: ['Factura proveedor', 'Número factura proveedor'],
    date: ['Fecha', 'Fecha documento', 'Fecha comprobante'],
    due: ['Vencimiento', 'Fecha de vencimiento'],
    amount: ['Total'],
  },
  pt: {
    vendor: ['Código Fornecedor'],
    internal: ['Código do Lançamento'],
    number: ['Nº do Documento', 'Número da Nota Fiscal'],
    date: ['Data de Emissão', 'Data do Documento'],
    due: ['Data de Vencimento'],
    amount: ['Valor Total'],
  },
  pl: {
    vendor: ['Kontrahent'],
    internal: ['Numer wewnętrzny'],
    number: ['Dokument', 'Numer obcy', 'Numer dokumentu'],
    date: ['Data wystawienia', 'Data dokumentu'],
    due: ['Termin płatności'],
    amount: ['Wartość brutto'],
  },
  no: {
    vendor: ['Leverandørnr'],
    internal: ['Bilagsnr.'],
    number: ['Fakturanr.'],
    date: ['Bilagsdato', 'Fakturadato'],
    due: ['Forfallsdato'],
    amount: ['Beløp inkl. mva'],
  },
  ja: {
    vendor: ['仕入先コード'],
    internal: ['伝票番号'],
    number: ['相手先伝票番号'],
    date: ['伝票日付'],
    due: ['支払期日'],
    amount: ['合計金額'],
  },
  de: {
    vendor: ['Kreditorennummer'],
    internal: ['Belegnummer', 'Beleg-Nr.'],
    number: ['Fremdbelegnummer', 'Externe Belegnummer', 'Lieferantenrechnungsnummer'],
    date: ['Belegdatum', 'Rechnungsdatum'],
    due: ['Fälligkeit', 'Fällig am'],
    amount: ['Bruttobetrag'],
  },
  nl: {
    vendor: ['Crediteurnummer'],
    internal: ['Boekstuknummer'],
    number: ['Factuurnummer leverancier', 'Uw referentie'],
    date: ['Factuurdatum', 'Boekstukdatum'],
    due: ['Vervaldatum'],
    amount: ['Totaalbedrag'],
  },
  fr: {
    vendor: ['Code fournisseur'],
    internal: ['N° pièce', 'Numéro de pièce'],
    number: ['N° facture fournisseur', 'Numéro de facture'],
    date: ['Date facture', 'Date pièce'],
    due: ["Date d'échéance", 'Échéance'],
    amount: ['Montant TTC'],
  },
  it: {
    vendor: ['Codice fornitore'],
    internal: ['Protocollo', 'Numero protocollo', 'N. registrazione'],
    number: ['Numero fattura fornitore', 'Numero fattura'],
    date: ['Data fattura', 'Data documento'],
    due: ['Scadenza', 'Data scadenza'],
    amount: ['Importo totale'],
  },
  sv: {
    vendor: ['Leverantörsnummer'],
    internal: ['Verifikationsnummer', 'Löpnummer'],
    number: ['Fakturanummer', 'Leverantörens fakturanummer'],
    date: ['Fakturadatum', 'Verifikationsdatum'],
    due: ['Förfallodatum'],
    amount: ['Totalbelopp'],
  },
  en: {
    vendor: ['Vendor No.'],
    internal: ['Stampli ID', 'Transaction ID', 'Entry No.'],
    number: ['Invoice #', 'Vendor Invoice No.'],
    date: ['Invoice Date', 'Document Date'],
    due: ['Due Date'],
    amount: ['Total'],
  },
};

interface Case {
  language: string;
  pick: number;
  internal: boolean;
  issued: boolean;
  due: boolean;
  invoices: number;
  order: number[];
}

const cases = fc.record({
  language: fc.constantFrom(...Object.keys(LANGUAGES)),
  pick: fc.nat(5),
  internal: fc.boolean(),
  issued: fc.boolean(),
  due: fc.boolean(),
  invoices: fc.integer({ min: 5, max: 12 }),
  order: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 6, maxLength: 6 }),
});

const one = (words: readonly string[], pick: number) => words[pick % words.length]!;

/** The headers of a case and its file: one row per invoice, three suppliers, numbers unique per supplier. */
function writeCase(c: Case): { file: string; headers: Record<keyof Words, string> } {
  const words = LANGUAGES[c.language]!;
  const headers = {
    vendor: one(words.vendor, c.pick),
    internal: one(words.internal, c.pick),
    number: one(words.number, c.pick),
    date: one(words.date, c.pick),
    due: one(words.due, c.pick),
    amount: one(words.amount, c.pick),
  };
  const columns: { header: string; value: (i: number) => string }[] = [
    { header: headers.vendor, value: (i) => String(20001 + (i % 3)) },
    { header: headers.number, value: (i) => `F${2024}-${String(101 + i * 7)}` },
    { header: headers.amount, value: (i) => `${1000 + i * 37},${String(10 + i).slice(-2)}` },
  ];
  if (c.internal) columns.push({ header: headers.internal, value: (i) => String(40120 + i * 3) });
  if (c.issued) columns.push({ header: headers.date, value: (i) => `2024-03-${String(1 + i).padStart(2, '0')}` });
  if (c.due) columns.push({ header: headers.due, value: (i) => `2024-04-${String(1 + i).padStart(2, '0')}` });
  const ordered = columns
    .map((column, i) => ({ column, at: c.order[i]! }))
    .sort((a, b) => a.at - b.at)
    .map((o) => o.column);
  const rows = [ordered.map((o) => o.header)];
  for (let i = 0; i < c.invoices; i++) rows.push(ordered.map((o) => o.value(i)));
  const file = join(makeTempDir('infer-keys'), 'purchases.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  return { file, headers };
}

const invoiceOf = (yaml: string) => (parse(yaml) as { invoice: Record<string, unknown> }).invoice;

describe('mapping infer: the supplier invoice number beside the system entry number', () => {
  it('maps Invoice_Number from the supplier number, InvoiceId from the entry number where there is one', async () => {
    await fc.assert(
      fc.asyncProperty(cases, async (c) => {
        const { file, headers } = writeCase(c);
        const yaml = await inferMapping(file);
        const invoice = invoiceOf(yaml);
        expect(invoice.Invoice_Number, yaml).toBe(headers.number);
        if (c.internal) expect(invoice.InvoiceId, yaml).toBe(headers.internal);
        else expect(invoice.InvoiceId, yaml).toEqual({ template: `{${headers.vendor}}-{${headers.number}}` });
      }),
      { numRuns: 60 },
    );
  });
});

describe('mapping infer: dates by document and voucher words', () => {
  it('maps Invoice_Date from the document date, and never from a due date', async () => {
    await fc.assert(
      fc.asyncProperty(cases, async (c) => {
        const { file, headers } = writeCase(c);
        const yaml = await inferMapping(file);
        const invoice = invoiceOf(yaml);
        if (c.issued) expect(invoice.Invoice_Date, yaml).toBe(headers.date);
        if (c.due) {
          expect(invoice.Invoice_Date, yaml).not.toBe(headers.due);
          expect(invoice.Posted_Date, yaml).not.toBe(headers.due);
        }
      }),
      { numRuns: 60 },
    );
  });
});
