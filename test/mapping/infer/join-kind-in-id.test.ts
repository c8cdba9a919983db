/**
 * A number every supplier writes in one prescribed shape (Argentina's `A 00003-00000012`, Peru's
 * `F001-00000123`) is counted per kind of document: the same number can be an invoice and a credit
 * note, so the kind joins the supplier and number in InvoiceId. Numbers in each supplier's own
 * shape leave InvoiceId as supplier and number.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

interface Register {
  taxId: string;
  kind: string;
  number: string;
  kinds: readonly [string, string];
  numberOf: (vendor: number, row: number) => string;
  idOf: (vendor: number) => string;
}

const SUPPLIERS = ['Blue Harbor Advertising', 'Nordlicht Verlag AG', 'Café Lumière', 'Ibérica de Medios'];

function write(register: Register): string {
  const rows = [['Fecha', register.kind, register.number, 'Proveedor', register.taxId, 'Total'].join(';')];
  for (let i = 0; i < 12; i++) {
    const v = i % 4;
    rows.push(
      [
        `2024-03-${10 + i}`,
        register.kinds[i % 5 === 3 ? 1 : 0],
        register.numberOf(v, i),
        SUPPLIERS[v],
        register.idOf(v),
        `${1000 + i * 77}.50`,
      ].join(';'),
    );
  }
  const file = join(makeTempDir('join-kind-in-id'), 'compras.csv');
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

async function invoiceIdOf(register: Register): Promise<{ id: unknown; yaml: string }> {
  const yaml = await inferMapping(write(register));
  const invoice = (parse(yaml) as { invoice?: Record<string, unknown> }).invoice ?? {};
  return { id: invoice.InvoiceId, yaml };
}

describe('the kind of document in InvoiceId', () => {
  it.each([
    {
      taxId: 'C.U.I.T.',
      kind: 'Tipo',
      number: 'Número',
      kinds: ['FAC', 'N/C'],
      numberOf: (v: number, i: number) => `A 0000${3 + v}-${String(i + 1).padStart(8, '0')}`,
      idOf: (v: number) => `30-${70132284 + v * 2207}-${v + 4}`,
    },
    {
      taxId: 'RUC',
      kind: 'Tipo de comprobante',
      number: 'Número',
      kinds: ['Factura', 'Nota de Crédito'],
      numberOf: (v: number, i: number) => `F00${v + 1}-${String(120 + i).padStart(8, '0')}`,
      idOf: (v: number) => `${20100047218 + v * 3331}`,
    },
  ] as const)(
    'joins "$kind" to the supplier and "$number" written in one shape by every supplier',
    async (register) => {
      const { id, yaml } = await invoiceIdOf(register);
      expect(id, yaml).toEqual({ template: `{${register.taxId}}-{${register.kind}}-{${register.number}}` });
    },
  );

  it("leaves the kind out where each supplier writes its own number's shape", async () => {
    const shapes = [(i: number) => `INV-2024-${String(i).padStart(4, '0')}`, (i: number) => `R24${10200 + i}`];
    const { id, yaml } = await invoiceIdOf({
      taxId: 'C.U.I.T.',
      kind: 'Tipo',
      number: 'Número',
      kinds: ['FAC', 'N/C'],
      numberOf: (v, i) => shapes[v % 2]!(i) + (v > 1 ? `/${v}` : ''),
      idOf: (v) => `30-${70132284 + v * 2207}-${v + 4}`,
    });
    expect(id, yaml).toEqual({ template: '{C.U.I.T.}-{Número}' });
  });

  // Taiwan's e-invoice numbers (two letters, one run of eight digits) are unique nationally; a number
  // `FT 001/00000040` beside its kind `FT` holds the kind already.
  it.each([
    {
      shape: 'AB20481037',
      kinds: ['發票', '折讓'],
      numberOf: (v: number, i: number) => `${['AB', 'GH', 'JK', 'QR'][v]}${20481037 + i * 31}`,
    },
    // A year and a count (`E2024/52`): no point of sale padded to its width.
    { shape: 'E2024/312', kinds: ['FT', 'NC'], numberOf: (v: number, i: number) => `E2024/${100 + v * 200 + i}` },
    {
      shape: 'FT 001/00000040',
      kinds: ['FT', 'NC'],
      numberOf: (v: number, i: number) => `${i % 5 === 3 ? 'NC' : 'FT'} 00${v + 1}/${String(40 + i).padStart(8, '0')}`,
    },
  ] as const)('leaves the kind out of numbers like $shape', async ({ kinds, numberOf }) => {
    const { id, yaml } = await invoiceIdOf({
      taxId: 'C.U.I.T.',
      kind: 'Tipo',
      number: 'Número',
      kinds,
      numberOf,
      idOf: (v) => `30-${70132284 + v * 2207}-${v + 4}`,
    });
    expect(id, yaml).toEqual({ template: '{C.U.I.T.}-{Número}' });
  });
});
