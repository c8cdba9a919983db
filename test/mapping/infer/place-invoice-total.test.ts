/**
 * In one row per line, `mapping infer` takes the invoice total from the amount column that is the
 * same on every line of each invoice, whatever the names rank.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

function writeCsv(rows: readonly (readonly string[])[], delimiter: string): string {
  const file = join(makeTempDir('place-invoice-total'), 'export.csv');
  writeFileSync(file, `${rows.map((r) => r.join(delimiter)).join('\r\n')}\r\n`);
  return file;
}

const mapped = (yaml: string) => parse(yaml) as { invoice?: Record<string, unknown>; items?: Record<string, unknown> };

/** Ten invoices of two or three lines: each row's line gross and net, and the invoice's gross on every line. */
function lines(headers: { number: string; lineGross: string; invoiceGross: string; net?: string }, comma: boolean) {
  const rows: string[][] = [];
  const money = (cents: number) => (comma ? (cents / 100).toFixed(2).replace('.', ',') : (cents / 100).toFixed(2));
  for (let i = 0; i < 10; i++) {
    const nets = Array.from({ length: 2 + (i % 2) }, (_, l) => 1000 + i * 317 + l * 121);
    const gross = nets.map((n) => n + Math.round(n * 0.19));
    const total = gross.reduce((a, b) => a + b, 0);
    nets.forEach((net, l) =>
      rows.push([
        `RE-${500 + i}`,
        `Vendor ${i % 3}`,
        comma ? '04.03.2025' : '2025-03-04',
        'EUR',
        money(gross[l]!),
        money(total),
        ...(headers.net ? [money(net)] : []),
      ]),
    );
  }
  const head = [
    headers.number,
    'Vendor No',
    comma ? 'Belegdatum' : 'Invoice Date',
    comma ? 'Währung' : 'Currency',
    headers.lineGross,
    headers.invoiceGross,
    ...(headers.net ? [headers.net] : []),
  ];
  return writeCsv([head, ...rows], comma ? ';' : ',');
}

describe('mapping infer and the invoice total in one row per line', () => {
  it('takes the total that is the same on every line over one named closer that differs', async () => {
    const yaml = await inferMapping(
      lines({ number: 'Belegnummer', lineGross: 'Brutto', invoiceGross: 'Beleg brutto', net: 'Netto' }, true),
    );
    expect(mapped(yaml).invoice?.Invoice_Amount, yaml).toBe('Beleg brutto');
    expect(mapped(yaml).items?.Amount, yaml).toBe('Netto');
  });

  it('takes a repeated "Amount" as the total and leaves the line amount beside it a doubt', async () => {
    const yaml = await inferMapping(
      lines({ number: 'Invoice #', lineGross: 'Line Item Amount', invoiceGross: 'Amount' }, false),
    );
    expect(mapped(yaml).invoice?.Invoice_Amount, yaml).toBe('Amount');
    expect(mapped(yaml).items?.Amount, yaml).toBeUndefined();
    expect(yaml).toContain('# Amount: Line Item Amount  # doubtful: "Amount" is the invoice total');
  });
});

describe('mapping infer and a rival of the line amount that repeats per invoice', () => {
  // [line amount, the document's amount on each line] as line exports name them.
  it.each([
    ['Line Amount', 'Payable Amount'],
    ['Line Amount', 'Document Amount'],
    ['Item Amount', 'Payable Amount'],
    ['Line Total', 'Payable Amount'],
  ])(
    '"%s" stays the line amount and "%s", the same on every line of each invoice, is the total',
    async (line, total) => {
      const yaml = await inferMapping(lines({ number: 'Invoice Number', lineGross: line, invoiceGross: total }, false));
      expect(mapped(yaml).invoice?.Invoice_Amount, yaml).toBe(total);
      expect(mapped(yaml).items?.Amount, yaml).toBe(line);
    },
  );
});
