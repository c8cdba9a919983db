/**
 * A joined layout's lines sheet under `hiddenRows`: a line hidden by hand or by the lines sheet's
 * AutoFilter is, by default, a problem of its invoice at its row, named with its sheet and counted
 * among the invalid invoices in hidden rows; `skip` drops it, counted; `read` reads it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateFile } from '../../src/batch/validate-file.js';
import { HIDDEN_ROWS_RULE } from '../../src/mapping/hidden-rows.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { cliInFolder } from '../helpers/sample-folder.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { INVOICES, JOINED_MAPPING, linesWith, writeJoinedWorkbook } from './joined-workbook.js';

const BY_HAND =
  'row 5 of sheet Lines is hidden in the sheet: unhide it to post it, or set hiddenRows: skip in the mapping';
const BY_FILTER =
  'row 5 of sheet Lines is hidden by the sheet\'s filter (column "Code" shows only "V1"): clear the filter (Data > Clear in Excel, Data > Remove filter in Google Sheets) to post it, or delete the row, or set hiddenRows: skip in the mapping';

/** I-2's second line (sheet row 5, code V2) hidden by hand, or by a filter showing only V1. */
async function validateHidden(filtered: boolean, setting: string | undefined) {
  const dir = makeTempDir('joined-hidden-lines');
  const lines = { rows: linesWith('I-2'), hidden: [5], ...(filtered ? { showsCode: 'V1' } : {}) };
  const file = writeJoinedWorkbook(dir, 'book.xlsx', INVOICES, lines);
  const source = setting ? `source: { sheet: Invoices, hiddenRows: ${setting}, lines: { sheet: Lines } }` : '';
  writeFileSync(join(dir, 'm.yaml'), JOINED_MAPPING.replace(/^source:.*$/m, source || '$&'));
  return { dir, result: await validateFile(file, await loadMapping(join(dir, 'm.yaml'))) };
}

describe('a hidden line of a joined layout', () => {
  it.each([
    { filtered: false, message: BY_HAND },
    { filtered: true, message: BY_FILTER },
  ])('filtered $filtered: by default a problem of its invoice at its row, in hidden rows', async (c) => {
    const { result } = await validateHidden(c.filtered, undefined);
    expect(result.summary).toMatchObject({ invoices: 3, valid: 2, invalid: 1, hidden: 1 });
    expect(result.summary.hiddenTotals).toEqual({ EUR: '119.0100' });
    expect(result.problems.map((p) => [p.sheet, p.row, p.message])).toEqual([['Lines', 5, c.message]]);
  });

  it.each([false, true])('filtered %s: skip drops it, counted; read reads it', async (filtered) => {
    const skip = (await validateHidden(filtered, 'skip')).result;
    expect(skip.summary).toMatchObject({ invoices: 3, valid: 3, invalid: 0 });
    expect(skip.skippedRows).toEqual([{ rule: HIDDEN_ROWS_RULE, rows: 1 }]);
    const read = (await validateHidden(filtered, 'read')).result;
    expect(read.summary).toMatchObject({ invoices: 3, valid: 3, invalid: 0 });
    expect(read.problems).toEqual([]);
  });

  it('upload --partial posts the invoices without hidden lines only', async () => {
    const { dir } = await validateHidden(true, undefined);
    const sandbox = await startTestSandbox();
    const upload = await cliInFolder(dir, sandbox.baseUrl)(['upload', 'book.xlsx', '--mapping', 'm.yaml', '--partial']);
    expect(upload.code, upload.stderr).toBe(1);
    expect(sandbox.instances().map((i) => [i.invoiceNumber, i.amount])).toEqual([
      ['A-1', '100.0000'],
      ['A-3', '50.0000'],
    ]);
  }, 60_000);
});
