/**
 * A chart sheet (a tab that is a whole chart, Insert > Chart > Move Chart > New sheet) has no cells:
 * it is never the sheet read without `sheet:`, a position counts it as the tab Excel shows, and the
 * words name it as a chart sheet. The workbooks hold real chartsheet parts (write-tabs-workbook.ts).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateFile } from '../../src/batch/validate-file.js';
import { InputFileError } from '../../src/errors.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { failureOf } from '../sheets/sheet-files.js';
import { writeTabs, type ChartTab, type DrawnChartTab, type Tab } from '../sheets/write-tabs-workbook.js';

const HEADER = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax'];

const REGISTER: Tab = {
  name: 'Register',
  rows: [
    HEADER,
    ['0000100005', 'AP-2401-001', '2024-01-05', 'EUR', '119.00', '100.00', '19.00'],
    ['0000100006', 'AP-2401-002', '2024-01-06', 'EUR', '238.00', '200.00', '38.00'],
  ],
};
const DEC: Tab = {
  name: 'Dec 2023',
  rows: [HEADER, ['0000100005', 'AP-2312-001', '2023-12-05', 'EUR', '119.00', '100.00', '19.00']],
};
const JAN: Tab = { ...REGISTER, name: 'Jan 2024' };
/** ONE_ROW_MAPPING's columns by letter: it fits any worksheet's rows. */
const LETTERS_MAPPING = `
source:
  headerRow: 1
invoice:
  InvoiceId: { letter: B }
  PayeeId: { letter: A }
  Invoice_Number: { letter: B }
  Invoice_Date: { letter: C }
  CurrencyCode: { letter: D }
  Invoice_Amount: { letter: E }
items:
  Line_Number: { sequence: true }
  Amount: { letter: F }
  Tax: { letter: G }
`;
const CHART: ChartTab = { name: 'Chart', chart: { of: 'Register', column: 'E', rows: 2 } };
/** The same chart as LibreOffice saves it: a worksheet with no cells, its drawing holding the chart. */
const DRAWN: DrawnChartTab = { name: 'Chart', drawnChart: CHART.chart };

async function validateTabs(tabs: (Tab | ChartTab | DrawnChartTab)[], activeTab: number, source = '') {
  const dir = makeTempDir('chart-sheet');
  const file = writeTabs(dir, 'register.xlsx', tabs, activeTab);
  writeFileSync(join(dir, 'm.yaml'), `${source ? `source:\n  ${source}\n` : ''}${ONE_ROW_MAPPING}`);
  return validateFile(file, await loadMapping(join(dir, 'm.yaml')));
}

describe('a chart sheet among the tabs, the mapping naming no sheet', () => {
  it.each([0, 1])(
    'as the first tab (the workbook saved showing tab %i) is passed over: the register is read',
    async (active) => {
      const result = await validateTabs([CHART, REGISTER], active);
      expect(result.summary).toMatchObject({ invoices: 2, valid: 2, invalid: 0 });
      expect(result.sheet).toBe('Register');
    },
  );

  it('shown on saving between two months: the refusal says the workbook opens on the chart sheet, not on a month', async () => {
    const error = await failureOf(validateTabs([DEC, { ...CHART, chart: { ...CHART.chart, of: 'Jan 2024' } }, JAN], 1));
    expect(error).toBeInstanceOf(InputFileError);
    expect(error.message).toContain('register.xlsx: the workbook opens on chart sheet "Chart"');
    expect(error.message).not.toContain('opens on sheet "Dec 2023"');
    expect(error.message).toContain('the first visible sheet "Dec 2023" would be read');
    expect(error.message).toContain('"Dec 2023" and "Jan 2024" both have the mapping\'s headers');
    // Positions count the chart's tab, as Excel shows the tabs: Jan 2024 is the third.
    expect(error.message).toContain('(sheet: "Dec 2023" or sheet: "Jan 2024"), or by position (sheet: 1 or sheet: 3)');
  });
});

describe('a tab without rows (a chart LibreOffice saves as a worksheet holding only the chart) shown on saving', () => {
  it('is named as the tab the workbook opens on, between two months', async () => {
    const error = await failureOf(validateTabs([DEC, { name: 'Chart', rows: [] }, JAN], 1));
    expect(error.message).toContain(
      'register.xlsx: the workbook opens on sheet "Chart" and the mapping names no sheet',
    );
    expect(error.message).not.toContain('opens on sheet "Dec 2023"');
  });
});

describe('a chart LibreOffice saved as a worksheet (a drawing, no cell) in front of the register', () => {
  it.each([0, 1])('is passed over when the mapping names no sheet (saved showing tab %i)', async (active) => {
    const result = await validateTabs([DRAWN, REGISTER], active);
    expect(result.sheet).toBe('Register');
    expect(result.summary).toMatchObject({ invoices: 2, valid: 2, invalid: 0 });
  });

  it('is read when the mapping names it, and refused as a sheet without rows', async () => {
    const error = await failureOf(validateTabs([DRAWN, REGISTER], 1, 'sheet: Chart'));
    expect(error).toBeInstanceOf(InputFileError);
    expect(error.message).toContain('sheet Chart: the sheet has no rows; expected a header row');
  });

  it('only: an empty worksheet without a drawing in front of the register is still refused', async () => {
    const error = await failureOf(validateTabs([{ name: 'Blank', rows: [] }, REGISTER], 1));
    expect(error.message).toContain('sheet Blank: the sheet has no rows; expected a header row');
  });
});

describe('a chart sheet shown on saving, the mapping naming columns by letter only', () => {
  it('is not taken for a sheet the letters fit: the register is read', async () => {
    const dir = makeTempDir('chart-sheet-letters');
    const file = writeTabs(dir, 'register.xlsx', [REGISTER, CHART], 1);
    writeFileSync(join(dir, 'm.yaml'), LETTERS_MAPPING);
    const result = await validateFile(file, await loadMapping(join(dir, 'm.yaml')));
    expect(result.sheet).toBe('Register');
    expect(result.summary).toMatchObject({ invoices: 2, valid: 2 });
  });
});

describe('a chart sheet the mapping names', () => {
  it('by position counts as a tab: sheet: 2 is the register after the chart', async () => {
    const result = await validateTabs([CHART, REGISTER], 0, 'sheet: 2');
    expect(result.sheet).toBe('Register');
    expect(result.summary).toMatchObject({ invoices: 2, valid: 2 });
  });

  it.each([
    ['sheet: 1', 'sheet 1 ("Chart") is a chart sheet'],
    ['sheet: Chart', 'sheet "Chart" is a chart sheet'],
  ])('%s is refused as a chart sheet, naming the worksheets to read', async (source, start) => {
    const error = await failureOf(validateTabs([CHART, REGISTER], 0, source));
    expect(error).toBeInstanceOf(InputFileError);
    expect((error as InputFileError).exitCode).toBe(2);
    expect(error.message).toBe(
      `register.xlsx: ${start}: a chart, with no rows to read; name a worksheet under source in the mapping (sheet: "Register" or sheet: 2)`,
    );
  });
});
