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

/** A received-documents list: the fiscal number, the seller's reference, tax id and name; `fiscal` gives each row's fiscal number. */
function writeReceived(fiscal: string, reference: string, fiscalOf: (row: number) => string): string {
  const rows = [['No.', fiscal, reference, 'Seller TIN', 'Supplier', 'Issued Date', 'Gross Amount', 'Tax Amount']];
  for (let i = 0; i < 10; i++)
    rows.push([
      String(i + 1),
      fiscalOf(i),
      ['INV-', 'SI/', 'R'][i % 3]! + String(1200 + i * 13),
      String(1000012345 + (i % 4)),
      `Supplier ${i % 4}`,
      `${String(i + 3).padStart(2, '0')}/01/2024`,
      '118.00',
      '18.00',
    ]);
  const file = join(makeTempDir('fiscal-number'), 'received.csv');
  writeFileSync(file, `${rows.map((r) => r.join(',')).join('\n')}\n`);
  return file;
}

describe('a fiscal document number beside the seller reference', () => {
  it.each(FISCAL)("%s, the authority's long number of each document, is the InvoiceId alone", async (fiscal) => {
    const yaml = await inferMapping(writeReceived(fiscal, 'Reference No.', (i) => String(3240011234567800 + i * 7919)));
    const invoice = (parse(yaml) as { invoice: Record<string, unknown> }).invoice;
    expect(invoice.InvoiceId, yaml).toBe(fiscal);
    expect(invoice.Invoice_Number, yaml).toBe(fiscal);
    // EFRIS heads the document's date `Issued Date`.
    expect(invoice.Invoice_Date, yaml).toBe('Issued Date');
  });

  it.each(FISCAL)(
    "%s repeated on two rows, or short as a supplier's series, keeps the seller in the InvoiceId",
    async (fiscal) => {
      for (const fiscalOf of [
        (i: number) => String(3240011234567800 + (i % 9) * 7919),
        (i: number) => `B01${String(150 + ((i * 37) % 97)).padStart(8, '0')}`,
      ]) {
        const yaml = await inferMapping(writeReceived(fiscal, 'Reference No.', fiscalOf));
        const invoice = (parse(yaml) as { invoice: Record<string, unknown> }).invoice;
        expect(invoice.InvoiceId, yaml).toEqual({ template: `{Seller TIN}-{${fiscal}}` });
      }
    },
  );

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

describe('a fiscal voucher number (the Dominican NCF) beside the supplier tax id', () => {
  it('is the Invoice_Number, and the id keeps the supplier: the series is authorized per issuer', async () => {
    const rows = [['RNC o Cédula', 'Supplier', 'NCF', 'Fecha', 'Monto']];
    for (let i = 0; i < 10; i++)
      rows.push([
        String(130123456 + (i % 4) * 765431),
        `Supplier ${i % 4}`,
        `${i === 3 ? 'B04' : 'B01'}${String(150 + ((i * 37) % 97)).padStart(8, '0')}`,
        `2024-01-${String(i + 3).padStart(2, '0')}`,
        `${100 + i * 7}.50`,
      ]);
    const file = join(makeTempDir('fiscal-voucher'), '606.csv');
    writeFileSync(file, `${rows.map((r) => r.join(';')).join('\n')}\n`);
    const yaml = await inferMapping(file);
    const invoice = (parse(yaml) as { invoice: Record<string, unknown> }).invoice;
    expect(invoice.Invoice_Number, yaml).toBe('NCF');
    expect(invoice.InvoiceId, yaml).toEqual({ template: '{RNC o Cédula}-{NCF}' });
  });
});
