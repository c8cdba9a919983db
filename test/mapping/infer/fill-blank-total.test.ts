/**
 * Some exports leave a document's total blank on a few rows (Ecuador's SRI on some credit notes):
 * the total is then the value before tax plus the tax. Where the filled rows show total = net +
 * tax, `mapping infer` proposes the total with that fallback; where they do not, it never proposes
 * a total that is blank on some rows without saying so. Each table is headed as real exports head it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** Headers of the number, supplier, date, net, tax and total, as real exports write them. */
const HEADINGS: readonly (readonly string[])[] = [
  ['SERIE_COMPROBANTE', 'RAZON_SOCIAL_EMISOR', 'FECHA_EMISION', 'VALOR_SIN_IMPUESTOS', 'IVA', 'IMPORTE_TOTAL'],
  ['Invoice Number', 'Supplier', 'Invoice Date', 'Net Amount', 'Tax Amount', 'Total Amount'],
  ['Numero factura', 'Proveedor', 'Fecha', 'Base imponible', 'Cuota IVA', 'Total factura'],
];

const money = (cents: number) => (cents / 100).toFixed(2);

function writeTable(heading: readonly string[], nets: readonly number[], blank: ReadonlySet<number>, extra: number) {
  const rows = nets.map((net, i) => {
    const tax = Math.round(net * 0.12);
    // `extra`: a charge the total holds beyond net and tax (freight, a surcharge), so that total is not net + tax.
    const total = net + tax + (i % 2 === 0 ? extra : 0);
    return [
      `001-001-${String(1200 + i * 7).padStart(9, '0')}`,
      `Supplier ${i % 4}`,
      `0${1 + (i % 9)}/03/2024`,
      money(net),
      money(tax),
      blank.has(i) ? '' : money(total),
    ];
  });
  const file = join(makeTempDir('fill-blank-total'), 'export.csv');
  writeFileSync(file, `${[heading, ...rows].map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

const table = fc.record({
  heading: fc.constantFrom(...HEADINGS),
  nets: fc.array(fc.integer({ min: 100, max: 9_999_999 }), { minLength: 10, maxLength: 16 }),
  blank: fc.uniqueArray(fc.nat({ max: 9 }), { minLength: 1, maxLength: 3 }),
});

describe('mapping infer and a total blank on some rows', () => {
  it('falls back to net + tax where the filled rows show total = net + tax', async () => {
    await fc.assert(
      fc.asyncProperty(table, async ({ heading, nets, blank }) => {
        const yaml = await inferMapping(writeTable(heading, nets, new Set(blank), 0));
        const amount = (parse(yaml) as { invoice: Record<string, unknown> }).invoice.Invoice_Amount;
        const [, , , net, tax, total] = heading;
        expect(JSON.stringify(amount), yaml).toContain(`IF(ISBLANK([${total}]), [${net}] + [${tax}], [${total}])`);
      }),
      { numRuns: 12 },
    );
  });

  it('takes no fallback on the evidence of two rows, or of fewer filled rows than blank ones', async () => {
    const few = fc.record({
      heading: fc.constantFrom(...HEADINGS),
      nets: fc.array(fc.integer({ min: 100, max: 9_999_999 }), { minLength: 4, maxLength: 6 }),
    });
    await fc.assert(
      fc.asyncProperty(few, async ({ heading, nets }) => {
        // All rows blank but two, or but half of them when that is fewer than three.
        const filled = nets.length === 6 ? 3 : 2;
        const blank = new Set(nets.map((_, i) => i).slice(filled));
        fc.pre(filled < Math.max(3, blank.size));
        const yaml = await inferMapping(writeTable(heading, nets, blank, 0));
        expect(yaml).not.toContain('IF(ISBLANK(');
      }),
      { numRuns: 8 },
    );
  });

  it('leaves a total that is blank on some rows and not net + tax commented, with the reason', async () => {
    await fc.assert(
      fc.asyncProperty(table, fc.integer({ min: 1, max: 5000 }), async ({ heading, nets, blank }, extra) => {
        const yaml = await inferMapping(writeTable(heading, nets, new Set(blank), extra));
        const invoice = (parse(yaml) as { invoice: Record<string, unknown> }).invoice;
        expect(invoice.Invoice_Amount, yaml).toBeUndefined();
        expect(yaml).toMatch(new RegExp(`# Invoice_Amount: .*${heading[5]}.*blank on \\d+ of \\d+`));
      }),
      { numRuns: 12 },
    );
  });
});
