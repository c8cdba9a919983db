/**
 * A purchase book split by VAT rate that closes with its totals row, the total word in the row
 * counter's column (Macedonian `Вкупно`, Serbian `Укупно`, Bulgarian `Общо`): the row is skipped by
 * a proposed rule, so its sums (rounded apart from the rows') do not hide a band from the rate sums.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

interface Proposal {
  source?: { skipRows?: { column?: string; equals?: string }[] };
  items?: Record<string, unknown>;
}
const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** Ten documents at 18 % or 5 % and the totals row, whose 5 % tax is the rounded tax of the summed base, not the sum of the rounded taxes. */
function book(total: string): string {
  const rows = [
    ['Ред. бр.', 'Број', 'Датум', 'Добавувач', 'Основица 18%', 'ДДВ 18%', 'Основица 5%', 'ДДВ 5%', 'Вкупно'],
  ];
  const sums = [0, 0, 0, 0, 0];
  for (let i = 0; i < 10; i++) {
    const net = 10015 + i * 1731;
    const at5 = i % 2 === 1;
    const tax = Math.round((net * (at5 ? 5 : 18)) / 100);
    const cents = at5 ? [0, 0, net, tax, net + tax] : [net, tax, 0, 0, net + tax];
    cents.forEach((c, k) => (sums[k]! += c));
    const date = `${String(3 + i).padStart(2, '0')}.02.2024`;
    rows.push([String(i + 1), `F-${4100 + i}`, date, `Добавувач ${'АБВ'[i % 3]}`, ...cents.map(money)]);
  }
  sums[3] = Math.round((sums[2]! * 5) / 100) + 2;
  rows.push([total, '', '', '', ...sums.map(money)]);
  const file = join(makeTempDir('book-totals-row'), 'book.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

describe('mapping infer on a rate-split book that closes with its totals row', () => {
  for (const total of ['Вкупно', 'Укупно', 'Общо']) {
    it(`skips the "${total}" row and sums every band`, async () => {
      const proposal = parse(await inferMapping(book(total))) as Proposal;
      expect(proposal.source?.skipRows).toContainEqual(expect.objectContaining({ column: 'Ред. бр.', equals: total }));
      expect(proposal.items?.Amount).toEqual({ formula: '[Основица 18%] + [Основица 5%]' });
      expect(proposal.items?.Tax).toEqual({ formula: '[ДДВ 18%] + [ДДВ 5%]' });
    });
  }
});
