/**
 * A column named like a description whose values are short number codes (Panama's Informe 43
 * `CONCEPTO`, a French état's `Nature` code) describes no line; and Spanish `Monto` is the line's
 * amount and Panama's `ITBMS` its tax.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

async function propose(header: readonly string[], rows: readonly (readonly string[])[]) {
  const file = join(makeTempDir('description-codes'), 'compras.txt');
  writeFileSync(file, `${[header, ...rows].map((r) => r.join('\t')).join('\r\n')}\r\n`);
  const yaml = await inferMapping(file);
  return { yaml, items: (parse(yaml) as { items: Record<string, unknown> }).items };
}

describe('a description column of short number codes', () => {
  it('is no Description in a Spanish purchases report, whose Monto and ITBMS are the amount and the tax', async () => {
    const rows = Array.from({ length: 8 }, (_, i) => [
      `Proveedor ${i % 3} S.A.`,
      String(10 + (i % 3) * 17),
      `F-${200 + i}`,
      `202401${10 + i}`,
      String(1 + (i % 3)),
      '1',
      `${100 * (i + 1)}.00`,
      `${7 * (i + 1)}.00`,
    ]);
    const { yaml, items } = await propose(
      ['NOMBRE', 'DV', 'FACTURA', 'FECHA', 'CONCEPTO', 'COMPRAS_BIENES_SERVICIOS', 'MONTO_BALBOAS', 'ITBMS'],
      rows,
    );
    expect(items.Description, yaml).toBeUndefined();
    expect(items.Amount, yaml).toBe('MONTO_BALBOAS');
    expect(items.Tax, yaml).toBe('ITBMS');
  });

  it('is no Description in a French état, while a text description is one', async () => {
    const rows = Array.from({ length: 8 }, (_, i) => [
      `Fournisseur ${i % 3} SARL`,
      `F-${200 + i}`,
      `${10 + i}/01/2024`,
      String(10 + (i % 4)),
      `${100 * (i + 1)},00`,
    ]);
    const coded = await propose(['Fournisseur', 'N° facture', 'Date facture', 'Désignation', 'Montant HT'], rows);
    expect(coded.items.Description, coded.yaml).toBeUndefined();
    const worded = rows.map((r, i) => r.map((c, j) => (j === 3 ? `Affichage campagne ${i}` : c)));
    const text = await propose(['Fournisseur', 'N° facture', 'Date facture', 'Désignation', 'Montant HT'], worded);
    expect(text.items.Description, text.yaml).toBe('Désignation');
  });
});
