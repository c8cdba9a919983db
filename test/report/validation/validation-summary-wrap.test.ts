/**
 * The validation workbook's Summary sentences (the advertiser list, the invoices left out of the
 * totals, long paths) wrap within the column and their rows are as tall as the wrapped text, so
 * nothing runs past the page edge; the figures stay one line.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateFile } from '../../../src/batch/validate-file.js';
import { loadMapping } from '../../../src/mapping/load-mapping.js';
import { fitBoldRowHeight, LINE_HEIGHT, wrappedLines } from '../../../src/report/fit-row-height.js';
import { fitColumnWidth } from '../../../src/report/fit-column-width.js';
import { readBook } from '../../helpers/read-workbook.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const ROOT = join(import.meta.dirname, '../../..');

describe('the validation workbook Summary', () => {
  it.each([
    'No advertiser list is cached in the journal: PayeeIds were not checked against it. Cache it with: invoice-batch advertisers --refresh',
    'PayeeIds were checked against the advertiser list cached 3 days ago (2,418 advertisers). Refresh it with: invoice-batch advertisers --refresh --journal /srv/invoice-batch/journal.sqlite',
    'short',
  ])('wraps the advertiser sentence in its column, in a row as tall as its lines: %s', async (sentence) => {
    const dir = makeTempDir('validation-summary-wrap');
    const result = await validateFile(
      join(ROOT, 'samples/planted-errors.xlsx'),
      await loadMapping(join(ROOT, 'mappings/planted-errors.yaml')),
      { workbookFile: { file: join(dir, 'v.xlsx') }, advertiserList: sentence },
    );
    const summary = (await readBook(result.workbookFile!)).getWorksheet('Summary')!;
    const width = summary.getColumn(2).width!;
    let found = false;
    summary.eachRow((row) => {
      const value = row.getCell(2).value;
      if (typeof value !== 'string') {
        expect(row.height ?? LINE_HEIGHT).toBe(LINE_HEIGHT);
        return;
      }
      expect(row.getCell(2).alignment?.wrapText, String(row.getCell(1).value)).toBe(true);
      expect(row.height ?? LINE_HEIGHT).toBe(wrappedLines(value, width) * LINE_HEIGHT);
      if (row.getCell(1).value === 'Advertiser list') {
        found = true;
        expect(value).toBe(sentence);
        expect(row.height ?? LINE_HEIGHT).toBeGreaterThan(sentence.length > 80 ? LINE_HEIGHT : 0);
      }
    });
    expect(found).toBe(true);
  });

  it.each([
    ['planted-errors.xlsx', 'planted-errors.yaml'],
    ['month-end-register.xlsx', 'month-end-register.yaml'],
  ])(
    'holds each label of %s whole in the first column, or wraps it in a row as tall as its lines',
    async (file, mapping) => {
      const dir = makeTempDir('validation-summary-labels');
      const result = await validateFile(
        join(ROOT, 'samples', file),
        await loadMapping(join(ROOT, 'mappings', mapping)),
        { workbookFile: { file: join(dir, 'v.xlsx') } },
      );
      const summary = (await readBook(result.workbookFile!)).getWorksheet('Summary')!;
      const width = summary.getColumn(1).width!;
      let labels = 0;
      summary.eachRow((row) => {
        const label = row.getCell(1).value;
        if (typeof label !== 'string') return;
        labels += 1;
        if (row.getCell(1).alignment?.wrapText) {
          // Measured as bold, as it is written: LibreOffice wrapped a bold rule label to 5 lines
          // where the regular widths counted 4, and cut its last line.
          expect(row.height ?? LINE_HEIGHT, label).toBeGreaterThanOrEqual(fitBoldRowHeight([label], [width]));
        } else expect(fitColumnWidth(0, [label]), label).toBeLessThanOrEqual(width);
      });
      expect(labels).toBeGreaterThan(8);
    },
  );
});
