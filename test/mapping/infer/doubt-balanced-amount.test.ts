/**
 * A journal's amount column whose rows sum to 0 on every voucher holds both sides of each voucher:
 * where no column tells the supplier's posting apart, summing its rows as lines would post nothing
 * (or the payable beside the costs), so it is no line amount as it is: a doubt, never mapped.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { VENDORS, voucherCents, type Mapped } from './check-voucher-lines.js';

/** [voucher, date, text, amount, supplier, invoice no], no account column. */
const WRITERS: Record<string, string[]> = {
  norwegian: ['Bilagsnr', 'Dato', 'Tekst', 'Beløp', 'Leverandør', 'Fakturanr'],
  swedish: ['Verifikation', 'Datum', 'Text', 'Belopp', 'Leverantör', 'Fakturanummer'],
};

const money = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

function write(headers: string[], balanced: boolean): string {
  const rows: string[][] = [headers];
  for (let i = 0; i < 8; i++) {
    const { nets, net, tax } = voucherCents(1 + (i % 3), 25, i, 3);
    const head = [String(7101 + i), `${String(10 + i).padStart(2, '0')}.03.2024`];
    const tail = [VENDORS[i % 4]!, `F-${300 + i * 5}`];
    nets.forEach((n, l) => rows.push([...head, `Line ${l + 1}`, money(n), ...tail]));
    rows.push([...head, 'VAT', money(tax), ...tail]);
    // The supplier's posting, on no row type or account that tells it apart.
    if (balanced) rows.push([...head, `Invoice F-${300 + i * 5}`, money(-(net + tax)), ...tail]);
  }
  const file = join(makeTempDir('balanced-amount'), 'journal.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

describe('mapping infer and an amount column that balances every voucher', () => {
  it.each(Object.keys(WRITERS))('%s: the amount is a doubt, not the line amount', async (name) => {
    const headers = WRITERS[name]!;
    const yaml = await inferMapping(write(headers, true));
    const m = parse(yaml) as Mapped;
    expect(m.items?.Amount, yaml).toBeUndefined();
    expect(yaml).toMatch(new RegExp(`# Amount: ${headers[3]}.*sum to 0 on every voucher`));
  });

  it.each(Object.keys(WRITERS))('%s: without the supplier posting, the amount is the line amount', async (name) => {
    const headers = WRITERS[name]!;
    const yaml = await inferMapping(write(headers, false));
    expect((parse(yaml) as Mapped).items?.Amount, yaml).toBe(headers[3]);
  });
});
