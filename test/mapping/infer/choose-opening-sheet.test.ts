/**
 * mapping infer on a workbook of month tabs with the same columns: it proposes the tab the
 * workbook opens on (the one the user was looking at when saving) and says why on the `sheet:`
 * line, naming the other tab with the same columns, never picking one without a word.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { writeTabs, type Tab } from '../../sheets/write-tabs-workbook.js';

const HEADER = ['Vendor', 'Invoice No.', 'Invoice Date', 'Currency', 'Net', 'VAT', 'Gross'];

function month(name: string, prefix: string, day: string): Tab {
  const rows = [HEADER];
  for (let i = 1; i <= 6; i++)
    rows.push([
      `00001000${i}`,
      `${prefix}-${String(i).padStart(3, '0')}`,
      `${day}`,
      'EUR',
      `${100 * i}.00`,
      `${19 * i}.00`,
      `${119 * i}.00`,
    ]);
  return { name, rows };
}

const DEC = month('Dec 2023', 'AP-2312', '2023-12-05');
const JAN = month('Jan 2024', 'AP-2401', '2024-01-05');
const NOTES: Tab = { name: 'Notes', rows: [['Checked by AP on 2024-01-31']] };

async function propose(tabs: Tab[], activeTab: number) {
  const file = writeTabs(makeTempDir('infer-opening'), 'register.xlsx', tabs, activeTab);
  const text = await inferMapping(file);
  const sheetLine = text.split('\n').find((line) => line.startsWith('  sheet:')) ?? '';
  return { sheet: (parse(text) as { source: { sheet?: string } }).source.sheet, sheetLine };
}

describe('mapping infer on tabs with the same columns', () => {
  it('proposes the tab the workbook opens on and names the other', async () => {
    const { sheet, sheetLine } = await propose([DEC, JAN], 1);
    expect(sheet).toBe('Jan 2024');
    expect(sheetLine).toContain('# the sheet the workbook opens on');
    expect(sheetLine).toContain('"Dec 2023" has the same columns');
  });

  it('says so when the first tab is the one it opens on and another has the same columns', async () => {
    const { sheet, sheetLine } = await propose([DEC, JAN], 0);
    expect(sheet).toBe('Dec 2023');
    expect(sheetLine).toContain('# the sheet the workbook opens on');
    expect(sheetLine).toContain('"Jan 2024" has the same columns');
  });

  it('adds no word when no other tab has the columns', async () => {
    const { sheet, sheetLine } = await propose([DEC, NOTES], 0);
    expect(sheet).toBe('Dec 2023');
    expect(sheetLine).not.toContain('same columns');
  });
});
