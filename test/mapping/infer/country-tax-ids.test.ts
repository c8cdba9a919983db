/**
 * Without a currency column, `mapping infer` reads the currency from the supplier's tax ids where
 * they are all of one country that books in one currency: Chile's RUT (CLP), Kazakhstan's BIN/IIN
 * (KZT), Uzbekistan's STIR and PINFL (UZS), Türkiye's VKN/TCKN (TRY), Spain's NIF (EUR), Georgia's
 * identification number (GEL), Indonesia's NPWP (IDR), Pakistan's NTN (PKR), Bangladesh's BIN
 * (BDT), Moldova's IDNO (MDL), Armenia's ՀՎՀՀ (AMD), Mongolia's ТТД (MNT), Azerbaijan's VÖEN (AZN),
 * North Macedonia's ЕДБ (MKD), Côte d'Ivoire's NCC (XOF), Jamaica's TRN (JMD). Ids are generated in every shape their tax office gives and exports
 * print (dotted or not, with prefixes and dashes); ids of other countries under the same headers
 * (Russia's 10-digit ИНН, Portugal's all-digit NIF) and one id of another shape are no evidence.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { proposeCurrencyValue } from '../../../src/mapping/infer/propose-currency-value.js';

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
const lead = (first: string, n: number) =>
  fc.tuple(fc.constantFrom(...first), digits(n - 1)).map(([a, b]) => `${a}${b}`);

function specOf(header: string, texts: readonly string[]): string | undefined {
  const headers = ['Nro', header];
  const columns = [
    { header: 'Nro', texts: texts.map((_, i) => String(i + 1)) },
    { header, texts: [...texts] },
  ];
  return proposeCurrencyValue(['1 234,50', '7,00'], headers, undefined, columns).line?.spec;
}

/** Rut body and check digit, dotted as SII prints it or not. */
const rut = fc
  .tuple(fc.integer({ min: 1_000_000, max: 99_999_999 }), fc.constantFrom(...'0123456789kK'), fc.boolean())
  .map(([body, check, dotted]) => (dotted ? `${body.toLocaleString('de-DE')}-${check}` : `${body}-${check}`));
const spanishNif = fc.oneof(
  fc
    .tuple(fc.constantFrom(...'ABCDEFGHJNPQRSUVW'), digits(7), fc.constantFrom(...'0123456789ABCDEFGHIJ'))
    .map((p) => p.join('')),
  fc.tuple(digits(8), fc.constantFrom(...'TRWAGMYFPDXBNJZSQVHLCKE')).map((p) => p.join('')),
  fc.tuple(fc.constantFrom('X', 'Y', 'Z'), digits(7), fc.constantFrom(...'TRWAGMY')).map((p) => p.join('')),
);

const COUNTRIES: readonly { currency: string; headers: readonly string[]; id: fc.Arbitrary<string> }[] = [
  { currency: 'CLP', headers: ['RUT Proveedor', 'Rut Emisor', 'R.U.T.'], id: rut },
  { currency: 'KZT', headers: ['ИИН/БИН поставщика', 'БИН', 'ИИН', 'БСН/ЖСН', 'BIN/IIN'], id: digits(12) },
  { currency: 'UZS', headers: ['ИНН поставщика', 'СТИР', 'STIR', 'ИНН'], id: lead('234567', 9) },
  { currency: 'UZS', headers: ['ПИНФЛ', 'JSHSHIR'], id: digits(14) },
  {
    currency: 'TRY',
    headers: ['Gönderici VKN/TCKN', 'VKN', 'TCKN', 'Vergi No', 'Satıcı VKN'],
    id: fc.oneof(digits(10), lead('123456789', 11)),
  },
  {
    currency: 'EUR',
    headers: ['NIF proveedor', 'CIF', 'NIF/CIF', 'N.I.F.'],
    id: fc.tuple(fc.constantFrom('', 'ES'), spanishNif).map(([p, id]) => `${p}${id}`),
  },
  { currency: 'GEL', headers: ['გამყიდველის ს/ნ', 'საიდენტიფიკაციო კოდი', 'ს/ნ'], id: fc.oneof(digits(9), digits(11)) },
  // Indonesia's NPWP: fifteen digits, bare as e-Faktur's CSV holds them or printed 01.234.567.8-901.000; sixteen since 2024.
  {
    currency: 'IDR',
    headers: ['NPWP', 'NPWP Penjual', 'NPWP_PENJUAL', 'NPWP/NIK'],
    id: fc.oneof(
      digits(15),
      digits(16),
      digits(15).map(
        (d) => `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}.${d.slice(8, 9)}-${d.slice(9, 12)}.${d.slice(12)}`,
      ),
    ),
  },
  // Pakistan's NTN: seven digits and a check digit after a dash; a person's is the 13-digit CNIC, printed 12345-1234567-1 or bare.
  {
    currency: 'PKR',
    headers: ['Seller NTN', 'NTN', 'NTN/CNIC', 'Supplier NTN'],
    id: fc.oneof(
      fc.tuple(digits(7), digits(1)).map(([a, b]) => `${a}-${b}`),
      digits(13),
      digits(13).map((d) => `${d.slice(0, 5)}-${d.slice(5, 12)}-${d.slice(12)}`),
    ),
  },
  // Bangladesh's BIN: nine digits and the branch's four, dashed or not; Moldova's IDNO: thirteen digits.
  {
    currency: 'BDT',
    headers: ['BIN', 'BIN / NID', 'Supplier BIN'],
    id: fc.tuple(digits(9), digits(4), fc.constantFrom('-', '')).map(([a, b, dash]) => `${a}${dash}${b}`),
  },
  { currency: 'MDL', headers: ['IDNO', 'IDNO furnizor'], id: digits(13) },
  // Armenia's ՀՎՀՀ: eight digits; Mongolia's ТТД: seven; Azerbaijan's VÖEN: ten.
  { currency: 'AMD', headers: ['ՀՎՀՀ', 'Մատակարարի ՀՎՀՀ'], id: digits(8) },
  { currency: 'MNT', headers: ['ТТД', 'Борлуулагчийн ТТД'], id: digits(7) },
  { currency: 'AZN', headers: ['VÖEN', 'Göndərənin VÖEN-i', 'Satıcının VÖEN'], id: digits(10) },
  // North Macedonia's ЕДБ: thirteen digits, MK before them as a VAT id; Côte d'Ivoire's NCC: seven digits and a letter.
  {
    currency: 'MKD',
    headers: ['ЕДБ', 'ЕДБ на добавувач', 'EDB'],
    id: fc.tuple(fc.constantFrom('', 'MK'), digits(13)).map(([p, d]) => `${p}${d}`),
  },
  {
    currency: 'XOF',
    headers: ['NCC Fournisseur', 'NCC', 'NCC du fournisseur'],
    id: fc.tuple(digits(7), fc.constantFrom(...'ABCDEFGHJKLMNPQRSTUVWXYZ')).map(([d, l]) => `${d}${l}`),
  },
  // Jamaica's TRN: nine digits, dashed in threes as TAJ prints it or bare.
  {
    currency: 'JMD',
    headers: ['Supplier TRN', 'TRN', 'TRN of Supplier'],
    id: fc.tuple(digits(3), digits(3), digits(3), fc.constantFrom('-', '')).map(([a, b, c, d]) => [a, b, c].join(d)),
  },
];

describe('a currency read from the tax ids of one-currency countries', () => {
  it("reads each country's currency from its ids under any of its headers", () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...COUNTRIES)
          .chain((c) =>
            fc.tuple(
              fc.constant(c.currency),
              fc.constantFrom(...c.headers),
              fc.array(c.id, { minLength: 2, maxLength: 10 }),
            ),
          ),
        ([currency, header, ids]) => {
          expect(specOf(header, ids)).toBe(`{ value: ${currency} }`);
        },
      ),
    );
  });

  it("reads Jamaica's dollar from its TRNs, and the UAE's dirham from its fifteen-digit ones under the same header", () => {
    expect(specOf('Supplier TRN', ['101-237-608', '000-412-907'])).toBe('{ value: JMD }');
    expect(specOf('Supplier TRN', ['100123456700003', '100987654300003'])).toBe('{ value: AED }');
  });

  it('reads nothing when one id has another shape', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...COUNTRIES)
          .chain((c) =>
            fc.tuple(fc.constantFrom(...c.headers), fc.array(c.id, { minLength: 2, maxLength: 10 }), fc.nat()),
          ),
        fc.constantFrom('n/a', 'FR12345678901', '12-345', 'DE123456789'),
        ([header, ids, at], other) => {
          const texts = [...ids];
          texts[at % texts.length] = other;
          expect(specOf(header, texts)).toBeUndefined();
        },
      ),
    );
  });

  it.each([
    ['ЕДБ', ['MK4032469135782', '4031234567891'], 'MKD'],
    ['NCC Fournisseur', ['1574043D', '1500000A'], 'XOF'],
  ])('reads "%s" %j as %s', (header, ids, currency) => {
    expect(specOf(header, ids)).toBe(`{ value: ${currency} }`);
  });

  it.each([
    ['ИНН поставщика', ['7701234567', '7812345678']],
    ['NIF fornecedor', ['501234567', '123456789']],
    ['Vendor TIN', ['123456789', '234567891']],
    ['Bin', ['123456789012', '234567890123']],
    ['Tax ID', ['012345678901234', '023456789012345']],
    ['Vendor No', ['1234567-8', '2345678-9']],
  ])('does not read a one-currency country from "%s" %j', (header, ids) => {
    expect(specOf(header, ids) ?? 'none').not.toMatch(/CLP|KZT|UZS|TRY|EUR|GEL|IDR|PKR/);
  });
});
