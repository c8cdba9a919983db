/**
 * One row per invoice with the net, the total and the VAT at each rate in columns of their own, and
 * no column named as the tax (Côte d'Ivoire's état des achats: `TVA 18%`, `TVA 9%`; a British
 * list's `VAT 20%`, `VAT 5%`): where the net and the rates' taxes make the total on every row, Tax
 * is their sum; where they do not, no Tax is made of them.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

type Mapping = { items?: Record<string, unknown>; checks?: Record<string, unknown> };
const SUPPLIERS = ['Afrique Medias', 'Nordlicht Verlag', 'Cafe Lumiere'];

/** Ten invoices: each taxed at one of the two rates or exempt, a withholding beside; `off` adds 5 to one total. */
function statement(head: readonly string[], rates: readonly [number, number], off: boolean): string {
  const rows = [head.join(';')];
  for (let i = 0; i < 10; i++) {
    const net = 1_200_000 + i * 73_151;
    const band = i % 3;
    const taxes = rates.map((r, k) => (band === k ? Math.round((net * r) / 100) : 0));
    const total = net + taxes[0]! + taxes[1]! + (off && i === 4 ? 5 : 0);
    const date = `${String(3 + i).padStart(2, '0')}/01/2024`;
    const withheld = i % 4 === 1 ? Math.round(net * 0.05) : 0;
    rows.push([`F${4300 + i}`, SUPPLIERS[i % 3]!, date, net, ...taxes, total, withheld].join(';'));
  }
  const file = join(makeTempDir('charged-rate-taxes'), 'achats.csv');
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

const BOOKS = [
  {
    head: [
      'N° Facture',
      'Nom ou Raison sociale',
      'Date Facture',
      'Montant HT',
      'TVA 18%',
      'TVA 9%',
      'Montant TTC',
      'AIRSI retenu',
    ],
    rates: [18, 9] as const,
    net: 'Montant HT',
    tax: '[TVA 18%] + [TVA 9%]',
  },
  {
    head: ['Invoice No', 'Supplier', 'Invoice Date', 'Net Amount', 'VAT 20%', 'VAT 5%', 'Invoice Total', 'WHT'],
    rates: [20, 5] as const,
    net: 'Net Amount',
    tax: '[VAT 20%] + [VAT 5%]',
  },
];

describe('mapping infer and the VAT at each rate beside the net, no tax column named', () => {
  for (const book of BOOKS) {
    it(`sums "${book.tax}" as the Tax where with "${book.net}" they make the total`, async () => {
      const m = parse(await inferMapping(statement(book.head, book.rates, false))) as Mapping;
      expect(m.items?.Amount).toBe(book.net);
      expect(m.items?.Tax).toEqual({ formula: book.tax });
      expect(m.checks?.sumLines).toBe('gross');
    });

    it(`makes no Tax of "${book.tax}" where one row's total differs`, async () => {
      const m = parse(await inferMapping(statement(book.head, book.rates, true))) as Mapping;
      expect(m.items?.Tax).not.toEqual({ formula: book.tax });
    });
  }
});
