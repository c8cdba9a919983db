/**
 * A number written as a point of sale (or series) and its count in two columns (Xubio's `Punto de
 * Venta` and `Número`, a Peruvian `Serie` and `Número`), every supplier in the prescribed shape:
 * the count runs per kind of document, so the kind joins the supplier, the point of sale and the
 * count in InvoiceId. Counts in each supplier's own shape leave the kind out.
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
  series: string;
  number: string;
  kinds: readonly [string, string];
  seriesOf: (vendor: number) => string;
  numberOf: (vendor: number, row: number) => string;
  idOf: (vendor: number) => string;
}

const SUPPLIERS = ['Blue Harbor Advertising', 'Nordlicht Verlag AG', 'Café Lumière', 'Ibérica de Medios'];

function write(r: Register): string {
  const rows = [['Fecha', r.kind, r.series, r.number, 'Proveedor', r.taxId, 'Total'].join(';')];
  for (let i = 0; i < 12; i++) {
    const v = i % 4;
    const kind = r.kinds[i % 5 === 3 ? 1 : 0];
    const cells = [`2024-03-${10 + i}`, kind, r.seriesOf(v), r.numberOf(v, i), SUPPLIERS[v], r.idOf(v)];
    rows.push([...cells, `${1000 + i * 77}.50`].join(';'));
  }
  const file = join(makeTempDir('join-kind-in-split-id'), 'compras.csv');
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

async function invoiceIdOf(register: Register): Promise<{ id: unknown; yaml: string }> {
  const yaml = await inferMapping(write(register));
  const invoice = (parse(yaml) as { invoice?: Record<string, unknown> }).invoice ?? {};
  return { id: invoice.InvoiceId, yaml };
}

const ARGENTINE: Register = {
  taxId: 'CUIT',
  kind: 'Tipo',
  series: 'Punto de Venta',
  number: 'Número',
  kinds: ['Factura A', 'Nota de Crédito A'],
  seriesOf: (v) => String(2 + (v % 3)).padStart(5, '0'),
  numberOf: (v, i) => String(4120 + i * 37 + v).padStart(8, '0'),
  idOf: (v) => `30-${70132284 + v * 2207}-${v + 4}`,
};

describe('the kind of document in an id of point of sale and count', () => {
  it.each([
    ARGENTINE,
    {
      taxId: 'RUC',
      kind: 'Tipo de comprobante',
      series: 'Serie',
      number: 'Número',
      kinds: ['Factura', 'Nota de Crédito'],
      seriesOf: (v: number) => `F00${v + 1}`,
      numberOf: (v: number, i: number) => String(120 + i * 13 + v).padStart(8, '0'),
      idOf: (v: number) => `${20100047218 + v * 3331}`,
    },
  ] as const)('joins "$kind" where every supplier writes "$series" and "$number" in one shape', async (register) => {
    const { id, yaml } = await invoiceIdOf(register);
    expect(id, yaml).toEqual({
      template: `{${register.taxId}}-{${register.kind}}-{${register.series}}-{${register.number}}`,
    });
  });

  it("leaves the kind out where each supplier writes its own count's shape", async () => {
    const { id, yaml } = await invoiceIdOf({
      ...ARGENTINE,
      numberOf: (v, i) => [`INV${2400 + i}`, `${88 + i}`, `R-${i}-${v}`, `X${i}`][v]!,
    });
    expect(JSON.stringify(id), yaml).not.toContain('{Tipo}');
  });
});
