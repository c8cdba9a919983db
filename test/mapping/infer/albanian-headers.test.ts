/**
 * Albanian exports (Albania's e-invoicing portal, Kosovo's purchase book) name the invoice's
 * number, currency and money columns in Albanian: `mapping infer` reads them as it reads the other
 * languages, and skips an invoice the buyer refused (`Refuzuar`) rather than posting it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

interface Proposal {
  source: { skipRows?: { column: string; equals: string }[] };
  invoice: Record<string, unknown>;
  items: Record<string, unknown>;
}

async function inferCsv(name: string, rows: readonly (readonly string[])[]): Promise<{ yaml: string; p: Proposal }> {
  const file = join(makeTempDir('albanian-headers'), name);
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  const yaml = await inferMapping(file);
  return { yaml, p: parse(yaml) as Proposal };
}

/** An amount as these exports write it, with a decimal comma. */
const amount = (n: number) => n.toFixed(2).replace('.', ',');

const sellers = ['Alfa Ndertim shpk', 'Drita Energji sha', 'Vizion Print shpk'];

describe('mapping infer on an Albanian list of invoices received', () => {
  it('maps the number, currency, gross, net and tax by their Albanian names and skips refused invoices', async () => {
    const rows = [
      [
        'NIVF',
        'NIPT i shitësit',
        'Numri i faturës',
        'Data e lëshimit',
        'Emri i shitësit',
        'Monedha',
        'Vlera pa TVSH',
        'TVSH',
        'Vlera me TVSH',
        'Statusi',
      ],
    ];
    for (let i = 0; i < 9; i++) {
      const net = 1000 + i * 137;
      rows.push([
        `a${i}f0c9e${i}-77b1-4c1e-9d0e-${String(100000000000 + i * 7919)}`,
        `K${71234567 + (i % 3) * 1117}${'ABC'[i % 3]}`,
        `${14 + i}/2024`,
        `2024-02-${String(3 + i).padStart(2, '0')}`,
        sellers[i % 3]!,
        i % 4 === 0 ? 'EUR' : 'ALL',
        amount(net),
        amount(net / 5),
        amount(net * 1.2),
        i % 5 === 2 ? 'Refuzuar' : 'Pranuar',
      ]);
    }
    const { yaml, p } = await inferCsv('faturat_e_marra.csv', rows);
    // The number recurs across sellers: the seller's tax id makes it one invoice's.
    expect(p.invoice.InvoiceId, yaml).toEqual({ template: '{NIPT i shitësit}-{Numri i faturës}' });
    expect(p.invoice.Invoice_Number, yaml).toBe('Numri i faturës');
    expect(p.invoice.CurrencyCode, yaml).toBe('Monedha');
    expect(p.invoice.Invoice_Amount, yaml).toBe('Vlera me TVSH');
    expect(p.items.Amount, yaml).toBe('Vlera pa TVSH');
    expect(p.items.Tax, yaml).toBe('TVSH');
    expect(p.source.skipRows, yaml).toContainEqual(expect.objectContaining({ column: 'Statusi', equals: 'Refuzuar' }));
  });
});

describe('mapping infer on a Kosovar purchase book', () => {
  it('maps the invoice number and the value with tax by their Albanian names', async () => {
    const rows = [['Nr.', 'Data', 'Numri i faturës', 'Emri i shitësit', 'Vlera pa TVSH', 'TVSH', 'Vlera totale']];
    for (let i = 0; i < 9; i++) {
      const net = 200 + i * 31;
      rows.push([
        String(i + 1),
        `${String(5 + i).padStart(2, '0')}.03.2024`,
        `F-${3100 + i * 7}`,
        sellers[i % 3]!,
        amount(net),
        amount((net * 18) / 100),
        amount((net * 118) / 100),
      ]);
    }
    const { yaml, p } = await inferCsv('libri_i_blerjeve.csv', rows);
    expect(p.invoice.Invoice_Number, yaml).toBe('Numri i faturës');
    expect(p.invoice.Invoice_Amount, yaml).toBe('Vlera totale');
    expect(p.items.Amount, yaml).toBe('Vlera pa TVSH');
  });
});
