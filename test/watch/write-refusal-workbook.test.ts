/**
 * The NOT UPLOADED workbook of a dropped file refused before upload, read back: printed as every
 * other workbook (landscape, one page wide, page footer) and its "Checked" a date cell in the
 * configured date style, not ISO text.
 */
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../helpers/temp-dir.js';
import { readBook } from '../helpers/read-workbook.js';
import { writeRefusalWorkbook } from '../../src/watch/write-refusal-workbook.js';
import { compileDateStyle, DEFAULT_DATE_STYLE } from '../../src/report/date-style.js';
import { zoneText } from '../../src/report/local-time.js';

const AT = new Date(2026, 10, 29, 10, 47, 36);

async function refusalSheet(
  style = DEFAULT_DATE_STYLE,
  reason = 'no mapping rule matches european-erp.csv',
  // null: none (undefined would take this default).
  sha256: string | null = 'ab'.repeat(32),
) {
  const folder = makeTempDir('ib-refusal');
  const file = await writeRefusalWorkbook(
    {
      file: 'european-erp.csv',
      sha256: sha256 ?? undefined,
      reason,
      details: [],
      target: 'sandbox',
      sandbox: true,
      at: AT,
    },
    { folder, base: 'european-erp-results', at: AT, extension: 'xlsx' },
    style,
  );
  return (await readBook(file)).getWorksheet('Summary')!;
}

describe('the NOT UPLOADED workbook', () => {
  it('prints landscape, one page wide, with the page footer of every workbook', async () => {
    const sheet = await refusalSheet();
    expect(sheet.pageSetup).toMatchObject({ orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 });
    expect(sheet.headerFooter.oddFooter).toContain('Page &P of &N');
  });

  it.each(['dd/mm/yyyy', 'mm/dd/yyyy', 'iso', 'd mmm yyyy'])(
    'has Checked as a date cell in the %s style',
    async (setting) => {
      const style = compileDateStyle(setting);
      const sheet = await refusalSheet(style);
      const row = (sheet.getColumn(1).values as unknown[]).indexOf(`Checked (${zoneText(AT)})`);
      expect(row).toBeGreaterThan(0);
      const cell = sheet.getRow(row).getCell(2);
      expect(cell.value).toBeInstanceOf(Date);
      // A date cell holds the local clock's fields (date-cell.ts).
      expect((cell.value as Date).toISOString()).toBe('2026-11-29T10:47:36.000Z');
      expect(cell.numFmt).toBe(style.cellDateTimeFormat);
    },
  );

  it('grows the row of a long reason so it does not run under the next line', async () => {
    const sheet = await refusalSheet(DEFAULT_DATE_STYLE, `the file could not be read: ${'x'.repeat(300)}`);
    const row = (sheet.getColumn(1).values as unknown[]).indexOf('Reason');
    expect(sheet.getRow(row).getCell(2).alignment).toMatchObject({ wrapText: true });
    expect(sheet.getRow(row).height).toBeGreaterThan(15 * 3);
  });

  it('names no SHA-256 for an entry with no content of its own (a folder, a link), and one for a file', async () => {
    const labels = async (sha256: string | null) =>
      (await refusalSheet(DEFAULT_DATE_STYLE, 'a folder', sha256)).getColumn(1).values as unknown[];
    expect(await labels(null)).not.toContain('SHA-256');
    expect(await labels('cd'.repeat(32))).toContain('SHA-256');
  });

  it('names the font of its red first line, which prints in a serif fallback without one', async () => {
    const sheet = await refusalSheet();
    expect(sheet.getRow(1).getCell(2).font).toMatchObject({ name: 'Calibri', bold: true });
  });
});
