/**
 * A purchase order's number runs over an invoice's lines as its key would, but one order may be
 * billed by several invoices over the months: keyed by it, a later invoice against the same order
 * would read as one already created and never be posted. Where the invoice's own number names the
 * same invoices, the order's number is never the key or the id.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const HEADERS = [
  ['Factuurnummer', 'Factuurdatum', 'Leverancier', 'Bestelnummer', 'Omschrijving', 'Bedrag', 'BTW'],
  ['Invoice No', 'Invoice Date', 'Supplier', 'PO Number', 'Description', 'Amount', 'Tax'],
  ['Rechnungsnummer', 'Rechnungsdatum', 'Lieferant', 'Bestellnummer', 'Beschreibung', 'Betrag', 'MwSt'],
] as const;
const NUMBERS = ['F-2024-0193', '88231', 'INV/4410', 'R-55', '2024-118', 'A7731', 'BX-90', '5512'];
const SUPPLIERS = ['Jansen BV', 'Media NV', 'Print & Co'];

function write(headers: readonly string[]): string {
  const rows = [headers.join(';')];
  NUMBERS.forEach((number, i) => {
    for (let line = 0; line < 2 + (i % 2); line++) {
      const net = 5000 + i * 300 + line * 300;
      const day = `${String(1 + i).padStart(2, '0')}-03-2024`;
      rows.push(
        [
          number,
          day,
          SUPPLIERS[i % 3],
          String(4500001230 + i),
          `Regel ${line + 1}`,
          (net / 100).toFixed(2),
          ((net * 0.21) / 100).toFixed(2),
        ].join(';'),
      );
    }
  });
  const file = join(makeTempDir('order-number-key'), 'lines.csv');
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

describe('mapping infer beside a purchase order number', () => {
  it.each(HEADERS.map((headers) => ({ order: headers[3], headers })))(
    'never keys the invoices by "$order"',
    async ({ order, headers }) => {
      const yaml = await inferMapping(write(headers));
      const mapping = parse(yaml) as { layout?: { key?: string[] }; invoice?: Record<string, unknown> };
      expect(mapping.layout?.key ?? [], yaml).not.toContain(order);
      expect(JSON.stringify(mapping.invoice?.InvoiceId ?? ''), yaml).not.toContain(order);
      expect(mapping.invoice?.Invoice_Number, yaml).toBe(headers[0]);
    },
  );
});
