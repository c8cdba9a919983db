/**
 * A journal's VAT account is told from its rows' amounts being a VAT rate of their vouchers' other
 * rows, but a cost account can be that too (a rent's common costs at 25 % of the rent). Where two
 * accounts read so, only rows named as VAT (`Inngående mva`, `Ingående moms`) tell them apart; where
 * nothing does, or the one such account stands on few vouchers, Amount and Tax are left as doubts:
 * followed blindly, the wrong choice posts costs as VAT and VAT as costs, and no check could tell.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import type { Mapped } from './check-voucher-lines.js';

/** One posting: [voucher, account, supplier, invoice no, text, amount in whole units]. */
type Posting = [number, string, string, string, string, number];

function writeCsv(name: string, rows: readonly string[][]): string {
  const file = join(makeTempDir('vat-account'), name);
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

/** A rent voucher whose common costs (6320) are 25 % of the rent (6300); the payable (2400) balances it. */
function rent(p: Posting[], v: number, no: string, amount: number): void {
  p.push(
    [v, '6300', 'Gårdeier AS', no, 'Husleie', amount],
    [v, '6320', 'Gårdeier AS', no, 'Felleskostnader', amount / 4],
    [v, '2400', 'Gårdeier AS', no, 'Gårdeier AS', -(amount * 5) / 4],
  );
}

/** A purchase with its input VAT (2710) at `rate` (25 %) under `vatText`, or none where `vatText` is undefined. */
function buy(
  p: Posting[],
  v: number,
  line: [string, string, string, string],
  net: number,
  vatText?: string,
  rate = 0.25,
): void {
  const [supplier, no, account, text] = line;
  const tax = vatText === undefined ? 0 : Math.round(net * rate * 100) / 100;
  p.push([v, account, supplier, no, text, net]);
  if (vatText !== undefined) p.push([v, '2710', supplier, no, vatText, tax]);
  p.push([v, '2400', supplier, no, supplier, -(net + tax)]);
}

/** A Uni Micro bilagsjournal: three rent vouchers and three purchases with input VAT. */
function norwegian(vatText: string): Posting[] {
  const p: Posting[] = [];
  rent(p, 1000, '48301', 8000);
  buy(p, 1001, ['Kontorland AS', '48255', '6540', 'Rekvisita'], 1000, vatText);
  rent(p, 1002, '48302', 4000);
  buy(p, 1003, ['Kontorland AS', '48256', '6540', 'Rekvisita'], 400, vatText);
  rent(p, 1004, '48303', 12000);
  buy(p, 1005, ['Telenor ASA', '48209', '6900', 'Telefon'], 800, vatText);
  return p;
}

function writeNorwegian(postings: readonly Posting[]): string {
  const rows = [['Bilagsnr', 'Dato', 'Konto', 'Leverandør', 'Fakturanr', 'Tekst', 'Beløp']];
  for (const [v, account, supplier, no, text, amount] of postings)
    rows.push([String(v), `0${(v % 9) + 1}.03.2025`, account, supplier, no, text, amount.toFixed(2).replace('.', ',')]);
  return writeCsv('bilagsjournal.csv', rows);
}

/** The same books kept by a Swedish firm in a Debet / Kredit pair: övriga lokalkostnader 5090, ingående moms 2641. */
function writeSwedish(vatText: string): string {
  const rows = [['Verifikation', 'Datum', 'Konto', 'Leverantör', 'Fakturanummer', 'Text', 'Debet', 'Kredit']];
  const post = (v: number, account: string, supplier: string, no: string, text: string, amount: number) =>
    rows.push([
      `A${v}`,
      `2025-03-${String((v % 20) + 1).padStart(2, '0')}`,
      account,
      supplier,
      no,
      text,
      amount > 0 ? amount.toFixed(2) : '',
      amount < 0 ? (-amount).toFixed(2) : '',
    ]);
  const voucher = (
    v: number,
    supplier: string,
    no: string,
    cost: [string, string],
    other: [string, string],
    net: number,
  ) => {
    post(v, cost[0], supplier, no, cost[1], net);
    post(v, other[0], supplier, no, other[1], net / 4);
    post(v, '2440', supplier, no, supplier, -(net * 5) / 4);
  };
  const rent: [string, string] = ['5010', 'Lokalhyra'];
  const common: [string, string] = ['5090', 'Övriga lokalkostnader'];
  const vat: [string, string] = ['2641', vatText];
  voucher(61, 'Fastighets AB Kvarnen', 'H-2503', rent, common, 20000);
  voucher(62, 'Kontorsgiganten AB', '771044', ['6110', 'Kontorsmaterial'], vat, 1200);
  voucher(63, 'Fastighets AB Kvarnen', 'H-2504', rent, common, 24000);
  voucher(64, 'Telia Sverige AB', '5530981', ['6212', 'Mobiltelefon'], vat, 640);
  voucher(65, 'Fastighets AB Kvarnen', 'H-2505', rent, common, 16000);
  voucher(66, 'Kontorsgiganten AB', '771102', ['6110', 'Kontorsmaterial'], vat, 2000);
  return writeCsv('verifikationslista.csv', rows);
}

/** The commented lines of a field in the proposal. */
const doubted = (yaml: string, field: string) => yaml.split('\n').filter((l) => l.trim().startsWith(`# ${field}:`));

describe('mapping infer and two accounts at a VAT rate of their vouchers', () => {
  it('Norwegian signed journal: the account whose rows are named mva is the VAT, not the common costs', async () => {
    const yaml = await inferMapping(writeNorwegian(norwegian('Inngående mva')));
    const m = parse(yaml) as Mapped;
    expect(m.items?.Amount, yaml).toEqual({ formula: 'IF([Konto] = "2710", 0, [Beløp])' });
    expect(m.items?.Tax, yaml).toEqual({ formula: 'IF([Konto] = "2710", [Beløp], 0)' });
  });

  it('Norwegian signed journal: with no row named VAT, Amount and Tax are doubts naming both accounts', async () => {
    const yaml = await inferMapping(writeNorwegian(norwegian('Kontorland AS')));
    const m = parse(yaml) as Mapped;
    expect(m.items?.Amount, yaml).toBeUndefined();
    expect(m.items?.Tax, yaml).toBeUndefined();
    for (const field of ['Amount', 'Tax']) {
      const lines = doubted(yaml, field);
      expect(lines.some((l) => l.includes('"6320"')) && lines.some((l) => l.includes('"2710"')), yaml).toBe(true);
      expect(
        lines.every((l) => l.includes('doubtful:')),
        yaml,
      ).toBe(true);
    }
  });

  it('Swedish Debet / Kredit journal: ingående moms is the VAT, not övriga lokalkostnader', async () => {
    const yaml = await inferMapping(writeSwedish('Ingående moms 25 %'));
    const m = parse(yaml) as Mapped;
    expect(m.items?.Amount, yaml).toEqual({ formula: 'IF([Konto] = "2641", 0, [Debet] - [Kredit])' });
    expect(m.items?.Tax, yaml).toEqual({ formula: 'IF([Konto] = "2641", [Debet] - [Kredit], 0)' });
  });

  it('Swedish Debet / Kredit journal: with no row named VAT, Amount and Tax are doubts', async () => {
    const yaml = await inferMapping(writeSwedish('Kontorsgiganten AB'));
    const m = parse(yaml) as Mapped;
    expect(m.items?.Amount, yaml).toBeUndefined();
    expect(m.items?.Tax, yaml).toBeUndefined();
    expect(
      doubted(yaml, 'Amount').some((l) => l.includes('"5090"') && l.includes('"2641"')),
      yaml,
    ).toBe(true);
  });
});

describe('mapping infer and one account at a VAT rate on few of the vouchers', () => {
  it('common costs on three rent vouchers of eight, none named VAT, are no VAT account', async () => {
    const p: Posting[] = [];
    rent(p, 1000, '48301', 8000);
    rent(p, 1002, '48302', 4000);
    rent(p, 1004, '48303', 12000);
    // Insurance and postage carry no VAT in Norway.
    buy(p, 1001, ['Gjensidige', 'P-1001', '7500', 'Forsikring'], 3000);
    buy(p, 1003, ['Gjensidige', 'P-1003', '7500', 'Forsikring'], 4500);
    buy(p, 1005, ['Posten Norge', 'PN-77', '6940', 'Porto'], 350);
    buy(p, 1006, ['Posten Norge', 'PN-78', '6940', 'Porto'], 420);
    buy(p, 1007, ['If Skadeforsikring', 'IF-9', '7500', 'Forsikring'], 2100);
    const yaml = await inferMapping(writeNorwegian(p));
    const m = parse(yaml) as Mapped;
    expect(JSON.stringify(m.items ?? {}), yaml).not.toContain('6320');
    expect(
      doubted(yaml, 'Amount').some((l) => l.includes('"6320"')),
      yaml,
    ).toBe(true);
  });

  it('common costs at 25 % beside an input VAT named mva at no VAT rate (part deductible) are no VAT account', async () => {
    const p: Posting[] = [];
    rent(p, 1000, '48301', 8000);
    rent(p, 1002, '48302', 4000);
    rent(p, 1004, '48303', 12000);
    // Entertainment: only part of its VAT may be deducted, so the mva posting is no rate of the cost.
    buy(p, 1001, ['Grand Hotel', 'GH-11', '7350', 'Representasjon'], 1000, 'Inngående mva', 0.123);
    buy(p, 1003, ['Grand Hotel', 'GH-12', '7350', 'Representasjon'], 2000, 'Inngående mva', 0.117);
    buy(p, 1005, ['Grand Hotel', 'GH-13', '7350', 'Representasjon'], 1500, 'Inngående mva', 0.131);
    const yaml = await inferMapping(writeNorwegian(p));
    const m = parse(yaml) as Mapped;
    expect(JSON.stringify(m.items ?? {}), yaml).not.toContain('6320');
    expect(
      doubted(yaml, 'Amount').some((l) => l.includes('"2710"') && l.includes('named VAT')),
      yaml,
    ).toBe(true);
  });
});

describe('mapping infer and two accounts at a VAT rate on one voucher', () => {
  it('the one named mva is not taken where the other shares a voucher with it', async () => {
    const p = norwegian('Inngående mva');
    // Cleaning 3000, its common costs 1000 and its VAT 1000: each is 25 % of the voucher's other rows.
    p.push(
      [1006, '6360', 'Gårdeier AS', '48310', 'Renhold', 3000],
      [1006, '6320', 'Gårdeier AS', '48310', 'Felleskostnader', 1000],
      [1006, '2710', 'Gårdeier AS', '48310', 'Inngående mva', 1000],
      [1006, '2400', 'Gårdeier AS', '48310', 'Gårdeier AS', -5000],
    );
    const yaml = await inferMapping(writeNorwegian(p));
    const m = parse(yaml) as Mapped;
    expect(m.items?.Amount, yaml).toBeUndefined();
    expect(
      doubted(yaml, 'Amount').some((l) => l.includes('share vouchers')),
      yaml,
    ).toBe(true);
  });
});
