/**
 * A ledger export of incoming invoices whose amount is the gross on the supplier's credit side
 * (BMD NTCS `betrag`, negative on an invoice, its tax `steuer` positive): followed, the proposal
 * posts each invoice's net and tax positive, and books the counter account as the cost account.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

interface Layout {
  headers: string[];
  /** Whether the file has the VAT rate of each posting. */
  rated: boolean;
}

const BMD: Layout = {
  headers: [
    'konto',
    'gkonto',
    'belegnr',
    'belegdatum',
    'prozent',
    'betrag',
    'steuer',
    'waehrung',
    'text',
    'extbelegnr',
  ],
  rated: true,
};
const ENGLISH: Layout = {
  headers: [
    'Account',
    'Contra Account',
    'Voucher No',
    'Invoice Date',
    'Tax Rate',
    'Amount',
    'Tax Amount',
    'Currency',
    'Description',
    'Invoice No',
  ],
  rated: true,
};

/** [supplier account, cost account, net in cents, rate %, a credit note]. */
const POSTINGS: readonly (readonly [string, string, number, number, boolean])[] = [
  ['330010', '5000', 125000, 20, false],
  ['330022', '7300', 8450, 20, false],
  ['330035', '7650', 340000, 20, false],
  ['330035', '7650', 82000, 10, false],
  ['330041', '7700', 15640, 10, false],
  ['330010', '5000', 25000, 20, true],
  ['330057', '7380', 5990, 20, false],
  ['330022', '7300', 121075, 20, false],
];

const money = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

function writeExport(layout: Layout): string {
  const rows = [layout.rated ? layout.headers : layout.headers.filter((_, i) => i !== 4)];
  POSTINGS.forEach(([account, contra, net, rate, credit], i) => {
    const tax = Math.round((net * rate) / 100);
    const sign = credit ? 1 : -1;
    // Two postings share a voucher: an invoice of two rates.
    const voucher = `ER25-${String(101 + (i === 3 ? 2 : i)).padStart(4, '0')}`;
    const row = [
      account,
      contra,
      voucher,
      `0${(i % 9) + 1}.11.2025`,
      `${rate},00`,
      money(sign * (net + tax)),
      money(-sign * tax),
      'EUR',
      `Supplier ${account} goods`,
      `RE-${8800 + (i === 3 ? 2 : i)}`,
    ];
    rows.push(layout.rated ? row : row.filter((_, c) => c !== 4));
  });
  const file = join(makeTempDir('supplier-side'), 'buchungen.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

const mapped = (yaml: string) => parse(yaml) as { invoice?: Record<string, unknown>; items?: Record<string, unknown> };

describe('mapping infer and a gross written on the supplier side', () => {
  it.each([
    ['BMD', BMD],
    ['English', ENGLISH],
  ])('%s: the net is the gross negated less its tax, the cost account the counter account', async (_, layout) => {
    const yaml = await inferMapping(writeExport(layout));
    const [account, contra, , , , amount, tax] = layout.headers;
    const m = mapped(yaml);
    expect(m.items?.Amount, yaml).toEqual({ formula: `-[${amount}] - [${tax}]` });
    expect(m.items?.Tax, yaml).toBe(tax);
    expect(m.items?.GLAccount, yaml).toBe(contra);
    expect(m.items?.GLAccount, yaml).not.toBe(account);
    expect(m.invoice?.Invoice_Amount, yaml).toEqual({ formula: 'SUM(items.Amount) + SUM(items.Tax)' });
  });

  it('leaves the amount commented where no rate tells its gross from its net', async () => {
    const yaml = await inferMapping(writeExport({ ...BMD, rated: false }));
    const m = mapped(yaml);
    expect(m.items?.Amount, yaml).toBeUndefined();
    expect(yaml).toMatch(/# Amount: .*negative on 7 of 8 rows/);
    expect(m.invoice?.Invoice_Amount, yaml).toBeUndefined();
  });

  it('keeps a register of credit notes signed as written where nothing shows a supplier-side posting', async () => {
    // Credit notes: the net negative, the VAT written unsigned, a rate beside them; no counter account.
    const file = join(makeTempDir('supplier-side'), 'credits.csv');
    writeFileSync(
      file,
      [
        'Supplier,Document No,Date,Currency,Net,VAT %,VAT',
        'Bürobedarf Müller,GS-101,2024-03-01,EUR,-100.00,19,19.00',
        'Druckerei Klein,GS-102,2024-03-02,EUR,-200.00,19,38.00',
        'Reinigung Weiß,GS-103,2024-03-04,EUR,-50.00,7,3.50',
        'Stadtwerke Köln,GS-104,2024-03-05,EUR,-300.00,19,57.00',
        '',
      ].join('\n'),
    );
    const yaml = await inferMapping(file);
    expect(mapped(yaml).items?.Amount, yaml).toBe('Net');
    expect(yaml).toMatch(/# Amount: \{ formula: '-\[Net\]' \}.*doubtful: .*no counter account/);
  });
});
