/**
 * One row per invoice with a net, a total and a tax column whose header reads as no tax amount
 * (`GST 10% (PGK)`, `TVA 20%`: a rate in the header): the tax column that holds the total less
 * the net on every row is proposed as the Tax, before a formula computing the same difference.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

function writeCsv(rows: readonly (readonly string[])[]): string {
  const file = join(makeTempDir('find-difference-column'), 'schedule.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

/** Ten invoices at `rate` percent, some zero-rated; `copy` adds a second column of the same tax. */
function schedule(headers: readonly string[], rate: number, copy = false): string {
  const rows = Array.from({ length: 10 }, (_, i) => {
    const net = 10000 + i * 1234;
    const tax = i % 4 === 3 ? 0 : Math.round((net * rate) / 100);
    const money = (cents: number) => (cents / 100).toFixed(2);
    return [
      `INV-${500 + i}`,
      '2024-02-0' + (1 + (i % 9)),
      `Supplier ${i % 3}`,
      money(net),
      money(tax),
      money(net + tax),
    ];
  });
  const lines = rows.map((r) => (copy ? [...r, r[4]!] : r));
  return writeCsv([copy ? [...headers, 'Tax copy'] : headers, ...lines]);
}

const itemsOf = async (file: string) => (parse(await inferMapping(file)) as { items: Record<string, unknown> }).items;

describe('a tax column beside the net and total it is the difference of', () => {
  it.each([
    [
      [
        'Tax Invoice No.',
        'Tax Invoice Date',
        'Supplier Name',
        'Value Excl. GST (PGK)',
        'GST 10% (PGK)',
        'Total Incl. GST (PGK)',
      ],
      10,
      'GST 10% (PGK)',
    ],
    [['Rechnungsnummer', 'Rechnungsdatum', 'Lieferant', 'Betrag netto', 'MwSt 19 %', 'Betrag brutto'], 19, 'MwSt 19 %'],
    [['N° facture', 'Date facture', 'Fournisseur', 'Montant HT', 'TVA 20%', 'Montant TTC'], 20, 'TVA 20%'],
  ])('maps the tax column %j as the Tax', async (headers, rate, tax) => {
    expect((await itemsOf(schedule(headers, rate))).Tax).toBe(tax);
  });

  it('keeps the formula where two columns hold the difference', async () => {
    const headers = [
      'Tax Invoice No.',
      'Tax Invoice Date',
      'Supplier Name',
      'Value Excl. GST',
      'GST 10%',
      'Total Incl. GST',
    ];
    expect((await itemsOf(schedule(headers, 10, true))).Tax).toEqual({
      formula: '[Total Incl. GST] - [Value Excl. GST]',
    });
  });
});
