/**
 * Payment rows of a transaction list, told by their type as reports write it: abbreviated
 * (`Bill Pmt -Cheque`, `Supplier Pymt`), named by the means (`Check`, `Cheque`), or in another
 * language (`Zahlung`, `Pago`, `Zapłata`, `Ödeme`, `支払`, `付款`, `지급`). Generated space: the
 * payment types beside bills and credits, in any order and share; the payment kinds are found
 * exactly, and a type column without payments has none.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findPaymentRows } from '../../../src/mapping/infer/find-payment-rows.js';
import type { SampledTable } from '../../../src/mapping/infer/sampled-table.js';
import type { SheetRow } from '../../../src/sheets/sheet-row.js';

const TYPE_HEADERS = ['Type', 'Transaction Type', 'Belegart', 'Tipo', 'Rodzaj', '取引区分', '거래구분', 'Tyyppi'];
/** Payments as reports write their type. */
const PAYMENTS = [
  'Bill Pmt -Cheque',
  'Bill Pmt -Check',
  'Bill Payment (Check)',
  'Supplier Pymt',
  'Payment',
  'Cheque',
  'Check',
  'Zahlung',
  'Paiement',
  'Pago',
  'Pagamento',
  'Zapłata',
  'Ödeme',
  'Maksu',
  '支払',
  '仕入支払',
  '付款',
  '지급',
];
/** Documents that are not payments. */
const DOCUMENTS = [
  'Bill',
  'Credit',
  'Invoice',
  'Vendor Credit',
  'Purchase Invoice',
  'Rechnung',
  'Faktura',
  '掛仕入',
  '매입',
];

function tableOf(header: string, types: readonly string[]): SampledTable {
  const rows: SheetRow[] = types.map((t, i) => ({
    file: 'report.xlsx',
    sheet: 'Sheet1',
    row: i + 2,
    cells: [
      { kind: 'text', text: t },
      { kind: 'number', text: String(100 + i) },
    ],
  }));
  return {
    file: 'report.xlsx',
    type: 'xlsx',
    sheet: 'Sheet1',
    headerRow: 1,
    headers: [header, 'Amount'],
    rows,
    complete: true,
  };
}

const rowsArb = (kinds: readonly string[]) =>
  fc.array(fc.nat(kinds.length - 1), { minLength: 6, maxLength: 30 }).map((picks) => picks.map((p) => kinds[p]!));

describe('payment rows of a transaction list, by their type', () => {
  it('finds exactly the payment types beside the documents', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TYPE_HEADERS),
        fc.uniqueArray(fc.constantFrom(...PAYMENTS), { minLength: 1, maxLength: 2 }),
        fc.uniqueArray(fc.constantFrom(...DOCUMENTS), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 4, max: 30 }),
        (header, payments, documents, length) => {
          const kinds = [...documents, ...payments];
          // Every kind at least once, then rows in a mixed order.
          const types = [...kinds, ...Array.from({ length }, (_, i) => kinds[(i * 7) % kinds.length]!)];
          const found = findPaymentRows(tableOf(header, types));
          expect(found?.header).toBe(header);
          expect([...(found?.values ?? [])].sort()).toEqual([...payments].sort());
        },
      ),
    );
  });

  it('finds none where the types hold no payment', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TYPE_HEADERS), rowsArb(DOCUMENTS), (header, types) => {
        expect(findPaymentRows(tableOf(header, types))).toBeUndefined();
      }),
    );
  });
});

describe('payment rows under any header, where every value names a kind of document', () => {
  // [header, kinds, the payments among them]: Mexico's CFDI effects (a payment receipt, a transfer),
  // an English and a German document list under headers that do not say "type".
  it.each([
    ['Efecto del Comprobante', ['Ingreso', 'Egreso', 'Pago'], ['Pago']],
    ['Efecto', ['Ingreso', 'Pago', 'Traslado'], ['Pago', 'Traslado']],
    ['Tipo de Comprobante', ['I', 'E', 'P'], ['P']],
    ['Document', ['Invoice', 'Credit Note', 'Payment'], ['Payment']],
    ['Beleg', ['Rechnung', 'Gutschrift', 'Zahlung'], ['Zahlung']],
  ])('"%s" holding %j: %j are skipped', (header, kinds, payments) => {
    const types = Array.from({ length: 12 }, (_, i) => kinds[i % kinds.length]!);
    const found = findPaymentRows(tableOf(header, types));
    expect(found?.header).toBe(header);
    expect(found?.values).toEqual(payments);
  });

  it.each([
    // A status is no kind: `Unpaid` names none.
    ['Status', ['Paid', 'Unpaid']],
    // A description that mentions a payment beside other words.
    ['Memo', ['Payment', 'Office rent', 'Printing']],
    // Letters are kinds only under a voucher's header or beside folios fiscales: national, import and
    // transfer codes under `Tipo` are no CFDI effects.
    ['Clave', ['I', 'E', 'P']],
    ['Tipo', ['N', 'I', 'T']],
    ['Tipo', ['I', 'E', 'P']],
    // An invoice whose kind names a payment is still an invoice: a down payment invoice is posted.
    ['Document', ['Invoice', 'Down payment invoice', 'Credit note']],
    ['Type', ['Invoice', 'Prepayment invoice', 'Advance invoice']],
    // A status says what became of an invoice, never that the row is a payment.
    ['Status', ['Invoice paid', 'Invoice open']],
    ['Estado', ['Pagado', 'Pendiente', 'Pago parcial']],
  ])('"%s" holding %j is no type column', (header, kinds) => {
    const types = Array.from({ length: 12 }, (_, i) => kinds[i % kinds.length]!);
    expect(findPaymentRows(tableOf(header, types))).toBeUndefined();
  });

  it('skips the payments beside an invoice kind that names a payment, and only them', () => {
    const kinds = ['Invoice', 'Down payment invoice', 'Payment'];
    const types = Array.from({ length: 12 }, (_, i) => kinds[i % kinds.length]!);
    expect(findPaymentRows(tableOf('Document', types))?.values).toEqual(['Payment']);
  });

  it('reads the catalogue letters under a plain header beside a column of folios fiscales', () => {
    const kinds = ['I', 'E', 'P'];
    const types = Array.from({ length: 12 }, (_, i) => kinds[i % kinds.length]!);
    const table = tableOf('Tipo', types);
    const folio = (i: number) => `0b7e6c1d-2f3a-4b5c-9d8e-${String(200000000000 + i)}`;
    const withFolios = {
      ...table,
      headers: [...table.headers, 'Id'],
      rows: table.rows.map((r, i) => ({ ...r, cells: [...r.cells, { kind: 'text' as const, text: folio(i) }] })),
    };
    expect(findPaymentRows(withFolios)?.values).toEqual(['P']);
  });
});
