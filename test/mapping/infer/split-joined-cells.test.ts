/**
 * Portugal's e-Fatura list writes the supplier as `NIF - name` in one cell and the number followed
 * by its ATCUD validation code (`FT 2025A/1201 / JJ7K2M9P-1201`). The tax id, of one length on
 * every row, is PayeeId through LEFT; the id is the tax id and the cell with the code (both fixed
 * per document); the number is a doubt, since no formula function finds where the code begins.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const SUPPLIERS = ['GRAFICA ACORES LDA', 'IBERICA DE MEDIOS S.L.', 'COSTA BRAVA HOTELES S.A.'];
const NUMBERS = ['FT 2025A/1201', 'FT FT25/455', 'FR 2025/88', 'FT 2025A/1202', 'FT FT25/470', 'FR 2025/91'];

type Proposed = { invoice: Record<string, unknown>; yaml: string };

async function propose(headers: readonly string[], ids: readonly string[], atcud: boolean): Promise<Proposed> {
  const rows = NUMBERS.map((n, i) => {
    const code = `${'JJ7K2M9P,AB12CD34,HX9Q2W1E'.split(',')[i % 3]}-${n.split('/')[1]}`;
    const net = 1000 + i * 250;
    return [
      `${ids[i % 3]} - ${SUPPLIERS[i % 3]}`,
      atcud ? `${n} / ${code}` : n,
      `2025-10-${String(1 + i * 3).padStart(2, '0')}`,
      (net * 1.23).toFixed(2).replace('.', ','),
      (net * 0.23).toFixed(2).replace('.', ','),
      `${net},00`,
    ];
  });
  const file = join(makeTempDir('joined-cells'), 'efatura.csv');
  writeFileSync(file, `${[headers, ...rows].map((r) => r.join(';')).join('\n')}\n`);
  const yaml = await inferMapping(file);
  return { invoice: (parse(yaml) as { invoice: Record<string, unknown> }).invoice, yaml };
}

describe('cells that join a tax id and a name, or a number and its ATCUD', () => {
  it.each([
    [
      ['Emitente', 'Nº Fatura / ATCUD', 'Data Emissão', 'Total', 'IVA', 'Base Tributável'],
      ['509876543', '980123456', '980654321'],
      9,
    ],
    [['Proveedor', 'Invoice No. / ATCUD', 'Fecha', 'Total', 'IVA', 'Base'], ['B12345678', 'A28000001', 'A17000077'], 9],
  ])('reads the tax id as PayeeId and leaves the number a doubt (%s)', async (headers, ids, width) => {
    const { invoice, yaml } = await propose(headers, ids, true);
    const [party, number] = [headers[0]!, headers[1]!];
    expect(invoice.PayeeId, yaml).toEqual({ formula: `LEFT([${party}], ${width})` });
    expect(invoice.InvoiceId, yaml).toEqual({ formula: `LEFT([${party}], ${width}) & "-" & [${number}]` });
    expect(invoice.Invoice_Number, yaml).toBeUndefined();
    expect(yaml).toMatch(/# Invoice_Number: .*# doubtful: .*ATCUD/);
  });

  it('keeps a plain number as it is and builds the id of it', async () => {
    const headers = ['Emitente', 'Nº Fatura', 'Data Emissão', 'Total', 'IVA', 'Base Tributável'];
    const { invoice, yaml } = await propose(headers, ['509876543', '980123456', '980654321'], false);
    expect(invoice.Invoice_Number, yaml).toBe('Nº Fatura');
    expect(invoice.PayeeId, yaml).toEqual({ formula: 'LEFT([Emitente], 9)' });
  });

  it('reads no tax id where its length differs from row to row', async () => {
    const headers = ['Emitente', 'Nº Fatura', 'Data Emissão', 'Total', 'IVA', 'Base Tributável'];
    const { invoice, yaml } = await propose(headers, ['509876543', '98012345', '980654321'], false);
    expect(invoice.PayeeId, yaml).toBeUndefined();
  });
});
