/**
 * Of two columns that may describe a line in grouped rows, the one that changes from line to line
 * of an invoice describes the line; the one that is the same on every line of each invoice (Aspel
 * COI's `Concepto de la póliza` beside `Concepto del movimiento`) describes the invoice.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const ITEMS = ['Radio spot', 'Production costs', 'Print advertisement', 'Sponsorship fee', 'Banner campaign'];

/** Invoices of two or three lines; `invoiceWide` the same on each invoice's lines, `lineWide` each line's own. */
function write(
  headers: { number: string; invoiceWide: string; lineWide: string; amount: string },
  lineText = (line: number, _invoice: number) => ITEMS[line % 5]!,
): string {
  const rows = [[headers.number, 'Supplier', headers.invoiceWide, headers.lineWide, headers.amount].join(';')];
  let line = 0;
  for (let i = 0; i < 6; i++) {
    for (let n = 0; n < 2 + (i % 2); n++) {
      rows.push(
        [
          `F-${500 + i}`,
          `Vendor ${i % 3}`,
          `Purchase F-${500 + i} Vendor ${i % 3}`,
          lineText(line, i),
          `${100 + line * 13}.00`,
        ].join(';'),
      );
      line++;
    }
  }
  const file = join(makeTempDir('line-description'), 'lines.csv');
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

describe('the line description that changes within an invoice', () => {
  it.each([
    { number: 'Factura', invoiceWide: 'Concepto de la póliza', lineWide: 'Concepto del movimiento', amount: 'Importe' },
    { number: 'Invoice No', invoiceWide: 'Description', lineWide: 'Line text', amount: 'Amount' },
  ])('maps "$lineWide" over "$invoiceWide"', async (headers) => {
    const yaml = await inferMapping(write(headers));
    const items = (parse(yaml) as { items?: Record<string, unknown> }).items ?? {};
    expect(items.Description, yaml).toBe(headers.lineWide);
  });

  it('keeps the description chosen where the other text is also the same on every line of an invoice', async () => {
    const headers = {
      number: 'Factura',
      invoiceWide: 'Concepto de la póliza',
      lineWide: 'Concepto del movimiento',
      amount: 'Importe',
    };
    const yaml = await inferMapping(write(headers, (_, invoice) => ITEMS[invoice % 5]!));
    const items = (parse(yaml) as { items?: Record<string, unknown> }).items ?? {};
    expect(items.Description, yaml).toBe(headers.invoiceWide);
  });
});
