import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidMapped, validBatch } from '../../batch/mapped-invoices.js';
import { uploadFixture, type UploadFixture } from '../../batch/upload-fixture.js';
import { writeResultsWorkbook } from '../../../src/report/results/write-results-workbook.js';

/** exceljs's style table, whose _addStyle renders a style's XML to find its id (see results-cell-styles.ts). */
const StylesXform = createRequire(import.meta.url)('exceljs/lib/xlsx/xform/style/styles-xform.js') as {
  prototype: { _addStyle(style: unknown): number };
};

let fixture: UploadFixture | undefined;
afterEach(() => {
  vi.restoreAllMocks();
  return fixture?.journal.close();
});

/** Uploads `valid` invoices and `invalid` ones, then counts the style renders of writing the run's results again. */
async function styleRenders(f: UploadFixture, prefix: string, valid: number, invalid: number): Promise<number> {
  const input = [
    ...validBatch(valid, { prefix }),
    ...Array.from({ length: invalid }, (_, i) => invalidMapped(valid + i + 1, { prefix })),
  ];
  const run = (await f.upload(`${prefix}.csv`, input, { partial: true })).runs[0]!;
  expect(run.counts.created).toBe(valid);
  const rendered = vi.spyOn(StylesXform.prototype, '_addStyle');
  await writeResultsWorkbook(f.journal, run, { file: join(f.dir, `${prefix}.xlsx`) });
  const count = rendered.mock.calls.length;
  rendered.mockRestore();
  return count;
}

describe('results workbook cell styles', () => {
  // 100 rows against 20 tell a render per row (80 more) from a look-up (none more) as 300 did, in a
  // third of the uploads.
  it("renders each style's XML as often for 100 Results rows as for 20: not once for every row", async () => {
    fixture = await uploadFixture();
    const few = await styleRenders(fixture, 'FEW', 20, 2);
    const many = await styleRenders(fixture, 'MANY', 100, 12);
    expect(few).toBeGreaterThan(0);
    expect(many - few).toBeLessThanOrEqual(5);
  });
});
