/**
 * Whole amounts grouped by dots (`31.374.700`, Madagascar's ariary, Paraguay's guaraní) write no
 * decimal part, yet their grouping says the file's decimal mark is a comma; so do whole amounts
 * grouped by a narrow no-break space (`20 589`, the Comorian franc as French number formats write it).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { isDotGrouped, showsDotGrouping, showsNarrowGrouping } from '../../../src/mapping/infer/read-dot-grouping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

describe('a number grouped by dots', () => {
  it('is two or more dot groups of three digits, signed or with a comma part', () => {
    for (const t of ['31.374.700', '-1.332.800', '1.234.567,50', '(7.651.350)']) expect(isDotGrouped(t), t).toBe(true);
    for (const t of ['1.234', '266.560', '12.5', '1,234,567', '01.02.2024', '0123.456.789'])
      expect(isDotGrouped(t), t).toBe(false);
  });

  it('is no evidence where the file groups with commas too', () => {
    expect(showsDotGrouping(['31.374.700', '1.200'])).toBe(true);
    expect(showsDotGrouping(['31.374.700', '1,234,567'])).toBe(false);
    expect(showsDotGrouping(['1.234', '266.560'])).toBe(false);
  });
});

async function proposal(name: string, lines: readonly string[]) {
  const file = join(makeTempDir('dot-grouping'), name);
  writeFileSync(file, `${lines.join('\r\n')}\r\n`);
  const yaml = await inferMapping(file);
  return { yaml, mapping: parse(yaml) as { source: Record<string, unknown>; items: Record<string, unknown> } };
}

describe('mapping infer on whole amounts grouped by dots', () => {
  it('reads a French annex of purchases in ariary with a decimal comma', async () => {
    const rows = ['Fournisseur;Référence facture;Date facture;Montant HT;TVA;Montant TTC'];
    for (let i = 0; i < 6; i++)
      rows.push(`Fournisseur ${i % 3};F-${100 + i};0${1 + i}/02/2024;${i + 1}.374.700;1.274.940;${i + 2}.649.640`);
    const { yaml, mapping } = await proposal('annexe.csv', rows);
    expect(mapping.source.decimalSeparator, yaml).toBe(',');
    expect(mapping.items.Amount, yaml).toBe('Montant HT');
  });

  it('reads a Spanish purchases book in guaraníes with a decimal comma', async () => {
    const rows = ['Proveedor;Número de factura;Fecha;Importe'];
    for (let i = 0; i < 6; i++) rows.push(`Proveedor ${i % 3};001-001-00${1200 + i};1${i}/03/2024;${i + 2}.${i}50.000`);
    const { yaml, mapping } = await proposal('compras.csv', rows);
    expect(mapping.source.decimalSeparator, yaml).toBe(',');
    expect(mapping.items.Amount, yaml).toBe('Importe');
  });
});

describe('whole amounts grouped by a narrow no-break space', () => {
  // U+202F between thousands, as Intl.NumberFormat fr writes them.
  it('show a decimal comma, signed or not', () => {
    expect(showsNarrowGrouping(['20\u202F589', '713', '-31\u202F614'])).toBe(true);
    expect(showsNarrowGrouping(['(1\u202F234\u202F567)'])).toBe(true);
  });

  it('are no evidence with a plain or wide no-break space, a point or comma anywhere, or no group', () => {
    expect(showsNarrowGrouping(['20 589', '713'])).toBe(false);
    expect(showsNarrowGrouping(['20\u00A0589', '713'])).toBe(false);
    expect(showsNarrowGrouping(['20\u202F589', '1,234.50'])).toBe(false);
    expect(showsNarrowGrouping(['713', '2059'])).toBe(false);
    expect(showsNarrowGrouping(['20\u202F58'])).toBe(false);
  });

  it('read a Comorian purchases statement in whole francs with a decimal comma', async () => {
    const rows = ['Date facture;N° facture;Fournisseur;Montant HT;Taxe;Montant TTC'];
    for (let i = 0; i < 6; i++)
      rows.push(`0${1 + i}/02/2024;F-${100 + i};Fournisseur ${i % 3};${i + 20}\u202F589;2\u202F059;${i + 22}\u202F648`);
    const { yaml, mapping } = await proposal('etat.csv', rows);
    expect(mapping.source.decimalSeparator, yaml).toBe(',');
    // The file groups with U+202F, not dots: the comment on the comma says nothing of a dot.
    expect(yaml).toContain('decimalSeparator: ","  # amounts are written with a decimal comma, like 12,50');
    expect(mapping.items.Amount, yaml).toBe('Montant HT');
  });
});
