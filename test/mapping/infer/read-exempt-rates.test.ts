/**
 * A tax rate column written as percent text, with a word for exempt on the rows that charge no tax
 * (China's invoice platform: `6%`, `13%`, `免税`; a Spanish list: `21%`, `Exento`), gets a commented
 * TaxRate formula that reads the exempt word as rate 0, in place of the note that it holds text.
 * A column of other words beside the percentages gets none.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

type Items = Record<string, unknown>;

async function proposeFor(
  headers: readonly string[],
  rates: readonly string[],
): Promise<{ items: Items; yaml: string }> {
  const nets = [50000, 13000, 3200, 12000, 500, 8000, 4000, 9000];
  const rows = rates.map((rate, i) => {
    const net = nets[i % nets.length]!;
    const percent = /%$/.test(rate) ? Number(rate.replace('%', '')) : 0;
    const tax = (net * percent) / 100;
    return [`INV-${1000 + i}`, `2025-11-${String(3 + i).padStart(2, '0')}`, 'ACME', net, rate, tax, net + tax];
  });
  const file = join(makeTempDir('exempt-rates'), 'purchases.csv');
  writeFileSync(file, `${[headers, ...rows].map((r) => r.join(';')).join('\n')}\n`);
  const yaml = await inferMapping(file);
  return { items: (parse(yaml) as { items: Items }).items, yaml };
}

describe('a percent-text rate column with exempt rows', () => {
  it.each([
    [['发票号码', '开票日期', '销方名称', '金额', '税率', '税额', '价税合计'], '免税'],
    [['Número', 'Fecha', 'Proveedor', 'Base', 'Tipo IVA', 'IVA', 'Total'], 'Exento'],
  ])('offers a formula that reads the exempt word as rate 0 (%s)', async (headers, exempt) => {
    const { items, yaml } = await proposeFor(headers, ['6%', '13%', '13%', '6%', exempt, '6%', '3%', '13%']);
    const rate = headers[4]!;
    const formula = `{ formula: 'IF([${rate}] = "${exempt}", 0, 100 * [${rate}])' }`;
    expect(yaml).toContain(`  # TaxRate: ${formula}  # doubtful: "${rate}" holds rates as percent text`);
    expect(items.TaxRate, yaml).toBeUndefined();
    expect(yaml).not.toContain(`"${rate}" was not proposed as TaxRate`);
  });

  it('leaves a column of other words beside the percentages unread', async () => {
    const headers = ['发票号码', '开票日期', '销方名称', '金额', '税率', '税额', '价税合计'];
    const { items, yaml } = await proposeFor(headers, ['6%', '13%', 'pending', '6%', 'later', '6%', '3%', '13%']);
    expect(items.TaxRate, yaml).toBeUndefined();
    expect(yaml).not.toContain('# TaxRate: { formula');
  });
});
