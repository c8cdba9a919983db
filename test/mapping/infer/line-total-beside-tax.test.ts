/**
 * Lines of a purchase that each carry their own total before tax, its tax and the two added up
 * (AccountEdge's `Total`, `Tax Amount` and `Inc-Tax Total`; a German `Gesamt`, `MwSt.` and
 * `Gesamt brutto`), a freight amount nil on every line, and no column of the purchase's total: the total named by its header differs
 * between the lines of one purchase and another column is it plus the tax on every line, so it is
 * each line's net Amount, and the purchase's amount is its lines' net and tax added up.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const LAYOUTS = [
  {
    net: 'Total',
    tax: 'Tax Amount',
    gross: 'Inc-Tax Total',
    freight: 'Freight Amount',
    id: 'Purchase #',
    number: 'Supplier Invoice #',
  },
  {
    net: 'Gesamt',
    tax: 'MwSt.',
    gross: 'Gesamt brutto',
    freight: 'Frachtbetrag',
    id: 'Belegnr.',
    number: 'Rechnungsnummer',
  },
] as const;

function write(l: (typeof LAYOUTS)[number]): string {
  const rows = [['Supplier', l.id, 'Date', l.number, 'Description', l.net, l.tax, l.gross, l.freight].join(';')];
  for (let i = 0; i < 8; i++) {
    for (let line = 0; line < 1 + (i % 3); line++) {
      const net = 10050 + i * 3317 + line * 719;
      const tax = i % 4 === 1 ? 0 : Math.round(net * 0.0825);
      const cells = [`Supplier ${i % 3}`, `V-${1040 + i}`, `2024-03-${10 + i}`, `INV-${500 + i * 37}`, `Item ${line}`];
      rows.push(
        [...cells, net / 100, tax / 100, (net + tax) / 100, 0]
          .map((c) => (typeof c === 'number' ? c.toFixed(2) : c))
          .join(';'),
      );
    }
  }
  const file = join(makeTempDir('line-total'), 'purchases.csv');
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

interface Proposal {
  invoice?: Record<string, unknown>;
  items?: Record<string, unknown>;
  checks?: { sumLines?: string };
}

describe('mapping infer on lines that carry their own total before tax', () => {
  it.each(LAYOUTS)('reads "$net" as each line’s net amount', async (l) => {
    const yaml = await inferMapping(write(l));
    const proposal = parse(yaml) as Proposal;
    expect(proposal.items?.Amount, yaml).toBe(l.net);
    expect(proposal.items?.Tax, yaml).toBe(l.tax);
    expect(proposal.invoice?.Invoice_Amount, yaml).toEqual({ formula: 'SUM(items.Amount) + SUM(items.Tax)' });
    expect(proposal.checks?.sumLines, yaml).toBe('gross');
  });
});
