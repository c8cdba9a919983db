/**
 * Taxes charged beside the VAT in columns of their own (VAT at each rate, perceptions, VAT that is
 * not recoverable, other taxes, a stamp duty) and amounts beside the net (untaxed, exempt): where
 * every sampled row's bases and taxes make its total, Tax is the sum of the taxes and Amount the
 * sum of the bases, signed as the total is; never one tax column alone. A withholding is no tax
 * charged, and where the sum does not hold nothing is summed.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

function writeCsv(rows: readonly (readonly string[])[]): string {
  const file = join(makeTempDir('charged-taxes'), 'compras.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

type Mapping = { items?: Record<string, unknown>; invoice?: Record<string, unknown>; checks?: Record<string, unknown> };
const read = (yaml: string) => parse(yaml) as Mapping;
const cents = (n: number) => (n / 100).toFixed(2);
const SUPPLIERS = ['Distribuidora Sur', 'Papelera Norte', 'Servicios Andinos', 'Logística Central'];

/** Column heads and one row's amounts (in cents) of a purchase book, by the invoice's position. */
interface Book {
  head: readonly string[];
  amounts: (i: number) => number[];
  /** The columns of the reading: the bases, then the taxes. */
  bases: readonly string[];
  taxes: readonly string[];
}

function rows(book: Book, credit: (i: number) => boolean, totalHoldsAll = true): string[][] {
  const out: string[][] = [['Fecha', 'Tipo', 'Número', 'Proveedor', ...book.head, 'Total']];
  for (let i = 0; i < 10; i++) {
    const amounts = book.amounts(i);
    const total = totalHoldsAll ? amounts.reduce((s, a) => s + a, 0) : amounts[0]! + amounts[1]!;
    out.push([
      `${String(5 + i).padStart(2, '0')}/02/2024`,
      credit(i) ? 'Nota de Crédito' : 'Factura',
      `${1200 + i * 7}`,
      SUPPLIERS[i % 4]!,
      ...amounts.map(cents),
      cents(total),
    ]);
  }
  return out;
}

const vat = (base: number, rate: number) => Math.round((base * rate) / 100);
const baseOf = (i: number) => 150000 + i * 4321;

// VAT at two rates in columns of their own, perceptions of VAT and of a provincial tax, untaxed and exempt amounts.
const RATES_AND_PERCEPTIONS: Book = {
  head: ['Neto gravado', 'IVA 21%', 'IVA 10,5%', 'No gravado', 'Exento', 'Percepción IVA', 'Percepción IIBB'],
  amounts: (i) => {
    const b = baseOf(i);
    const half = i % 3 === 0;
    return [
      b,
      half ? 0 : vat(b, 21),
      half ? vat(b, 10.5) : 0,
      i % 4 === 1 ? 5000 : 0,
      i % 5 === 2 ? 12000 : 0,
      i % 2 === 0 ? vat(b, 3) : 0,
      i % 3 === 1 ? vat(b, 2.5) : 0,
    ];
  },
  bases: ['Neto gravado', 'No gravado', 'Exento'],
  taxes: ['IVA 21%', 'IVA 10,5%', 'Percepción IVA', 'Percepción IIBB'],
};

// The VAT in one column or, for a supplier whose VAT gives no credit, in another; other taxes none in the sample.
const NOT_RECOVERABLE: Book = {
  head: ['Exento', 'Neto', 'IVA', 'IVA No Recuperable', 'Otros Impuestos'],
  amounts: (i) => {
    const b = baseOf(i);
    const lost = i % 4 === 3;
    return [i % 5 === 0 ? 30000 : 0, b, lost ? 0 : vat(b, 19), lost ? vat(b, 19) : 0, 0];
  },
  bases: ['Exento', 'Neto'],
  taxes: ['IVA', 'IVA No Recuperable', 'Otros Impuestos'],
};

// A fixed stamp duty on each invoice beside the VAT on its net.
const STAMP_DUTY: Book = {
  head: ['Montant HT', 'Montant TVA', 'Droit de timbre'],
  amounts: (i) => [baseOf(i), vat(baseOf(i), i % 3 === 0 ? 7 : 19), 100],
  bases: ['Montant HT'],
  taxes: ['Montant TVA', 'Droit de timbre'],
};

// Purchases that give no right to a VAT credit (an exempt-like base) beside the taxed base and its VAT.
const WITHOUT_CREDIT_RIGHT: Book = {
  head: ['Compras sin Derecho a Crédito IVA', 'Base Imponible', 'Impuesto IVA'],
  amounts: (i) => (i % 4 === 2 ? [baseOf(i), 0, 0] : [i % 3 === 0 ? 25000 : 0, baseOf(i), vat(baseOf(i), 16)]),
  bases: ['Compras sin Derecho a Crédito IVA', 'Base Imponible'],
  taxes: ['Impuesto IVA'],
};
const WITHOUT_CREDIT_RIGHT_EN: Book = {
  head: ['Net Amount', 'Purchases without right to VAT credit', 'VAT Amount'],
  amounts: (i) => (i % 4 === 2 ? [0, baseOf(i), 0] : [baseOf(i), i % 3 === 0 ? 25000 : 0, vat(baseOf(i), 15)]),
  bases: ['Net Amount', 'Purchases without right to VAT credit'],
  taxes: ['VAT Amount'],
};

// A sales tax (Kyrgyzstan's налог с продаж, НсП; `с` is no "with" here) or an excise beside the VAT, in Russian.
const salesTaxRu = (tax: string): Book => ({
  head: ['Стоимость без налогов', 'Сумма НДС', tax],
  amounts: (i) => [baseOf(i), vat(baseOf(i), 12), vat(baseOf(i), i % 3 === 0 ? 0 : 2)],
  bases: ['Стоимость без налогов'],
  taxes: ['Сумма НДС', tax],
});
const EXCISE_RU: Book = {
  head: ['Стоимость без НДС', 'Сумма НДС', 'Сумма акциза'],
  amounts: (i) => [baseOf(i), vat(baseOf(i), 12), i % 2 === 0 ? 4000 : 0],
  bases: ['Стоимость без НДС'],
  taxes: ['Сумма НДС', 'Сумма акциза'],
};

// A turnover tax (Ethiopia's TOT, charged by sellers not registered for VAT) beside the VAT.
const TURNOVER_TAX: Book = {
  head: ['Amount Before Tax', 'VAT', 'TOT'],
  amounts: (i) => (i % 3 === 1 ? [baseOf(i), 0, vat(baseOf(i), 2)] : [baseOf(i), vat(baseOf(i), 15), 0]),
  bases: ['Amount Before Tax'],
  taxes: ['VAT', 'TOT'],
};
const TURNOVER_TAX_NAMED: Book = {
  head: ['Taxable Value', 'VAT Amount', 'Turnover Tax'],
  amounts: (i) => (i % 3 === 1 ? [baseOf(i), 0, vat(baseOf(i), 2)] : [baseOf(i), vat(baseOf(i), 15), 0]),
  bases: ['Taxable Value'],
  taxes: ['VAT Amount', 'Turnover Tax'],
};

const BOOKS: readonly [string, Book][] = [
  ['VAT by rate and perceptions', RATES_AND_PERCEPTIONS],
  ['VAT not recoverable and other taxes', NOT_RECOVERABLE],
  ['a stamp duty', STAMP_DUTY],
  ['purchases without the right to a VAT credit (Spanish)', WITHOUT_CREDIT_RIGHT],
  ['purchases without the right to a VAT credit (English)', WITHOUT_CREDIT_RIGHT_EN],
  ['a sales tax beside the VAT (Russian)', salesTaxRu('Сумма НсП')],
  ['a sales tax beside the VAT (Russian, written out)', salesTaxRu('Налог с продаж')],
  ['a sales tax beside the VAT (Russian, genitive)', salesTaxRu('Сумма налога с продаж')],
  ['an excise beside the VAT (Russian)', EXCISE_RU],
  ['a turnover tax beside the VAT (TOT)', TURNOVER_TAX],
  ['a turnover tax beside the VAT (named)', TURNOVER_TAX_NAMED],
];

const sum = (headers: readonly string[]) =>
  headers.length === 1 ? `[${headers[0]}]` : `(${headers.map((h) => `[${h}]`).join(' + ')})`;
const bare = (headers: readonly string[]) => sum(headers).replace(/^\((.*)\)$/, '$1');

describe('mapping infer and taxes charged beside the VAT', () => {
  it.each(BOOKS)('%s: Tax sums every tax, Amount every base, checked as gross', async (_, book) => {
    const yaml = await inferMapping(writeCsv(rows(book, () => false)));
    const mapping = read(yaml);
    expect(mapping.items?.Tax, yaml).toEqual(book.taxes.length === 1 ? book.taxes[0] : { formula: bare(book.taxes) });
    expect(mapping.items?.Amount, yaml).toEqual(
      book.bases.length === 1 ? book.bases[0] : { formula: bare(book.bases) },
    );
    expect(mapping.checks?.sumLines, yaml).toBe('gross');
  });

  it.each(BOOKS)('%s with credit notes written positive: both sums signed as the total', async (_, book) => {
    const yaml = await inferMapping(writeCsv(rows(book, (i) => i === 3 || i === 8)));
    const mapping = read(yaml);
    const sign = 'IF([Tipo] = "Nota de Crédito", -1, 1) * ';
    expect(mapping.invoice?.Invoice_Amount, yaml).toEqual({ formula: `${sign}[Total]` });
    expect(mapping.items?.Tax, yaml).toEqual({ formula: `${sign}${sum(book.taxes)}` });
    expect(mapping.items?.Amount, yaml).toEqual({ formula: `${sign}${sum(book.bases)}` });
  });

  it.each(BOOKS)('%s: a total of the first tax alone sums nothing more into Tax', async (_, book) => {
    const yaml = await inferMapping(writeCsv(rows(book, () => false, false)));
    const tax = read(yaml).items?.Tax;
    const summed = JSON.stringify(tax ?? '').match(/\[/g)?.length ?? 0;
    expect(summed, yaml).toBeLessThan(2);
  });

  it('VAT by rate and perceptions with credit notes written negative: each row signed alike is still summed', async () => {
    const credit = (i: number) => i === 3 || i === 8;
    const negated = rows(RATES_AND_PERCEPTIONS, credit).map((r, at) =>
      at > 0 && credit(at - 1) ? r.map((c, col) => (col >= 4 && c !== '0.00' ? `-${c}` : c)) : r,
    );
    const yaml = await inferMapping(writeCsv(negated));
    expect(read(yaml).items?.Tax, yaml).toEqual({ formula: bare(RATES_AND_PERCEPTIONS.taxes) });
  });

  it('a withholding taken from the total is never summed into Tax', async () => {
    const book: Book = {
      head: ['Montant HT', 'Montant TVA', 'Retenue à la source'],
      amounts: (i) => [baseOf(i), vat(baseOf(i), 19), -vat(baseOf(i), 1.5)],
      bases: ['Montant HT'],
      taxes: ['Montant TVA'],
    };
    const yaml = await inferMapping(writeCsv(rows(book, () => false)));
    expect(JSON.stringify(read(yaml).items?.Tax ?? ''), yaml).not.toContain('Retenue');
  });
});

/** A purchase book of Subtotal, IVA at 16 % and a third amount column the total holds, written as `third` says. */
function withThird(header: string, third: (base: number) => number): string[][] {
  const out: string[][] = [['Fecha', 'Folio', 'Proveedor', 'Moneda', 'Subtotal', 'IVA', header, 'Total']];
  for (let i = 0; i < 10; i++) {
    const base = baseOf(i);
    const amounts = [base, vat(base, 16), third(base)];
    out.push([
      `${String(5 + i).padStart(2, '0')}/03/2024`,
      `A${500 + i}`,
      SUPPLIERS[i % 4]!,
      'MXN',
      ...amounts.map(cents),
      cents(amounts.reduce((s, a) => s + a, 0)),
    ]);
  }
  return out;
}

describe('mapping infer never sums a deduction from the total into Tax', () => {
  // Mexican and Spanish purchase books name the VAT withheld so; written negative, base + IVA + it = Total.
  it.each(['IVA Retenido', 'Ret. IVA', 'IVA Retenida', 'Impuestos Retenidos'])(
    '"%s" written negative: Tax is the IVA alone, or left commented with the reason',
    async (header) => {
      const yaml = await inferMapping(writeCsv(withThird(header, (b) => -vat(b, 10.6667))));
      const mapping = read(yaml);
      expect(JSON.stringify(mapping.items?.Tax ?? ''), yaml).not.toContain(header);
      expect(mapping.checks?.sumLines, yaml).not.toBe('gross');
      if (mapping.items?.Tax === undefined) expect(yaml).toContain('withholds part of the tax');
      else expect(mapping.items.Tax, yaml).toBe('IVA');
    },
  );

  it('a tax-named column of the opposite sign to the total on every row is a deduction, not a tax charged', async () => {
    const yaml = await inferMapping(writeCsv(withThird('Otros Impuestos', (b) => -vat(b, 2))));
    expect(read(yaml).items?.Tax, yaml).toBe('IVA');
  });

  it('the same column signed as the total is still summed as a tax charged', async () => {
    const yaml = await inferMapping(writeCsv(withThird('Otros Impuestos', (b) => vat(b, 2))));
    expect(read(yaml).items?.Tax, yaml).toEqual({ formula: '[IVA] + [Otros Impuestos]' });
  });
});
