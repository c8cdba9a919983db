/**
 * mapping infer on a workbook whose first tab is a chart sheet of the register: the chart has no
 * rows, so the register is the sheet proposed (a real chartsheet part, write-tabs-workbook.ts).
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { writeTabs, type ChartTab, type Tab } from '../../sheets/write-tabs-workbook.js';

const REGISTER: Tab = {
  name: 'Register',
  rows: [
    ['Vendor', 'Invoice No.', 'Invoice Date', 'Currency', 'Net', 'VAT', 'Gross'],
    ...[1, 2, 3, 4].map((i) => [
      `00001000${i}`,
      `AP-2401-00${i}`,
      `2024-01-0${i}`,
      'EUR',
      `${100 * i}.00`,
      `${19 * i}.00`,
      `${119 * i}.00`,
    ]),
  ],
};
const CHART: ChartTab = { name: 'Chart', chart: { of: 'Register', column: 'G', rows: 4 } };

describe('mapping infer on a workbook with a chart sheet as its first tab', () => {
  it.each([0, 1])('proposes the register (saved showing tab %i), whose columns it maps', async (active) => {
    const file = writeTabs(makeTempDir('infer-chart'), 'register.xlsx', [CHART, REGISTER], active);
    const proposal = parse(await inferMapping(file)) as {
      source?: { sheet?: string };
      invoice: Record<string, unknown>;
    };
    // The only worksheet: read without naming it, as the reader passes the chart over.
    expect([undefined, 'Register']).toContain(proposal.source?.sheet);
    expect(JSON.stringify(proposal.invoice)).toContain('Invoice No.');
  });
});
