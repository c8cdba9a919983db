/**
 * A supplier's tax registration number headed in a script whose words the Latin boundaries do not
 * part: Lao's taxpayer number (ເລກປະຈຳຕົວຜູ້ເສຍອາກອນ) and Arabic's tax registration number of the
 * supplier (رقم التسجيل الضريبي للمورد). Beside the supplier's name, it and the invoice number build
 * InvoiceId; the invoice number is read from its own header in each language.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const REGISTERS = [
  {
    language: 'Lao',
    headers: ['ຊື່ຜູ້ສະໜອງ', 'ເລກປະຈຳຕົວຜູ້ເສຍອາກອນ', 'ເລກທີໃບເກັບເງິນ', 'ວັນທີ', 'ມູນຄ່າລວມ'],
    id: (v: number) => `${100262540812 + v * 7919}`,
  },
  {
    language: 'Arabic',
    headers: ['اسم المورد', 'رقم التسجيل الضريبي للمورد', 'رقم الفاتورة الضريبية', 'تاريخ الفاتورة', 'الإجمالي'],
    id: (v: number) => `OM${1100261358 + v * 40031}`,
  },
] as const;

function write(headers: readonly string[], id: (v: number) => string): string {
  const rows = [headers.join(';')];
  for (let i = 0; i < 9; i++) {
    const v = i % 3;
    rows.push([`Vendor ${v}`, id(v), `INV-${100 + i}`, `2024-03-${10 + i}`, `${100 + i * 7}.50`].join(';'));
  }
  const file = join(makeTempDir('script-tax-id'), 'purchases.csv');
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

describe('mapping infer with a tax id headed in Lao or Arabic', () => {
  it.each(REGISTERS)('builds InvoiceId from the $language tax id and invoice number', async ({ headers, id }) => {
    const yaml = await inferMapping(write(headers, id));
    const invoice = (parse(yaml) as { invoice?: Record<string, unknown> }).invoice ?? {};
    expect(invoice.Invoice_Number, yaml).toBe(headers[2]);
    expect(invoice.InvoiceId, yaml).toEqual({ template: `{${headers[1]}}-{${headers[2]}}` });
    expect(invoice.PayeeId, yaml).toBe(headers[0]);
  });
});

describe("mapping infer with China's taxpayer identification number", () => {
  // The invoice platform's list: the seller's name and its 纳税人识别号 (the unified social credit code, 18 characters).
  it.each([
    ['销方名称', '销方识别号'],
    ['销售方名称', '销售方纳税人识别号'],
    ['供应商名称', '统一社会信用代码'],
  ])('builds InvoiceId from %s and %s with the invoice number', async (name, taxId) => {
    const headers = [name, taxId, '发票号码', '开票日期', '价税合计'];
    const yaml = await inferMapping(write(headers, (v) => `9131011${5 + v}MA1H7ABC${v}X`));
    const invoice = (parse(yaml) as { invoice?: Record<string, unknown> }).invoice ?? {};
    expect(invoice.Invoice_Number, yaml).toBe('发票号码');
    expect(invoice.InvoiceId, yaml).toEqual({ template: `{${taxId}}-{发票号码}` });
  });
});
