/**
 * One row per document with its taxable base and its exempt amount in two columns (Cape Verde's
 * e-Fatura: Base Tributável, Valor Isento), the tax and the total: neither base alone is the line's
 * net, both added are, where with the tax they make the total on every row.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const mapped = (yaml: string) =>
  parse(yaml) as {
    invoice?: Record<string, unknown>;
    items?: Record<string, unknown>;
    checks?: Record<string, unknown>;
  };

function writeRegister(header: readonly string[]): string {
  const rows: string[][] = [[...header]];
  for (let i = 0; i < 12; i++) {
    // Every fourth document is exempt; every third holds an exempt part beside its taxed one.
    const exemptOnly = i % 4 === 3;
    const base = exemptOnly ? 0 : 120000 + i * 3371;
    const exempt = exemptOnly ? 45000 + i * 1000 : i % 3 === 1 ? 8000 + i * 100 : 0;
    const tax = Math.round(base * 0.15);
    rows.push([
      `${String(1 + i).padStart(2, '0')}/03/2024`,
      `2${String(50012345 + (i % 4) * 1111)}`,
      `Fornecedor ${'ABCD'[i % 4]} Lda`,
      `FTE ${300 + i}`,
      (base / 100).toFixed(2),
      exemptOnly ? '0' : '15',
      (tax / 100).toFixed(2),
      (exempt / 100).toFixed(2),
      ((base + tax + exempt) / 100).toFixed(2),
    ]);
  }
  const file = join(makeTempDir('doubted-bases'), 'recebidos.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

describe('mapping infer and a taxable base beside an exempt amount', () => {
  it.each([
    [
      [
        'Data Emissão',
        'NIF Emitente',
        'Nome Emitente',
        'Número',
        'Base Tributável',
        'Taxa IVA',
        'Valor IVA',
        'Valor Isento',
        'Total Documento',
      ],
    ],
    [
      [
        'Date',
        'Supplier TIN',
        'Supplier',
        'Invoice No.',
        'Taxable Amount',
        'VAT Rate',
        'VAT',
        'Exempt Amount',
        'Invoice Total',
      ],
    ],
  ])('under %s the net is both bases added', async (header) => {
    const yaml = await inferMapping(writeRegister(header));
    const m = mapped(yaml);
    expect(m.invoice?.Invoice_Amount, yaml).toBe(header[8]);
    expect(m.items?.Amount, yaml).toEqual({ formula: `[${header[4]}] + [${header[7]}]` });
    expect(m.items?.Tax, yaml).toBe(header[6]);
    expect(m.checks?.sumLines, yaml).toBe('gross');
  });
});
