/**
 * Without a currency column, `mapping infer` reads the currency from a tax id only one country
 * writes in that shape, or from a VAT rate only one country charges, and from nothing that merely
 * resembles one: a column with one value of another shape is no evidence, and evidence that
 * disagrees leaves CurrencyCode a comment.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { proposeCurrencyValue } from '../../../src/mapping/infer/propose-currency-value.js';

const AMOUNTS = ['1 234,50', '7,00'];
const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
const ARABIC_INDIC = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d)));

const specOf = (headers: readonly string[], columns: { header: string; texts: string[] }[]) =>
  proposeCurrencyValue(AMOUNTS, headers, undefined, columns).line?.spec;

/** One column under `header` with `texts`, beside a header that says nothing of a country. */
function fileWith(header: string, texts: string[]) {
  const headers = ['Номер', header];
  return {
    headers,
    columns: [
      { header: 'Номер', texts: texts.map((_, i) => String(i + 1)) },
      { header, texts },
    ],
  };
}

describe('a currency read from tax ids', () => {
  it('reads RUB from ИНН of 10 or 12 digits, with or without the КПП, under any ИНН header', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('ИНН', 'ИНН/КПП продавца', 'ИНН поставщика', 'Контрагент ИНН'),
        fc.array(fc.tuple(fc.oneof(digits(10), digits(12)), fc.option(digits(9), { nil: undefined })), {
          minLength: 2,
          maxLength: 12,
        }),
        (header, ids) => {
          const { headers, columns } = fileWith(
            header,
            ids.map(([inn, kpp]) => (kpp ? `${inn}/${kpp}` : inn)),
          );
          expect(specOf(headers, columns)).toBe('{ value: RUB }');
        },
      ),
    );
  });

  it('reads SAR from Saudi VAT numbers, in ASCII or Arabic-Indic digits, whatever the header', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('الرقم الضريبي', 'VAT Number', 'رقم التسجيل الضريبي', 'Supplier TRN'),
        fc.array(digits(13), { minLength: 2, maxLength: 12 }),
        fc.boolean(),
        (header, middles, arabic) => {
          const ids = middles.map((m) => `3${m}3`).map((t) => (arabic ? ARABIC_INDIC(t) : t));
          const { headers, columns } = fileWith(header, ids);
          expect(specOf(headers, columns)).toBe('{ value: SAR }');
        },
      ),
    );
  });

  it('reads CHF from Swiss enterprise numbers as writers print them', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(digits(9), fc.constantFrom('', ' MWST', ' TVA', ' IVA'), fc.constantFrom('CHE-', 'CHE', 'CHE ')),
          { minLength: 2, maxLength: 10 },
        ),
        (ids) => {
          const texts = ids.map(
            ([d, suffix, prefix]) => `${prefix}${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}${suffix}`,
          );
          const { headers, columns } = fileWith('UID', texts);
          expect(specOf(headers, columns)).toBe('{ value: CHF }');
        },
      ),
    );
  });

  it('reads AED from UAE TRNs under a tax header, INR from GSTINs and BRL from CNPJs under any header', () => {
    const letters = (n: number) =>
      fc.array(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), { minLength: n, maxLength: n }).map((l) => l.join(''));
    const trn = digits(12).map((d) => ['TRN', `100${d}`, 'AED'] as const);
    const gstin = fc
      .tuple(digits(2), letters(5), digits(4), letters(1), fc.constantFrom('1', '2', 'A'), fc.constantFrom('5', 'K'))
      .map(
        ([state, a, b, c, entity, check]) =>
          ['Supplier Tax No', `${state}${a}${b}${c}${entity}Z${check}`, 'INR'] as const,
      );
    const cnpj = fc
      .tuple(digits(8), digits(4), digits(2))
      .map(([a, b, c]) => ['Fornecedor', `${a.slice(0, 2)}.${a.slice(2, 5)}.${a.slice(5)}/${b}-${c}`, 'BRL'] as const);
    fc.assert(
      fc.property(
        fc.oneof(trn, gstin, cnpj).chain(([header, first, code]) =>
          fc
            .array(
              fc.oneof(trn, gstin, cnpj).filter(([, , other]) => other === code),
              { minLength: 1, maxLength: 6 },
            )
            .map((more) => [header, [first, ...more.map(([, value]) => value)], code] as const),
        ),
        ([header, texts, code]) => {
          const { headers, columns } = fileWith(header, [...texts]);
          expect(specOf(headers, columns)).toBe(`{ value: ${code} }`);
        },
      ),
    );
  });

  it('reads nothing from ids of another shape: 9 digits not a STIR or 11 under ИНН, 15 digits neither from 3 to 3 nor from 100, one odd value', () => {
    // Nine digits from 2 to 7 are Uzbekistan's STIR, written ИНН in Russian (UZS): the others are no id.
    const notStir = fc.tuple(fc.constantFrom('0', '1', '8', '9'), digits(8)).map(([first, rest]) => first + rest);
    fc.assert(
      fc.property(
        fc.oneof(
          fc
            .array(fc.oneof(notStir, digits(11), digits(14)), { minLength: 2, maxLength: 8 })
            .map((t) => ['ИНН', t] as const),
          fc
            .array(
              digits(15).filter((d) => !/^3.*3$/.test(d) && !d.startsWith('100')),
              { minLength: 2, maxLength: 8 },
            )
            .map((t) => ['VAT Number', t] as const),
          fc
            .array(digits(13), { minLength: 2, maxLength: 8 })
            .map((m) => ['VAT Number', [...m.map((d) => `3${d}3`), '300000000000004']] as const),
        ),
        ([header, texts]) => {
          const { headers, columns } = fileWith(header, [...texts]);
          expect(specOf(headers, columns)).toBeUndefined();
        },
      ),
    );
  });
});

describe('a currency read from the tax ids of one-currency countries', () => {
  const letter = fc.constantFrom(...'ABCDEFGHJKLMNPQRSTUVWXYZ');
  // Each: a header its writers use, a generator of ids in the country's shape, the one currency.
  const KENYA_PIN = fc.tuple(fc.constantFrom('A', 'P'), digits(9), letter).map(([a, d, z]) => `${a}${d}${z}`);
  const EGYPT_RN = fc
    .tuple(digits(3), digits(3), digits(3), fc.constantFrom('-', ''))
    .map(([a, b, c, dash]) => [a, b, c].join(dash));
  const CROATIA_OIB = digits(11);
  const SLOVENIA_DDV = digits(8).map((d) => `SI${d}`);
  const ARGENTINA_CUIT = fc
    .tuple(fc.constantFrom('20', '23', '24', '27', '30', '33', '34'), digits(8), digits(1))
    .map(([p, d, c]) => `${p}-${d}-${c}`);
  const CASES = [
    { headers: ['PIN of Supplier', 'Supplier PIN', 'KRA PIN'], ids: KENYA_PIN, code: 'KES' },
    { headers: ['رقم تسجيل البائع', 'رقم التسجيل الضريبي', 'الرقم الضريبي للمورد'], ids: EGYPT_RN, code: 'EGP' },
    { headers: ['OIB', 'OIB dobavljača', 'OIB partnera'], ids: CROATIA_OIB, code: 'EUR' },
    { headers: ['ID za DDV', 'Davčna številka', 'DDV ID'], ids: SLOVENIA_DDV, code: 'EUR' },
    { headers: ['CUIT', 'CUIT Proveedor', 'Nro. Doc.'], ids: ARGENTINA_CUIT, code: 'ARS' },
  ];

  it("reads the country's currency from every value of its tax id shape under a header of its writers", () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...CASES)
          .chain((c) =>
            fc.tuple(
              fc.constantFrom(...c.headers),
              fc.array(c.ids, { minLength: 2, maxLength: 10 }),
              fc.constant(c.code),
            ),
          ),
        ([header, ids, code]) => {
          const { headers, columns } = fileWith(header, ids);
          expect(specOf(headers, columns)).toBe(`{ value: ${code} }`);
        },
      ),
    );
  });

  it('reads nothing from the same digits where the header does not name the id, or one value is of another shape', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          // Nine digits are a US EIN or a Jordanian number under an English or a bare header.
          fc.array(EGYPT_RN, { minLength: 2, maxLength: 6 }).map((t) => ['Tax ID', t] as const),
          // Eleven digits are a CUIT, an OIB or an account number: not without the header.
          fc.array(CROATIA_OIB, { minLength: 2, maxLength: 6 }).map((t) => ['Partner', t] as const),
          fc.array(KENYA_PIN, { minLength: 2, maxLength: 6 }).map((t) => ['Item Code', t] as const),
          fc
            .array(KENYA_PIN, { minLength: 2, maxLength: 6 })
            .map((t) => ['PIN of Supplier', [...t, 'P05123']] as const),
        ),
        ([header, texts]) => {
          const { headers, columns } = fileWith(header, [...texts]);
          expect(specOf(headers, columns)).toBeUndefined();
        },
      ),
    );
  });
});

describe('a currency read from VAT rates', () => {
  it('reads CHF from a rate column of Swiss rates with a standard one among them', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('% TVA', 'MWST-Satz', 'VAT rate', 'Aliquota IVA'),
        fc.array(fc.constantFrom('8.1%', '2.6%', '0%', '3.8%', '8,1 %', '7.7%', '2.5%'), {
          minLength: 1,
          maxLength: 10,
        }),
        fc.constantFrom('8.1%', '7.7%', '8,1 %'),
        (header, rates, standard) => {
          const { headers, columns } = fileWith(header, [standard, ...rates]);
          expect(specOf(headers, columns)).toBe('{ value: CHF }');
        },
      ),
    );
  });

  it('reads nothing from rates of other countries, or from Swiss reduced rates alone', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc
            .array(fc.constantFrom('20%', '10%', '8.1%', '0%'), { minLength: 2, maxLength: 8 })
            .filter((r) => r.includes('20%') || r.includes('10%')),
          fc.array(fc.constantFrom('2.6%', '0%', '3.8%'), { minLength: 2, maxLength: 8 }),
        ),
        (rates) => {
          const { headers, columns } = fileWith('% TVA', rates);
          expect(specOf(headers, columns)).toBeUndefined();
        },
      ),
    );
  });
});

describe('evidence that disagrees', () => {
  it('leaves CurrencyCode a comment when a tax id and the headers point to different currencies', () => {
    const texts = ['310000000000003', '312345678901233'];
    const proposal = proposeCurrencyValue(AMOUNTS, ['מספר', 'VAT Number'], undefined, [
      { header: 'VAT Number', texts },
    ]);
    expect(proposal.line).toBeUndefined();
    expect(proposal.doubt?.reason).toMatch(/several currencies.*ILS.*SAR|several currencies.*SAR.*ILS/);
  });
});
