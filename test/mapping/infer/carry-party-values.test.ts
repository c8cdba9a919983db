/**
 * A FEC's supplier row (`401000`, with `CompAuxNum`) is skipped as the voucher's supplier side; the
 * supplier's account is on that row alone. The proposal says how to carry it onto the lines (a
 * heading, where the supplier's row comes first in each voucher) or why that cannot be done.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const HEADER =
  'JournalCode|JournalLib|EcritureNum|EcritureDate|CompteNum|CompteLib|CompAuxNum|CompAuxLib|PieceRef|PieceDate|EcritureLib|Debit|Credit';

/** [supplier code, name, [cost account, net in cents]...] per voucher; VAT 20 % on each. */
const VOUCHERS: readonly (readonly [string, string, readonly (readonly [string, number])[]])[] = [
  ['F0012', 'ORANGE', [['626000', 31000]]],
  [
    'F0027',
    'METRO',
    [
      ['606300', 21240],
      ['606400', 9630],
    ],
  ],
  ['F0031', 'IMPRIMERIE', [['623600', 184000]]],
  [
    'F0044',
    'SNCF',
    [
      ['625100', 41500],
      ['625700', 8800],
    ],
  ],
  ['F0058', 'AWS', [['615000', 12050]]],
  ['F0012', 'ORANGE', [['626000', 29000]]],
];

const money = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

function writeFec(supplierFirst: boolean): string {
  const rows = [HEADER];
  VOUCHERS.forEach(([code, name, lines], v) => {
    const num = `ACH${String(v + 1).padStart(6, '0')}`;
    const date = `202511${String(v + 3).padStart(2, '0')}`;
    const ref = `FA-${7780 + v}`;
    const row = (account: string, label: string, aux: string, auxLabel: string, debit: number, credit: number) =>
      [
        'ACH',
        'Achats',
        num,
        date,
        account,
        label,
        aux,
        auxLabel,
        ref,
        date,
        `${name} ${ref}`,
        money(debit),
        money(credit),
      ].join('|');
    const net = lines.reduce((s, [, n]) => s + n, 0);
    const tax = Math.round(net / 5);
    const supplier = row('401000', 'Fournisseurs', code, name, 0, net + tax);
    const costs = [
      ...lines.map(([account, n]) => row(account, 'Charges', '', '', n, 0)),
      row('445660', 'TVA deductible', '', '', tax, 0),
    ];
    rows.push(...(supplierFirst ? [supplier, ...costs] : [...costs, supplier]));
  });
  const file = join(makeTempDir('fec-party'), '123456789FEC20251231.txt');
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

describe('mapping infer and the supplier named only on the skipped supplier row', () => {
  it('proposes a heading that carries CompAuxNum onto the lines where the supplier row comes first', async () => {
    const yaml = await inferMapping(writeFec(true));
    expect(yaml).toMatch(/- \{ name: supplier-side, column: CompteNum, equals: "401000" \}/);
    expect(yaml).toMatch(
      /# PayeeId: CompAuxNum of the supplier row {2}# doubtful: "CompAuxNum" is filled only on the supplier's rows .*headings: - \{ name: CompAuxNum of the supplier row, column: CompAuxNum, matches: "\^\(\.\+\)\$" \}/,
    );
  });

  it('proposes no heading where the supplier row comes last, and says why', async () => {
    const yaml = await inferMapping(writeFec(false));
    expect(yaml).toMatch(
      /# PayeeId: <column> {2}# doubtful: "CompAuxNum" is filled only on the supplier's rows .*no heading can carry it/,
    );
    expect(yaml).not.toContain('headings:');
  });
});
