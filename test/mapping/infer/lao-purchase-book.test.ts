/**
 * `mapping infer` on a Lao VAT purchase book: a title line, Lao headers, whole kip grouped with
 * commas, DD/MM/YYYY dates and a closing totals row (ລວມ) in the row counter's column. Each field is
 * read from its Lao header, the totals row is skipped by a visible rule, the key joins the
 * supplier's taxpayer number to its invoice number, and the kip is named by the script.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const SUPPLIERS = [
  ['Vientiane Print Co.', '100262540812'],
  ['Mekong Media', '100234500000'],
  ['Luang Radio', '100269551015'],
] as const;

const kip = (n: number) => `"${n.toLocaleString('en-US')}"`;

/** Nine invoices at 10 % VAT (some exempt), then the book's totals row. */
function book(): string {
  const lines = ['ປຶ້ມບັນຊີຊື້ ປະຈຳເດືອນ 01-03/2024'];
  lines.push('ລ/ດ,ວັນທີ,ເລກທີໃບເກັບເງິນ,ຊື່ຜູ້ສະໜອງ,ເລກປະຈຳຕົວຜູ້ເສຍອາກອນ,ມູນຄ່າກ່ອນອາກອນ,ອາກອນມູນຄ່າເພີ່ມ,ມູນຄ່າລວມ');
  const sums = [0, 0, 0];
  for (let i = 0; i < 9; i++) {
    const [name, tin] = SUPPLIERS[i % 3]!;
    const net = 12_345_000 + i * 7_654_500;
    const tax = i % 4 === 2 ? 0 : net / 10;
    [net, tax, net + tax].forEach((v, k) => (sums[k]! += v));
    const date = `${String(3 + i * 3).padStart(2, '0')}/0${1 + (i % 3)}/2024`;
    lines.push([i + 1, date, `INV-${700 + i}`, name, tin, kip(net), kip(tax), kip(net + tax)].join(','));
  }
  lines.push(['ລວມ', '', '', '', '', ...sums.map(kip)].join(','));
  const file = join(makeTempDir('lao-book'), 'purchase_book.csv');
  writeFileSync(file, `\uFEFF${lines.join('\r\n')}\r\n`);
  return file;
}

interface Proposal {
  source?: { dateFormats?: string[]; skipRows?: { column?: string; equals?: string }[] };
  invoice?: Record<string, unknown>;
  items?: Record<string, unknown>;
}

describe('mapping infer on a Lao purchase book', () => {
  it('reads the Lao headers, skips the totals row and names the kip', async () => {
    const proposal = parse(await inferMapping(book())) as Proposal;
    expect(proposal.source?.skipRows).toContainEqual(expect.objectContaining({ column: 'ລ/ດ', equals: 'ລວມ' }));
    expect(proposal.source?.dateFormats).toEqual(['DD/MM/YYYY']);
    expect(proposal.invoice).toMatchObject({
      Invoice_Number: 'ເລກທີໃບເກັບເງິນ',
      Invoice_Date: 'ວັນທີ',
      Invoice_Amount: 'ມູນຄ່າລວມ',
      CurrencyCode: { value: 'LAK' },
      InvoiceId: { template: '{ເລກປະຈຳຕົວຜູ້ເສຍອາກອນ}-{ເລກທີໃບເກັບເງິນ}' },
    });
    expect(proposal.items).toMatchObject({ Amount: 'ມູນຄ່າກ່ອນອາກອນ', Tax: 'ອາກອນມູນຄ່າເພີ່ມ' });
  });
});
