/**
 * A document-number column whose numbers are each supplier's own letter series and a count
 * (Türkiye's e-invoice numbers, RKM2024000000412), beside the suppliers' tax ids: the number is
 * the supplier's, so InvoiceId is built of the tax id and the number (the tax id known by its header
 * beside an account code of the same shape: Turkish `Vergi No`). One series shared by every
 * supplier is the book's own numbering: the column stays the id.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { namesTaxId } from '../../../src/mapping/infer/find-supplier-tax-id.js';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const SUPPLIERS = ['Blue Harbor Advertising', 'Nordlicht Verlag AG', 'Café Lumière', 'Ibérica de Medios'];
const SERIES = ['RKM', 'MDY', 'ILN', 'TNT'];

interface Words {
  /** Date, number, supplier's account code (a registration-like `320.01.0101`), name, tax id, amount. */
  headers: readonly [string, string, string, string, string, string];
  /** Every supplier's numbers under one series, as a book numbers its own documents. */
  oneSeries?: boolean;
}

function write(w: Words): string {
  const rows = [w.headers.join(';')];
  for (let n = 0; n < 12; n++) {
    const v = (n * 3) % 4;
    const series = w.oneSeries ? 'AFS' : SERIES[v]!;
    const number = `${series}2024${String(412 + n * 31 + v).padStart(9, '0')}`;
    const taxId = String(4810234567 + v * 7130191);
    const code = `320.01.${String(101 + v).padStart(4, '0')}`;
    rows.push([`0${(n % 9) + 1}.01.2024`, number, code, SUPPLIERS[v]!, taxId, `${1200 + n * 75},50`].join(';'));
  }
  const file = join(makeTempDir('supplier-series'), 'faturalar.csv');
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

const TURKISH: Words = { headers: ['Tarih', 'Belge No', 'Cari Kodu', 'Cari Ünvanı', 'Vergi No', 'Tutar'] };
const ENGLISH: Words = { headers: ['Date', 'Document No', 'Supplier Code', 'Supplier', 'Tax ID', 'Amount'] };

const invoiceOf = async (w: Words) => {
  const yaml = await inferMapping(write(w));
  return { yaml, invoice: (parse(yaml) as { invoice?: Record<string, unknown> }).invoice ?? {} };
};

describe("a document number in each supplier's own letter series", () => {
  it.each([
    ['Turkish', TURKISH],
    ['English', ENGLISH],
  ] as const)('builds the %s InvoiceId of the tax id and the number', async (_, w) => {
    const { yaml, invoice } = await invoiceOf(w);
    const [, number, , , taxId] = w.headers;
    expect(invoice.InvoiceId, yaml).toEqual({ template: `{${taxId}}-{${number}}` });
    expect(invoice.Invoice_Number, yaml).toBe(number);
  });

  it('keeps one series every supplier shares as the id', async () => {
    const { yaml, invoice } = await invoiceOf({ ...TURKISH, oneSeries: true });
    expect(invoice.InvoiceId, yaml).toBe('Belge No');
  });
});

describe("Türkiye's tax number by its header", () => {
  it.each(['Vergi No', 'Vergi Numarası', 'Vergi Kimlik No', 'VKN'])('reads "%s" as a tax id', (header) => {
    expect(namesTaxId(header)).toBe(true);
  });

  it('reads the tax office "Vergi Dairesi" as none', () => {
    expect(namesTaxId('Vergi Dairesi')).toBe(false);
  });
});
