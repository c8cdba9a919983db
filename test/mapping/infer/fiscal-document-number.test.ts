/**
 * A fiscal document number (Uganda's EFRIS FDN), the number the tax authority gave the document,
 * is the document's number; the seller's reference beside it is not. A table of the headers
 * e-invoicing portals write, beside the reference headers, in either order.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const FISCAL = ['FDN', 'Fiscal Document Number', 'Fiscal Document No', 'Fiscal Doc No'];
const REFERENCE = ['Reference No.', 'Reference Number', 'Ref No'];

const CASES = FISCAL.flatMap((fiscal) =>
  REFERENCE.flatMap((reference) => [
    [fiscal, reference, 'fiscal first'],
    [fiscal, reference, 'reference first'],
  ]),
);

describe('a fiscal document number beside the seller reference', () => {
  it.each(CASES)('%s beside %s (%s) is the Invoice_Number', async (fiscal, reference, order) => {
    const keys = order === 'fiscal first' ? [fiscal, reference] : [reference, fiscal];
    const rows = [['No.', ...keys, 'Seller TIN', 'Seller Legal Name', 'Issued Date', 'Gross Amount', 'Tax Amount']];
    for (let i = 0; i < 10; i++) {
      const values: Record<string, string> = {
        [fiscal]: String(3240011234567800 + i * 7919),
        [reference]: ['INV-', 'SI/', 'R'][i % 3]! + String(1200 + i * 13),
      };
      rows.push([
        String(i + 1),
        values[keys[0]!]!,
        values[keys[1]!]!,
        String(1000012345 + (i % 4)),
        `Supplier ${i % 4}`,
        `${String(i + 3).padStart(2, '0')}/01/2024`,
        '118.00',
        '18.00',
      ]);
    }
    const file = join(makeTempDir('fiscal-number'), 'received.csv');
    writeFileSync(file, `${rows.map((r) => r.join(',')).join('\n')}\n`);
    const yaml = await inferMapping(file);
    const invoice = (parse(yaml) as { invoice: Record<string, unknown> }).invoice;
    expect(invoice.Invoice_Number, yaml).toBe(fiscal);
  });
});
