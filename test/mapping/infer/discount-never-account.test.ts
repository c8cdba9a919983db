/**
 * A discount column is money taken off an invoice, never the ledger account a line is booked to:
 * `Escompte` holds `compte` (French for account) and `960,00 $` or 960 are amounts, so following a
 * proposal that maps it as GLAccount would post a discount as an account number.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

interface Case {
  name: string;
  headers: string[];
  row: (i: number) => string[];
  discount: string;
}

// Québec: amounts with a trailing dollar sign, a discount on some invoices only, two taxes.
const QUEBEC: Case = {
  name: 'a Québec register (Escompte, amounts with $)',
  headers: ['No fournisseur', 'No facture', 'Référence', 'Date facture', 'Devise', 'Montant', 'Escompte', 'Total'],
  row: (i) => [
    `SUP${i % 3}`,
    `F-${4400 + i}`,
    `AC-${1001 + i}`,
    `2026-10-0${1 + (i % 9)}`,
    'CAD',
    `${1000 + i * 100},00 $`,
    i % 3 === 0 ? `${20 + i},00 $` : '',
    `${1000 + i * 100 - (i % 3 === 0 ? 20 + i : 0)},00 $`,
  ],
  discount: 'Escompte',
};

// Italy: whole-number discounts (`Sconto`, holding `conto`, Italian for account), like account numbers by their values alone.
const ITALIAN: Case = {
  name: 'an Italian register (Sconto of whole numbers)',
  headers: ['Fornitore', 'Numero documento', 'Data documento', 'Valuta', 'Imponibile', 'Sconto', 'Totale'],
  row: (i) => [
    `F${100 + (i % 3)}`,
    `FT-2026-${100 + i}`,
    `0${1 + (i % 9)}/10/2026`,
    'EUR',
    `${2000 + i * 100}`,
    `${960 + i}`,
    `${2000 + i * 100 - 960 - i}`,
  ],
  discount: 'Sconto',
};

async function propose(c: Case): Promise<{ items?: Record<string, unknown> }> {
  const rows = [c.headers, ...[...Array(8).keys()].map((i) => c.row(i))];
  const file = join(makeTempDir('discount-account'), 'register.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  return parse(await inferMapping(file)) as { items?: Record<string, unknown> };
}

describe('mapping infer and a discount column', () => {
  it.each([QUEBEC, ITALIAN])('never proposes it as GLAccount: $name', async (c) => {
    const proposal = await propose(c);
    expect(proposal.items).toBeDefined();
    expect(proposal.items?.GLAccount).not.toBe(c.discount);
    expect(JSON.stringify(proposal.items ?? {})).not.toContain(`"GLAccount":"${c.discount}"`);
  });
});
