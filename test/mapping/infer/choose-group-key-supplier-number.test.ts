/**
 * A key found by its values whose header names a number but none of the book's own (`FDA No`,
 * each agent's number) is the supplier's Invoice_Number, and the id is built with the supplier; a
 * column that merely runs beside it (`Voyage`, V2401, V2402 ...) is not the book's numbering. A
 * buyer-written document's number (`RCTI No`), a number holding its date or a book's numbering named
 * so beside it stays the id.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const SUPPLIERS = ['Harbor Agency Ltd', 'Nordlicht Shipping AG', 'Iberica Portuaria SL', 'Cape Marine Pty'];

/** Ten invoices of two or three lines; `keyOf` writes invoice i's key, `besideOf` its other numbered column. */
function write(keyHeader: string, keyOf: (i: number) => string, beside: string, besideOf: (i: number) => string) {
  const rows = [[keyHeader, 'Date', 'Supplier', beside, 'Item', 'Amount', 'Total']];
  for (let i = 0; i < 10; i++) {
    const amounts = [120 + i * 7, 80 + i * 3, ...(i % 2 ? [45.5] : [])];
    const total = amounts.reduce((a, b) => a + b, 0).toFixed(2);
    for (const [n, a] of amounts.entries())
      rows.push([
        keyOf(i),
        `2024-01-${String(10 + i)}`,
        SUPPLIERS[i % 4]!,
        besideOf(i),
        `Item ${n}`,
        a.toFixed(2),
        total,
      ]);
  }
  const file = join(makeTempDir('group-key-supplier'), 'items.csv');
  writeFileSync(file, `${rows.map((r) => r.join(',')).join('\n')}\n`);
  return file;
}

const agentNumber = (i: number) => `FDA/${['HOU', 'QIN', 'ROT'][i % 3]}/24/${140 + i * 3}`;
const voyage = (i: number) => `V${2401 + i}`;

describe('the key of grouped rows found by its values', () => {
  it("is the supplier's number beside a column that only runs with it: the id is built with the supplier", async () => {
    const yaml = await inferMapping(write('FDA No', agentNumber, 'Voyage', voyage));
    const mapping = parse(yaml) as { layout: { key: string[] }; invoice: Record<string, unknown> };
    expect(mapping.layout.key, yaml).toEqual(['FDA No']);
    expect(mapping.invoice.Invoice_Number, yaml).toBe('FDA No');
    expect(mapping.invoice.InvoiceId, yaml).toEqual({ template: '{Supplier}-{FDA No}' });
  });

  it('is also the number printed on a buyer-written document (a recipient-created tax invoice)', async () => {
    const yaml = await inferMapping(write('RCTI No', agentNumber, 'Voyage', voyage));
    const mapping = parse(yaml) as { invoice: Record<string, unknown> };
    expect(mapping.invoice.Invoice_Number, yaml).toBe('RCTI No');
  });

  it.each([
    ['a buyer-written document', 'RCTI No', agentNumber, 'Voyage', voyage, 'RCTI No'],
    [
      'a number holding its date',
      'Slip No',
      (i: number) => `2024/01/${10 + i} -${(i % 3) + 1}`,
      'Voyage',
      voyage,
      'Slip No',
    ],
    [
      'beside the book numbering named so',
      'FDA No',
      agentNumber,
      'Entry No',
      (i: number) => `E${5100 + i}`,
      'Entry No',
    ],
  ])('stays the id where it is %s', async (_, keyHeader, keyOf, beside, besideOf, id) => {
    const yaml = await inferMapping(write(keyHeader, keyOf, beside, besideOf));
    const mapping = parse(yaml) as { invoice: Record<string, unknown> };
    expect(mapping.invoice.InvoiceId, yaml).toBe(id);
  });
});
