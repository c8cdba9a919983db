/**
 * Where the book's own voucher number is the InvoiceId beside the supplier's invoice number, the
 * id made of the supplier and its number is written as a commented alternative with its reason:
 * books and back-ends differ in which they key an invoice by.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** Ten invoices of four suppliers, one row each: the book's voucher, the supplier, its tax id and number. */
async function propose(voucherHeader: string | undefined, party: string): Promise<string> {
  const header = [...(voucherHeader ? [voucherHeader] : []), 'Supplier', party, 'Invoice Number', 'Date', 'Net'];
  const rows = [header.join(';')];
  for (let i = 0; i < 10; i++) {
    const voucher = voucherHeader ? [`PV24${String(i + 1).padStart(4, '0')}`] : [];
    const cells = [`Supplier ${i % 4}`, String(40012345 + (i % 4) * 1111), `R-${100 + (i % 7)}`, '2024-03-04'];
    rows.push([...voucher, ...cells, `${1000 + i * 37}.50`].join(';'));
  }
  const file = join(makeTempDir('voucher-alternative'), 'book.csv');
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return inferMapping(file);
}

const alternative = (yaml: string) => /^ {2}# InvoiceId: (.*?) {2}# doubtful: (.*)$/m.exec(yaml);

describe('the supplier-number id beside a voucher id', () => {
  it.each([
    ['Doc No', 'Supplier TIN'],
    ['Voucher No.', 'Supplier TIN'],
    ['N° pièce', 'Supplier VAT No'],
    ['Boekstuknr.', 'Supplier Code'],
    ['Beleg-Nr.', 'Supplier TIN'],
    ['Journal No', 'Supplier TIN'],
  ])('"%s" is the id; the supplier and its number are the commented alternative (%s)', async (voucher, party) => {
    const yaml = await propose(voucher, party);
    expect((parse(yaml) as { invoice: Record<string, unknown> }).invoice.InvoiceId, yaml).toBe(voucher);
    const line = alternative(yaml);
    expect(line?.[1], yaml).toMatch(/^\{ template: "\{[^}]+\}-\{Invoice Number\}" \}$/);
    expect(line?.[2], yaml).toContain(`"${voucher}" is the book's own voucher number`);
  });

  it('is not written where no voucher column is the id', async () => {
    const yaml = await propose(undefined, 'Supplier TIN');
    expect(alternative(yaml), yaml).toBeNull();
  });
});
