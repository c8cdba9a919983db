/**
 * A voucher journal of Debit / Credit rows (Mamut's bilagsjournal, a Swedish verifikationslista)
 * whose vouchers carry a rounding posting of less than one krone (Øreavrunding, öresavrundning)
 * on the supplier's side: the supplier's row is still the one that balances the voucher, and the
 * VAT account's rows still a VAT rate of the costs, the rounding set aside.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

interface Mapped {
  source?: { skipRows?: { column?: string; equals?: unknown }[] };
  invoice?: Record<string, unknown>;
  items?: Record<string, unknown>;
}

interface Ledger {
  header: readonly string[];
  cost: string;
  vat: [string, string];
  payable: [string, string];
  rounding: [string, string];
}

const kr = (ore: number) => (ore / 100).toFixed(2).replace('.', ',');

function writeJournal(l: Ledger): string {
  const rows: string[][] = [[...l.header]];
  for (let v = 0; v < 6; v++) {
    const lines = [104219 + v * 3175, 230025 + v * 1111];
    const vat = Math.round((lines[0]! + lines[1]!) * 0.25);
    // Every other voucher's total is rounded to the krone: the rounding posted on the credit side.
    const rounding = v % 2 === 1 ? 25 : 0;
    const total = lines[0]! + lines[1]! + vat - rounding;
    const post = (account: string, text: string, debit: number, credit: number) =>
      rows.push([`${30412 + v}`, `0${3 + v}.03.2024`, account, text, debit ? kr(debit) : '', credit ? kr(credit) : '']);
    for (const amount of lines) post(l.cost, 'Reklame', amount, 0);
    post(l.vat[0], l.vat[1], vat, 0);
    if (rounding) post(l.rounding[0], l.rounding[1], 0, rounding);
    post(l.payable[0], l.payable[1], 0, total);
  }
  const file = join(makeTempDir('voucher-rounding'), 'journal.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

const LEDGERS: readonly Ledger[] = [
  {
    header: ['Bilagsnr', 'Bilagsdato', 'Konto', 'Tekst', 'Debet', 'Kredit'],
    cost: '7320',
    vat: ['2710', 'Inngående mva 25%'],
    payable: ['2400', 'Leverandørgjeld'],
    rounding: ['7790', 'Øreavrunding'],
  },
  {
    header: ['Verifikationsnr', 'Datum', 'Konto', 'Text', 'Debet', 'Kredit'],
    cost: '5910',
    vat: ['2640', 'Ingående moms'],
    payable: ['2440', 'Leverantörsskulder'],
    rounding: ['3740', 'Öresavrundning'],
  },
];

describe('mapping infer and a voucher journal with rounding postings', () => {
  it.each(LEDGERS)('under $header.0 the supplier side is skipped and the VAT account found', async (l) => {
    const yaml = await inferMapping(writeJournal(l));
    const m = parse(yaml) as Mapped;
    const skip = m.source?.skipRows?.find((r) => r.column === 'Konto');
    expect([skip?.equals].flat(), yaml).toEqual([l.payable[0]]);
    expect(m.items?.Amount, yaml).toEqual({ formula: `IF([Konto] = "${l.vat[0]}", 0, [Debet] - [Kredit])` });
    expect(m.items?.Tax, yaml).toEqual({ formula: `IF([Konto] = "${l.vat[0]}", [Debet] - [Kredit], 0)` });
  });
});
