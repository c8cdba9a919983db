/**
 * Money withheld (`Précompte`, `Retención`) is never a ledger account, though its header reads
 * like one (`compte`): by the withholding word, or by a zero among its numbers.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { holdsWithheldMoney } from '../../../src/mapping/infer/read-withheld-money.js';
import type { ColumnProfile } from '../../../src/mapping/infer/profile-column.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const column = (header: string, texts: string[]) => ({ header, texts }) as unknown as ColumnProfile;

describe('money withheld', () => {
  it('is known by a withholding word in French, Spanish or English', () => {
    expect(holdsWithheldMoney(column('Précompte', ['36989', '7663', '28337']))).toBe(true);
    expect(holdsWithheldMoney(column('Retención IR', ['120.50', '88.10', '14.00']))).toBe(true);
    expect(holdsWithheldMoney(column('WHT', ['10', '20', '30']))).toBe(true);
  });

  it('is known by a zero among its numbers, where an account column holds codes', () => {
    expect(holdsWithheldMoney(column('Compte tiers', ['36989', '0', '28337']))).toBe(true);
    expect(holdsWithheldMoney(column('Compte', ['6011', '6011', '6250', '6011']))).toBe(false);
    expect(holdsWithheldMoney(column('Cuenta', ['600.01', '629.00', '600.01']))).toBe(false);
  });
});

describe('mapping infer on a register of purchases with a withholding column', () => {
  it.each([
    ['French', ['Fournisseur', 'Numéro', 'Date', 'Montant HT', 'TVA', 'Montant TTC', 'Précompte']],
    ['Spanish', ['Proveedor', 'Número', 'Fecha', 'Base imponible', 'IVA', 'Total', 'Cuenta retenida']],
  ])('%s: the withholding is no GLAccount', async (_, header) => {
    const rows = Array.from({ length: 8 }, (_, i) => {
      const net = 1000 * (i + 3);
      return [
        `Fournisseur ${i % 3} SARL`,
        `F-${300 + i}`,
        `${10 + i}/03/2024`,
        net,
        net / 5,
        (net * 6) / 5,
        i === 4 ? 0 : 22 * (i + 3),
      ];
    });
    const file = join(makeTempDir('withheld'), 'achats.csv');
    writeFileSync(file, `${[header, ...rows].map((r) => r.join(';')).join('\r\n')}\r\n`);
    const yaml = await inferMapping(file);
    expect((parse(yaml) as { items: Record<string, unknown> }).items.GLAccount, yaml).toBeUndefined();
  });
});
