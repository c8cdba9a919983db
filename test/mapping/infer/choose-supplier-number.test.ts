/**
 * The invoice number beside its look-alikes, over header spellings of many languages, column
 * orders and decoy columns: a payment reference (variable symbol, viite, KID, OCR, FIK, QR
 * reference, sklic) loses it to the document's number; the buyer's own sequence under an
 * invoice-number header loses it to the supplier's reference; a register's protocol number keeps
 * the id and the supplier's document number takes the invoice number.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** How suppliers number their bills: each its own way. */
const SUPPLIER_NUMBERS = [
  (n: number) => `INV-2024-${String(n).padStart(4, '0')}`,
  (n: number) => `R24${String(n * 7 + 1).padStart(5, '0')}`,
  (n: number) => `${n + 100}/24`,
  (n: number) => `D${n * 13 + 4003}`,
];
const supplierNumber = (i: number) => SUPPLIER_NUMBERS[i % 4]!(i + 5);

/** Payment references as the countries' books head them. */
const PAYMENT_HEADERS = [
  'Variabilní symbol',
  'Var. symbol',
  'Var.sym.',
  'VS',
  'Variabilný symbol',
  'Viitenumero',
  'Viite',
  'Viitenumber',
  'KID',
  'OCR',
  'FIK',
  'Betalings-id',
  'QR-Referenz',
  'ESR-Referenz',
  'Sklic',
  'Poziv na broj',
  'Payment reference',
];
/** What a payment reference holds: a bank's reference digits, or a Belgian structured communication. */
const PAYMENT_VALUES = [
  (i: number) => String(2024000100 + i * 11),
  (i: number) => `+++${String(100 + i)}/${String(4500 + i * 3)}/${String(10000 + i * 97)}+++`,
  (i: number) => String(1230 + i * 10 + ((i * 7) % 10)),
];
const DOCUMENT_HEADERS = ['Doklad', 'Číslo dokladu', 'Č. dokladu', 'Num. doc.', 'Dokument', 'Nr dokumentu'];

/** An invoice-number header over the buyer's own sequence, in the languages' words. */
const OWN_NUMBER_HEADERS = [
  'رقم الفاتورة',
  'Invoice Number',
  'Invoice No.',
  'Número de factura',
  'Numer faktury',
  'Fatura no',
  'Číslo faktury',
];
const OWN_NUMBERS = [
  (n: number) => `PUR-${String(n).padStart(5, '0')}`,
  (n: number) => `BILL-${n}`,
  (n: number) => `AP/2024/${String(n).padStart(4, '0')}`,
];
const REFERENCE_HEADERS = [
  'الرقم المرجعي',
  'Reference',
  'Supplier Reference',
  'Referencia',
  'Referenz',
  'Riferimento',
  'Référence',
  'Referans no',
  'Referentie',
];

const PROTOCOL_HEADERS = ['Prot.', 'Protocollo', 'N. prot.', 'N. reg.', 'Numero protocollo'];
const SUPPLIER_DOCUMENT_HEADERS = [
  'Num. doc.',
  'N. documento',
  'N. doc.',
  'Riferimento',
  'Rif.',
  'Riferimento fornitore',
];

type Column = { header: string; value: (i: number) => string };

/** The decoys every export has beside the keys: the supplier, a date, the amounts. */
const DECOYS: readonly Column[] = [
  { header: 'Dodavatel', value: (i) => `Supplier ${i % 4}` },
  { header: 'Datum', value: (i) => `${1 + (i % 27)}.3.2024` },
  { header: 'Základ', value: (i) => `${100 + i * 3}.00` },
  { header: 'DPH', value: (i) => `${21 + i}.00` },
];

function writeTable(columns: readonly Column[], rows: readonly number[]): string {
  const lines = [columns.map((c) => c.header), ...rows.map((i) => columns.map((c) => c.value(i)))];
  const file = join(makeTempDir('supplier-number'), 'export.csv');
  writeFileSync(file, `${lines.map((r) => r.map((v) => `"${v}"`).join(';')).join('\r\n')}\r\n`);
  return file;
}

const invoiceOf = (yaml: string) => (parse(yaml) as { invoice?: Record<string, unknown> }).invoice ?? {};
/** Column orders: a permutation of the columns given. */
const order = (n: number) => fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n });
const invoices = (count: number, linesEach: (i: number) => number) =>
  [...Array(count).keys()].flatMap((i) => Array<number>(linesEach(i)).fill(i));

describe('mapping infer and the invoice number beside its look-alikes', () => {
  it('takes the document number, never a payment reference, where both are there', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PAYMENT_HEADERS),
        fc.constantFrom(...PAYMENT_VALUES),
        fc.constantFrom(...DOCUMENT_HEADERS),
        fc.boolean(),
        order(DECOYS.length + 3),
        async (reference, referenceValue, document, internal, permutation) => {
          const columns: Column[] = [
            { header: reference, value: referenceValue },
            { header: document, value: supplierNumber },
            // A system's own id, as Pohoda and Money S3 write it beside both, or a decoy of the same shape.
            internal
              ? { header: 'Číslo', value: (i) => `FP24${String(31 + i).padStart(4, '0')}` }
              : { header: 'Poznámka', value: (i) => `note ${i}` },
            ...DECOYS,
          ];
          const yaml = await inferMapping(
            writeTable(
              permutation.map((i) => columns[i]!),
              invoices(11, () => 1),
            ),
          );
          expect(invoiceOf(yaml).Invoice_Number, yaml).toBe(document);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('says why where a payment reference is the only invoice number', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('Variabilní symbol', 'Var. symbol', 'VS', 'Variabilný symbol', 'Var. sym.'),
        order(DECOYS.length + 1),
        async (reference, permutation) => {
          const columns: Column[] = [{ header: reference, value: PAYMENT_VALUES[0]! }, ...DECOYS];
          const yaml = await inferMapping(
            writeTable(
              permutation.map((i) => columns[i]!),
              invoices(11, () => 1),
            ),
          );
          expect(invoiceOf(yaml).Invoice_Number, yaml).toBe(reference);
          expect(yaml).toMatch(/is a payment reference: check it is the number on the supplier's invoice/);
        },
      ),
      { numRuns: 10 },
    );
  });

  it("reads the supplier's reference as the invoice number beside the buyer's own sequence", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...OWN_NUMBER_HEADERS),
        fc.constantFrom(...OWN_NUMBERS),
        fc.constantFrom(...REFERENCE_HEADERS),
        fc.integer({ min: 1, max: 500 }),
        order(DECOYS.length + 2),
        async (ownHeader, own, reference, start, permutation) => {
          const columns: Column[] = [
            { header: ownHeader, value: (i) => own(start + i) },
            { header: reference, value: supplierNumber },
            ...DECOYS,
          ];
          const yaml = await inferMapping(
            writeTable(
              permutation.map((i) => columns[i]!),
              invoices(11, () => 1),
            ),
          );
          expect(invoiceOf(yaml).Invoice_Number, yaml).toBe(reference);
          // Where the reference's header names an invoice number too (`Reference`), the id is built from vendor and number.
          expect([ownHeader, `{${'Dodavatel'}}-{${reference}}`], yaml).toContainEqual(
            invoiceOf(yaml).InvoiceId === ownHeader
              ? ownHeader
              : (invoiceOf(yaml).InvoiceId as { template?: string })?.template,
          );
        },
      ),
      { numRuns: 30 },
    );
  });

  it("takes the suppliers' numbers, not a reference numbered in one run, whichever header ranks first", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...OWN_NUMBER_HEADERS),
        fc.constantFrom(...REFERENCE_HEADERS),
        order(DECOYS.length + 2),
        async (numberHeader, reference, permutation) => {
          const columns: Column[] = [
            { header: numberHeader, value: supplierNumber },
            { header: reference, value: (i) => `PO-${500 + i}` },
            ...DECOYS,
          ];
          const yaml = await inferMapping(
            writeTable(
              permutation.map((i) => columns[i]!),
              invoices(11, () => 1),
            ),
          );
          expect(invoiceOf(yaml).Invoice_Number, yaml).toBe(numberHeader);
        },
      ),
      { numRuns: 15 },
    );
  });

  it("reads a register's supplier document number as the invoice number beside its protocol", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PROTOCOL_HEADERS),
        fc.constantFrom(...SUPPLIER_DOCUMENT_HEADERS),
        fc.constantFrom(
          (n: number) => `${n}/A`,
          (n: number) => `${n}/2024`,
          (n: number) => String(n),
        ),
        order(DECOYS.length + 2),
        async (protocol, document, protocolNumber, permutation) => {
          const columns: Column[] = [
            { header: protocol, value: (i) => protocolNumber(101 + i) },
            { header: document, value: supplierNumber },
            ...DECOYS,
          ];
          const rows = invoices(10, (i) => 1 + (i % 3));
          const yaml = await inferMapping(
            writeTable(
              permutation.map((i) => columns[i]!),
              rows,
            ),
          );
          expect(invoiceOf(yaml).InvoiceId, yaml).toBe(protocol);
          expect(invoiceOf(yaml).Invoice_Number, yaml).toBe(document);
        },
      ),
      { numRuns: 30 },
    );
  });

  it("keeps a payment reference where the document column is the book's own run", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('Variabilní symbol', 'Var. symbol', 'VS', 'Variabilný symbol'),
        fc.constantFrom('Doklad', 'Num. doc.', 'Č. dokladu'),
        order(DECOYS.length + 2),
        async (reference, document, permutation) => {
          const columns: Column[] = [
            { header: reference, value: (i) => String(((i + 3) * 7919) % 100000) },
            { header: document, value: (i) => `PF24${String(117 + i).padStart(4, '0')}` },
            ...DECOYS,
          ];
          const yaml = await inferMapping(
            writeTable(
              permutation.map((i) => columns[i]!),
              invoices(11, () => 1),
            ),
          );
          expect(invoiceOf(yaml).Invoice_Number, yaml).toBe(reference);
        },
      ),
      { numRuns: 12 },
    );
  });

  it("keeps one supplier's own run of numbers as the invoice number", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...OWN_NUMBER_HEADERS),
        fc.constantFrom(...OWN_NUMBERS),
        fc.constantFrom('الرقم المرجعي', 'Referencia', 'Referenz', 'Riferimento', 'Referans no'),
        order(DECOYS.length + 2),
        async (ownHeader, own, reference, permutation) => {
          const columns: Column[] = [
            { header: ownHeader, value: (i) => own(40 + i) },
            { header: reference, value: supplierNumber },
            { header: 'Dodavatel', value: () => 'Supplier 1' },
            ...DECOYS.slice(1),
          ];
          const yaml = await inferMapping(
            writeTable(
              permutation.map((i) => columns[i]!),
              invoices(11, () => 1),
            ),
          );
          expect(invoiceOf(yaml).Invoice_Number, yaml).toBe(ownHeader);
        },
      ),
      { numRuns: 12 },
    );
  });
});
