/**
 * A header written again under itself in a second language (Vanuatu's English over French, a
 * Belgian register's Dutch over French): the second row names the columns, it is no invoice. It is
 * left out of the sample, so the amounts and dates under it are read as such, and skipped by a rule.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

interface Mapped {
  source?: { skipRows?: { column?: string; equals?: unknown }[] };
  invoice?: Record<string, unknown>;
  items?: Record<string, unknown>;
}

function writeRegister(upper: readonly string[], lower: readonly string[]): string {
  const rows: string[][] = [[...upper], [...lower]];
  for (let i = 0; i < 10; i++) {
    const net = 18400 + i * 2310;
    const vat = Math.round(net * 0.15);
    rows.push([
      `${300118 + (i % 4) * 17}`,
      `Supplier ${'ABCD'[i % 4]} Ltd`,
      `INV-${2200 + i}`,
      `${String(2 + i).padStart(2, '0')}/02/2024`,
      `${net}`,
      `${vat}`,
      `${net + vat}`,
    ]);
  }
  const file = join(makeTempDir('translated-header'), 'purchases.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

const ENGLISH = ['Supplier TIN', 'Supplier name', 'Invoice No.', 'Date', 'Value excl. VAT', 'VAT 15%', 'Total'];
const FRENCH = ['NIF fournisseur', 'Nom du fournisseur', 'N° facture', 'Date', 'Montant HT', 'TVA 15%', 'Total'];
const DUTCH = [
  'BTW-nummer leverancier',
  'Naam leverancier',
  'Factuurnummer',
  'Datum',
  'Bedrag excl. btw',
  'Btw 15%',
  'Totaal',
];

describe('mapping infer and a header written again below in another language', () => {
  it.each([
    [ENGLISH, FRENCH, 'Total', 'Date', 'Supplier TIN', 'NIF fournisseur'],
    [DUTCH, FRENCH, 'Totaal', 'Datum', 'BTW-nummer leverancier', 'NIF fournisseur'],
  ])('under "%s" the row "%s" is skipped and the columns read', async (upper, lower, total, date, column, text) => {
    const yaml = await inferMapping(writeRegister(upper, lower));
    const m = parse(yaml) as Mapped;
    expect(m.invoice?.Invoice_Amount, yaml).toBe(total);
    expect(m.invoice?.Invoice_Date, yaml).toBe(date);
    const rule = m.source?.skipRows?.find((r) => r.column === column);
    expect([rule?.equals].flat(), yaml).toEqual([text]);
  });
});
