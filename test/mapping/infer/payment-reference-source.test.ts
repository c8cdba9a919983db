/**
 * A payment reference (the Czech variable symbol, a Norwegian KID) is often the supplier's own
 * number stripped of its letters: beside the column it was made from (`Původní číslo`
 * FV2026-0456, the reference 20260456), the number on the invoice is that column's.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

// The suppliers' own numbers, in their own shapes; a payment reference keeps only the digits.
const NUMBERS = [
  'FV2026-0456',
  '2026100017',
  'INV-88231',
  'OD-2026-011',
  '26/0789',
  'F-2026-1203',
  '2026-5512',
  'FA26-0042',
  'R2026/338',
  'VF-2026-771',
];

interface Words {
  name: string;
  headers: [string, string, string, string, string, string, string];
}

const CZECH: Words = {
  name: 'Czech (Variabilní symbol beside Původní číslo)',
  headers: ['Číslo', 'Původní číslo', 'Variabilní symbol', 'Dodavatel', 'Vystaveno', 'Měna', 'Celkem'],
};
const NORWEGIAN: Words = {
  name: 'Norwegian (KID beside Leverandørens nummer)',
  headers: ['Bilag', 'Leverandørens nummer', 'KID', 'Leverandør', 'Fakturadato', 'Valuta', 'Beløp'],
};

async function invoiceOf(words: Words): Promise<{ Invoice_Number?: unknown }> {
  const rows = [
    words.headers,
    ...NUMBERS.map((n, i) => [
      `N2026${1001 + i}`,
      n,
      n.replace(/\D/g, ''),
      `Supplier ${i % 4}`,
      `${1 + i}.10.2026`,
      'CZK',
      `${1000 + i * 37},50`,
    ]),
  ];
  const file = join(makeTempDir('payment-reference'), 'export.csv');
  writeFileSync(file, `${rows.map((r) => r.map((v) => `"${v}"`).join(';')).join('\r\n')}\r\n`);
  const yaml = await inferMapping(file);
  return (parse(yaml) as { invoice?: { Invoice_Number?: unknown } }).invoice ?? {};
}

describe('mapping infer and a payment reference made from the supplier number', () => {
  it.each([CZECH, NORWEGIAN])('takes the column it was made from: $name', async (words) => {
    const invoice = await invoiceOf(words);
    expect(invoice.Invoice_Number).toBe(words.headers[1]);
  });
});
