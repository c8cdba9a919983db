/**
 * Where the book’s own number of each purchase (AccountEdge’s `Purchase #` 00001040, 00001041 ..., a
 * Dutch `Inkoop`) stands beside the supplier's invoice number on lines that repeat both, its
 * header is only a loose match for an order number: the values say it numbers the purchases, one
 * to one with the supplier's numbers in one narrow run, so it is the key and the id, and no line's
 * PurchaseOrder. A column headed as an order (`PO Number`) stays the order, whatever its values.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const SUPPLIER_NUMBERS = [
  'INV-2024-0034',
  'R2400225',
  '136/24',
  'D4549',
  '134/24',
  'INV-2024-0021',
  'D4614',
  'R2400124',
];

function write(own: string): string {
  const rows = [['Co./Last Name', own, 'Date', 'Supplier Invoice #', 'Description', 'Total', 'Tax Amount'].join('\t')];
  for (let i = 0; i < SUPPLIER_NUMBERS.length; i++) {
    const supplier = ['Blue Harbor', 'Café Lumière', "O'Brien Media"][i % 3]!;
    for (let line = 0; line < 1 + (i % 3); line++) {
      const net = 10050 + i * 3317 + line * 719;
      const cells = [
        supplier,
        `0000${1040 + i}`,
        `${1 + (i % 3)}/${13 + i}/2024`,
        SUPPLIER_NUMBERS[i]!,
        `Item ${line}`,
      ];
      rows.push([...cells, `$${(net / 100).toFixed(2)}`, `$${((net * 0.08) / 100).toFixed(2)}`].join('\t'));
    }
  }
  const file = join(makeTempDir('own-number-order'), 'ITEMPUR.TXT');
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

interface Proposal {
  layout?: { key?: string[] };
  invoice?: Record<string, unknown>;
  items?: Record<string, unknown>;
}

describe('mapping infer beside the book’s own number of each purchase', () => {
  it.each(['Purchase #', 'Inkoop'])('keys on "%s", the book’s number, not an order', async (own) => {
    const yaml = await inferMapping(write(own));
    const proposal = parse(yaml) as Proposal;
    expect(proposal.layout?.key, yaml).toEqual([own]);
    expect(proposal.invoice?.InvoiceId, yaml).toBe(own);
    expect(proposal.invoice?.Invoice_Number, yaml).toBe('Supplier Invoice #');
    expect(proposal.items?.PurchaseOrder, yaml).toBeUndefined();
  });

  it.each(['PO Number', 'Purchase Order'])(
    'keeps "%s" as the order, and the supplier’s number as the key',
    async (order) => {
      const yaml = await inferMapping(write(order));
      const proposal = parse(yaml) as Proposal;
      expect(proposal.items?.PurchaseOrder, yaml).toBe(order);
      expect(proposal.layout?.key, yaml).toEqual(['Supplier Invoice #']);
    },
  );
});
