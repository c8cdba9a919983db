/**
 * Without a currency column, `mapping infer` proposes CurrencyCode as a value only where it is
 * certain: from the amounts' sign, a code or one-currency sign in a header, or words only one
 * currency area writes; otherwise a comment says what to write. A currency given with
 * `--currency` is taken as given.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { proposeCurrencyValue } from '../../../src/mapping/infer/propose-currency-value.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

describe('the CurrencyCode value of a file without a currency column', () => {
  // Headers of real exports: Fiken, Tripletex, Procountor, Netvisor, Fatture in Cloud, Danea.
  it.each([
    [['Bilagsnr.', 'Dato', 'Leverandør', 'MVA-sats', 'Netto', 'MVA', 'Brutto'], 'NOK'],
    [['Fakturanr', 'Beløp inkl. mva', 'Beløp eks. mva'], 'NOK'],
    [['Laskun numero', 'Toimittaja', 'ALV %', 'ALV', 'Veroton summa'], 'EUR'],
    [['Toimittaja', 'Summa', 'ALV-määrä'], 'EUR'],
    [['ID', 'Fornitore', 'P.IVA', 'Imponibile', 'IVA', 'Totale', 'Stato SDI'], 'EUR'],
    [['Numero', 'Partita IVA', 'Importo'], 'EUR'],
  ])('%j -> %s', (headers, currency) => {
    expect(proposeCurrencyValue(['1234,50', '7,00'], headers).line?.spec).toBe(`{ value: ${currency} }`);
  });

  // Languages several countries write: French (FR, BE, LU, CH, CA), German (DE, AT, CH), Spanish (ES and the Americas), Danish/Swedish moms.
  it.each([
    [['Fournisseur', 'Montant HT', 'TVA', 'Montant TTC']],
    [['Lieferant', 'Netto', 'MwSt', 'Brutto']],
    [['Proveedor', 'Base imponible', 'IVA', 'Total']],
    [['Leverantör', 'Moms', 'Totalt']],
    [['Vendor', 'Amount', 'Tax']],
    // Two countries' words: no certainty.
    [['Leverandør', 'MVA', 'ALV']],
  ])('%j -> no value', (headers) => {
    expect(proposeCurrencyValue(['1234,50'], headers).line).toBeUndefined();
  });

  it('an amount sign comes first', () => {
    expect(proposeCurrencyValue(['kr 12,00', '€ 3,00', '€4,00'].slice(1), ['MVA']).line?.spec).toBe('{ value: EUR }');
  });
});

describe('mapping infer on a Norwegian purchase list without a currency column', () => {
  it('proposes CurrencyCode NOK, saying why', async () => {
    const rows = [['Fakturanr.', 'Leverandørnr', 'Fakturadato', 'Netto', 'MVA', 'Brutto']];
    for (let i = 0; i < 8; i++)
      rows.push([`F-${i}`, String(2001 + (i % 3)), '20.01.2024', '100,00', '25,00', '125,00']);
    const file = join(makeTempDir('currency-value'), 'kjop.csv');
    writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
    const yaml = await inferMapping(file);
    expect((parse(yaml) as { invoice: Record<string, unknown> }).invoice.CurrencyCode, yaml).toEqual({ value: 'NOK' });
    expect(yaml).toContain("MVA is Norway's VAT");
  });
});

/** Headers every currency area writes: no evidence of any currency. */
const NEUTRAL = [
  'Vendor',
  'Invoice Number',
  'Amount',
  'Tax',
  'Total',
  'Fournisseur',
  'Montant TTC',
  'TVA',
  'Lieferant',
  'MwSt',
  'Proveedor',
  'IVA',
  'Fornecedor',
  'Valor',
  'Leverantör',
  'Moms',
  'Status',
  'Due Date',
  'GST',
  'NIT',
  // Rupees of six countries.
  'Amount (Rs.)',
  'Total Rs',
] as const;

/** Headers that say one currency: a language of one currency area, a tax or tax id of one country, a code or sign. */
const EVIDENCE: readonly (readonly [string, string])[] = [
  ['Beløb inkl. moms', 'DKK'],
  ['CVR-nr.', 'DKK'],
  ['Forfaldsdato', 'DKK'],
  ['Data wystawienia', 'PLN'],
  ['NIP', 'PLN'],
  ['Kwota brutto', 'PLN'],
  ['仕入先コード', 'JPY'],
  ['消費税額', 'JPY'],
  ['CNPJ/CPF', 'BRL'],
  ['CNPJ', 'BRL'],
  ['USt.', 'EUR'],
  ['Y-tunnus', 'EUR'],
  ['MVA-sats', 'NOK'],
  ['Amount (AUD)', 'AUD'],
  ['Betrag [CHF]', 'CHF'],
  ['Kwota (zł)', 'PLN'],
  ['Valor (R$)', 'BRL'],
  ['Total USD', 'USD'],
  ['Input CGST @9%', 'INR'],
  ['Supplier GSTIN', 'INR'],
  ['ABN', 'AUD'],
  ['HST', 'CAD'],
  ['RFC Proveedor', 'MXN'],
  ['CUIT', 'ARS'],
  ['ÁFA összeg', 'HUF'],
  ['KDV Tutarı', 'TRY'],
  ['공급가액', 'KRW'],
  ['ภาษีมูลค่าเพิ่ม', 'THB'],
  // Burmese script, written in Myanmar: the commercial tax's header.
  ['ကုန်သွယ်လုပ်ငန်းခွန်', 'MMK'],
  ['ΦΠΑ', 'EUR'],
  ['מע"מ', 'ILS'],
  // A currency's local short name or sign in the money headers, in brackets, after `in`, or last.
  ['Taxable Value (Ksh)', 'KES'],
  ['Amount of VAT (KShs)', 'KES'],
  ['Total (in Ksh)', 'KES'],
  ['Amount in KES', 'KES'],
  ['الإجمالي ج.م', 'EGP'],
  ['الإجمالي (ج.م.)', 'EGP'],
  ['Total (L.E.)', 'EGP'],
  ['Amount in €', 'EUR'],
  ['Amount (in EUR)', 'EUR'],
  ['Total ₹', 'INR'],
  ['Amount (USh)', 'UGX'],
  ['Amount (TSh)', 'TZS'],
  ['Сума (лв.)', 'BGN'],
  // Bhutan's ngultrum as a GST register heads its money, in brackets.
  ['Invoice Value (Nu.)', 'BTN'],
  ['Taxable Value (Nu)', 'BTN'],
];

describe('the currency evidence of a file without a currency column, over generated header sets', () => {
  const neutral = fc.shuffledSubarray([...NEUTRAL], { minLength: 2, maxLength: 8 });

  it('proposes the one currency the evidence names, and names the header that says it', () => {
    fc.assert(
      fc.property(neutral, fc.constantFrom(...EVIDENCE), fc.nat(8), (headers, [evidence, currency], at) => {
        const all = [...headers.slice(0, at), evidence, ...headers.slice(at)];
        const proposed = proposeCurrencyValue(['1234,50', '7,00'], all);
        expect(proposed.line?.spec, JSON.stringify(all)).toBe(`{ value: ${currency} }`);
        expect(proposed.line?.comment).toContain(`"${evidence}"`);
      }),
    );
  });

  it('without evidence proposes no value and says what to write', () => {
    fc.assert(
      fc.property(neutral, (headers) => {
        const proposed = proposeCurrencyValue(['1234,50', '7,00'], headers);
        expect(proposed.line, JSON.stringify(headers)).toBeUndefined();
        expect(proposed.doubt?.field).toBe('CurrencyCode');
        expect(proposed.doubt?.reason).toContain('--currency');
      }),
    );
  });

  it('with evidence of two currencies proposes no value and names both', () => {
    fc.assert(
      fc.property(
        neutral,
        fc.constantFrom(...EVIDENCE),
        fc.constantFrom(...EVIDENCE),
        (headers, [a, one], [b, other]) => {
          fc.pre(one !== other);
          const proposed = proposeCurrencyValue(['1234,50'], [...headers, a, b]);
          expect(proposed.line).toBeUndefined();
          expect(proposed.doubt?.reason).toContain(one);
          expect(proposed.doubt?.reason).toContain(other);
        },
      ),
    );
  });

  it('takes a currency given with --currency as given', () => {
    fc.assert(
      fc.property(neutral, fc.constantFrom('DKK', 'JPY', 'COP', 'AUD'), (headers, given) => {
        expect(proposeCurrencyValue(['1234,50'], [...headers, 'NIP'], given).line?.spec).toBe(`{ value: ${given} }`);
      }),
    );
  });
});

describe('mapping infer --currency', () => {
  const write = (header: readonly string[]) => {
    const rows = [header.join(';')];
    for (let i = 0; i < 6; i++) rows.push(`F-${i};${2001 + (i % 3)};2024-01-20;100,00;25,00;125,00`);
    const file = join(makeTempDir('currency-given'), 'purchases.csv');
    writeFileSync(file, `${rows.join('\r\n')}\r\n`);
    return file;
  };

  it('proposes the given currency for a file without a currency column', async () => {
    const file = write(['Invoice No', 'Vendor No', 'Invoice Date', 'Net', 'Tax', 'Total']);
    const without = await inferMapping(file);
    expect(without).toMatch(/# CurrencyCode: \{ value: \.\.\. \} {2}# doubtful: .*--currency/);
    const yaml = await inferMapping(file, { currency: 'DKK' });
    expect((parse(yaml) as { invoice: Record<string, unknown> }).invoice.CurrencyCode, yaml).toEqual({ value: 'DKK' });
  });

  it("keeps the file's currency column and says the given one was not used", async () => {
    const rows = ['Invoice No;Vendor No;Invoice Date;Currency;Net;Tax;Total'];
    for (let i = 0; i < 6; i++) rows.push(`F-${i};${2001 + (i % 3)};2024-01-20;SEK;100,00;25,00;125,00`);
    const file = join(makeTempDir('currency-given'), 'purchases.csv');
    writeFileSync(file, `${rows.join('\r\n')}\r\n`);
    const yaml = await inferMapping(file, { currency: 'DKK' });
    expect((parse(yaml) as { invoice: Record<string, unknown> }).invoice.CurrencyCode, yaml).toBe('Currency');
    expect(yaml).toContain('--currency DKK was not used');
  });
});
