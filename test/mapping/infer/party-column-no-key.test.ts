/**
 * A column named for the supplier (`Supplier`, `Lieferant`) beside the supplier's VAT id, which is
 * taken as the PayeeId, never names the invoice: as the key it would join each supplier's invoices,
 * debit and credit notes into one, and the supplier's later invoices would read as already created.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const HEADERS = [
  ['Document type', 'Supplier', 'Supplier VAT', 'Invoice No', 'Date', 'Currency', 'Net', 'VAT', 'Total'],
  ['Belegart', 'Lieferant', 'USt-IdNr. Lieferant', 'Rechnungsnummer', 'Datum', 'Währung', 'Netto', 'USt', 'Brutto'],
] as const;
const SUPPLIERS: readonly [string, string][] = [
  ['Acme Ltd', 'GB123456789'],
  ['Bolt plc', 'GB987654321'],
  ['Crane', 'GB555555555'],
];

function write(headers: readonly string[]): string {
  const rows = [headers.join(',')];
  for (let i = 0; i < 9; i++) {
    const [name, vat] = SUPPLIERS[Math.floor(i / 3)]!;
    const net = 100 + i * 17;
    rows.push(
      [
        'Invoice',
        name,
        vat,
        `N-${1001 + i}`,
        `2024-01-${String(5 + i).padStart(2, '0')}`,
        'GBP',
        net.toFixed(2),
        (net * 0.2).toFixed(2),
        (net * 1.2).toFixed(2),
      ].join(','),
    );
  }
  const file = join(makeTempDir('party-column'), 'purchases.csv');
  writeFileSync(file, `${rows.join('\n')}\n`);
  return file;
}

describe('mapping infer beside a supplier column and its VAT id', () => {
  it.each(HEADERS.map((headers) => ({ party: headers[1], headers })))(
    'never takes "$party" as the invoice key or id',
    async ({ party, headers }) => {
      const yaml = await inferMapping(write(headers));
      const mapping = parse(yaml) as { layout?: { key?: string[] }; invoice?: Record<string, unknown> };
      expect(mapping.layout?.key ?? [], yaml).not.toContain(party);
      expect(mapping.invoice?.InvoiceId, yaml).not.toBe(party);
      expect(mapping.invoice?.Invoice_Number, yaml).toBe(headers[3]);
    },
  );
});
