/**
 * One row per invoice taxed in two columns (Québec's TPS and TVQ) whose total is after a discount:
 * the line's Amount is the net less the discount, its Tax both taxes, and the lines add up to the
 * total, checked by sumLines. Followed as proposed, no row has a problem with its money.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { parseMapping } from '../../../src/mapping/load-mapping.js';
import { readInvoices } from '../../../src/mapping/read-invoices.js';
import { SANDBOX_ADVERTISERS } from '../../../src/sandbox/sandbox-advertisers.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const READ = { knownAdvertisers: SANDBOX_ADVERTISERS, knownAdvertisersFetchedAt: '2026-10-01T00:00:00Z' };

interface Words {
  name: string;
  headers: [string, string, string, string, string, string, string, string, string];
  money: (cents: number) => string;
}

// Nets in cents, discounts on every third invoice; GST 5 % and QST 9.975 % on the discounted net.
const NETS = [145022, 38999, 4800000, 231147, 12000, 138810, 1525000, 90000];
const discountOf = (i: number) => (i % 3 === 2 ? Math.round(NETS[i]! / 50) : 0);
const taxes = (i: number) => {
  const base = NETS[i]! - discountOf(i);
  return [Math.round(base * 0.05), Math.round(base * 0.09975)] as const;
};

const FRENCH: Words = {
  name: 'French (Escompte, TPS, TVQ, 1 450,22 $)',
  headers: ['No fournisseur', 'No facture', 'Référence', 'Date facture', 'Devise', 'Montant', 'Escompte', 'TPS', 'TVQ'],
  money: (c) => `${(c / 100).toFixed(2).replace('.', ',')} $`,
};
const ENGLISH: Words = {
  name: 'English (Discount, GST, QST, $1450.22)',
  headers: ['Vendor No', 'Invoice No', 'Reference', 'Invoice Date', 'Currency', 'Amount', 'Discount', 'GST', 'QST'],
  money: (c) => `$${(c / 100).toFixed(2)}`,
};

function register(words: Words): string {
  const rows = [
    [...words.headers, 'Total'],
    ...NETS.map((net, i) => {
      const [gst, qst] = taxes(i);
      const discount = discountOf(i);
      return [
        `SUP${i % 3}`,
        `F-${4400 + i * 7}`,
        `AC-${1001 + i}`,
        `2026-10-0${1 + i}`,
        'CAD',
        words.money(net),
        discount > 0 ? words.money(discount) : '',
        words.money(gst),
        words.money(qst),
        words.money(net - discount + gst + qst),
      ];
    }),
  ];
  const file = join(makeTempDir('discounted-taxes'), 'register.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

describe('mapping infer and a total after a discount, taxed in two columns', () => {
  it.each([FRENCH, ENGLISH])('reads the net less the discount and both taxes: $name', async (words) => {
    const file = register(words);
    const yaml = await inferMapping(file);
    const proposal = parse(yaml) as { items?: Record<string, unknown>; checks?: { sumLines?: string } };
    const [, , , , , net, discount, gst, qst] = words.headers;
    expect(proposal.items?.Amount, yaml).toEqual({ formula: `[${net}] - [${discount}]` });
    expect(proposal.items?.Tax, yaml).toEqual({ formula: `[${gst}] + [${qst}]` });
    expect(proposal.checks?.sumLines, yaml).toBe('gross');
    const mapping = await parseMapping(yaml, 'register.yaml');
    let read = 0;
    for await (const invoice of readInvoices(file, mapping, READ)) {
      const money = invoice.problems.filter((p) => p.field !== 'PayeeId');
      expect(money, yaml).toEqual([]);
      read++;
    }
    expect(read).toBe(NETS.length);
  });
});
