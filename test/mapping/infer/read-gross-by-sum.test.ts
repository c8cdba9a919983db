/**
 * An invoice amount read from a subtotal its name makes a total, beside a column that is the net
 * plus the tax columns on every row: infer proposes that column as the invoice amount, the tax
 * columns' sum as the Tax and the gross check; where no column adds up, the net stays.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

interface Proposal {
  invoice?: Record<string, unknown>;
  items?: Record<string, unknown>;
  checks?: Record<string, unknown>;
}

/** Net cents and the rate of each invoice's one line. */
const NETS = [
  [125000, 20],
  [48050, 10],
  [990000, 20],
  [7300, 20],
  [310455, 10],
  [66000, 20],
  [1520000, 20],
] as const;

const money = (cents: number) => {
  const [whole, frac] = (cents / 100).toFixed(2).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${frac!}`;
};

interface Words {
  date: string;
  number: string;
  supplier: string;
  net: string;
  taxes: readonly [string, string];
  gross: string;
}

/** A purchase list with a net, one tax column per rate and a gross; the gross leaves the tax out when `grossIsNet`. */
function writeList(w: Words, grossIsNet = false): string {
  const header = [w.date, w.number, w.supplier, w.net, ...w.taxes, w.gross];
  const rows = NETS.map(([net, rate], i) => {
    const tax = Math.round((net * rate) / 100);
    const high = rate === 20 ? tax : 0;
    const low = rate === 10 ? tax : 0;
    return [
      `0${i + 1}.03.2024`,
      `GIB2024${String(1000 + i).padStart(9, '0')}`,
      `Tedarikçi ${i % 3}`,
      money(net),
      money(high),
      money(low),
      money(grossIsNet ? net : net + tax),
    ];
  });
  const file = join(makeTempDir('gross-by-sum'), 'purchases.csv');
  writeFileSync(file, `${[header, ...rows].map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

const TURKISH: Words = {
  date: 'Tarih',
  number: 'Belge No',
  supplier: 'Cari Ünvanı',
  net: 'Ara Toplam',
  taxes: ['KDV %20', 'KDV %10'],
  gross: 'KDV Dahil Toplam',
};
const SPANISH: Words = {
  date: 'Fecha',
  number: 'Factura',
  supplier: 'Proveedor',
  net: 'Total',
  taxes: ['IVA 20%', 'IVA 10%'],
  gross: 'Total Documento',
};

describe('a gross found by the net and the taxes adding up to it', () => {
  it.each([
    ['Turkish', TURKISH],
    ['Spanish', SPANISH],
  ] as const)('proposes the %s column that is the net plus the taxes as the invoice amount', async (_, words) => {
    const yaml = await inferMapping(writeList(words));
    const proposal = parse(yaml) as Proposal;
    expect(proposal.invoice?.Invoice_Amount, yaml).toBe(words.gross);
    expect(proposal.items?.Amount, yaml).toBe(words.net);
    expect(proposal.items?.Tax, yaml).toEqual({ formula: words.taxes.map((t) => `[${t}]`).join(' + ') });
    expect(proposal.checks?.sumLines, yaml).toBe('gross');
  });

  it('keeps the net where no column is the net plus the taxes', async () => {
    const yaml = await inferMapping(writeList(TURKISH, true));
    const proposal = parse(yaml) as Proposal;
    expect(proposal.invoice?.Invoice_Amount, yaml).not.toBe(TURKISH.gross);
    expect(proposal.items?.Tax, yaml).toBeUndefined();
  });
});
