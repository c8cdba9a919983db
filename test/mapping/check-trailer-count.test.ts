/**
 * A trailer that holds a record count is checked against the rows read above it: a row lost or
 * added on the way is a problem at the trailer's row, and nothing is posted without --partial.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SkippedRows } from '../../src/mapping/filter-rows.js';
import { formatProblem } from '../../src/mapping/mapped-invoice.js';
import { cliInFolder, copySampleFolder } from '../helpers/sample-folder.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { mappingOf, ONE_ROW_MAPPING, readAll } from './mapping-fixtures.js';
import { MAPPING, SAMPLE, type ValidateJson, sampleLines, writeLines } from './legacy-us-lines.js';

const COUNT_3_OF_2 =
  "the trailer's record count is 3, but 2 rows were read above it: rows were lost or added on the way " +
  '(a copy cut short or mended, a row deleted or pasted in). Upload the file as its writer wrote it, ' +
  'or with --partial to post the invoices read';

describe("a trailer's record count", () => {
  it('holds the file when a row was lost above "45 RECORDS": validate says so at the trailer, upload posts nothing, --partial the rest', async () => {
    const dir = copySampleFolder('trailer-count', SAMPLE, MAPPING);
    const lines = sampleLines(dir);
    expect(lines.at(-1)!.toString('latin1')).toContain('45 RECORDS');
    // The tenth invoice lost in transit; the trailer still counts 45.
    writeLines(join(dir, 'lost.csv'), [...lines.slice(0, 12), ...lines.slice(13)]);
    const sandbox = await startTestSandbox();
    const run = cliInFolder(dir, sandbox.baseUrl);

    const validate = await run(['validate', 'lost.csv', '--mapping', MAPPING, '--json']);
    const report = JSON.parse(validate.stdout) as ValidateJson;
    expect(report).toMatchObject({ valid: 44, invalid: 1, skippedRows: [] });
    expect(report.problems).toHaveLength(1);
    expect(report.problems[0]).toMatchObject({ row: lines.length - 1, value: expect.stringContaining('45 RECORDS') });
    expect(report.problems[0]!.message).toMatch(/^the trailer's record count is 45, but 44 rows were read above it/);

    const upload = await run(['upload', 'lost.csv', '--mapping', MAPPING, '--json']);
    expect(upload.code, upload.stderr).toBe(1);
    expect(JSON.parse(upload.stdout)).toMatchObject({ created: 0, invalid: 1 });
    expect(sandbox.instances()).toEqual([]);

    const partial = await run(['upload', 'lost.csv', '--mapping', MAPPING, '--partial', '--json']);
    expect(JSON.parse(partial.stdout)).toMatchObject({ created: 44, invalid: 1 });
  }, 120_000);

  it('holds the file when a row was added above it', async () => {
    const dir = copySampleFolder('trailer-count-added', SAMPLE, MAPPING);
    const lines = sampleLines(dir);
    const added = Buffer.from(lines[5]!.toString('latin1').replace(/INV\d+/, 'INV99999'), 'latin1');
    writeLines(join(dir, 'added.csv'), [...lines.slice(0, 6), added, ...lines.slice(6)]);
    const run = cliInFolder(dir, (await startTestSandbox()).baseUrl);
    const validate = await run(['validate', 'added.csv', '--mapping', MAPPING, '--json']);
    const report = JSON.parse(validate.stdout) as ValidateJson;
    expect(report).toMatchObject({ valid: 46, invalid: 1 });
    expect(report.problems).toHaveLength(1);
    expect(report.problems[0]!.message).toMatch(/^the trailer's record count is 45, but 46 rows were read above it/);
  }, 90_000);

  it.each([
    ['a record-type trailer', 'TRAILER,2,357.00', 'TRAILER,3,357.00', 'B', '3'],
    ['a count line', '2 RECORDS', '3 RECORDS', 'A', '3 RECORDS'],
  ])('counts %s that matches as left out and holds one that does not', async (_, matching, wrong, column, value) => {
    const dir = makeTempDir('trailer-count');
    const header = 'Vendor,Number,Date,Currency,Total,Net,Tax';
    const rows = ['0000100001,A-1,2024-01-31,EUR,119.00,100,19', '0000100002,A-2,2024-01-31,EUR,238.00,200,38'];
    const mapping = mappingOf(`source:\n  trailerRows: 1\n${ONE_ROW_MAPPING}`);
    writeFileSync(join(dir, 'whole.csv'), [header, ...rows, matching, ''].join('\n'));
    const skipped: SkippedRows = new Map();
    const whole = await readAll(join(dir, 'whole.csv'), mapping, { skippedRows: skipped });
    expect(whole.map((i) => i.invoice?.Invoice_Number)).toEqual(['A-1', 'A-2']);
    expect([...skipped.keys()]).toEqual(['trailer (trailerRows: 1)']);

    writeFileSync(join(dir, 'short.csv'), [header, ...rows, wrong, ''].join('\n'));
    const short = await readAll(join(dir, 'short.csv'), mapping, { skippedRows: new Map() });
    expect(short.map((i) => i.invoice?.Invoice_Number ?? i.problems.map(formatProblem))).toEqual([
      'A-1',
      'A-2',
      [`short.csv, row 4, column "${column}": ${COUNT_3_OF_2}, got "${value}"`],
    ]);
  });

  it('names the header and trailer lines when the count holds them too, and how to read such a file', async () => {
    const dir = makeTempDir('trailer-count');
    const header = 'Vendor,Number,Date,Currency,Total,Net,Tax';
    const rows = ['0000100001,A-1,2024-01-31,EUR,119.00,100,19', '0000100002,A-2,2024-01-31,EUR,238.00,200,38'];
    writeFileSync(join(dir, 'lines.csv'), [header, ...rows, 'TRAILER,4,357.00', ''].join('\n'));
    const read = await readAll(join(dir, 'lines.csv'), mappingOf(`source:\n  trailerRows: 1\n${ONE_ROW_MAPPING}`), {
      skippedRows: new Map(),
    });
    expect(read.at(-1)!.problems.map((problem) => problem.message)).toEqual([
      "the trailer's record count is 4, but 2 rows were read above it (4 with the header and trailer lines): " +
        'rows were lost or added on the way (a copy cut short or mended, a row deleted or pasted in), ' +
        'or its writer counts its header and trailer lines too; then skip the trailer with a skipRows rule ' +
        'instead of trailerRows. Upload the file as its writer wrote it, or with --partial to post the invoices read',
    ]);
  });

  it('holds a row lost above the count though a row the skip rules dropped makes up the number of lines', async () => {
    const dir = makeTempDir('trailer-count');
    const mapping = mappingOf(`source:
  trailerRows: 1
  skipRows:
    - { name: subtotal, column: Vendor, equals: Subtotal }
${ONE_ROW_MAPPING}`);
    const header = 'Vendor,Number,Date,Currency,Total,Net,Tax';
    // The writer wrote and counts 3 RECORDS; A-2 was lost on the way.
    const rows = [
      '0000100001,A-1,2024-01-31,EUR,119.00,100,19',
      'Subtotal,,,,119.00,100,19',
      '0000100003,A-3,2024-02-01,EUR,357.00,300,57',
    ];
    writeFileSync(join(dir, 'lost.csv'), [header, ...rows, '*** END OF REPORT - 3 RECORDS ***', ''].join('\n'));
    const read = await readAll(join(dir, 'lost.csv'), mapping, { skippedRows: new Map() });
    expect(read.map((i) => i.invoice?.Invoice_Number ?? i.problems.map((problem) => problem.message))).toEqual([
      'A-1',
      'A-3',
      [
        "the trailer's record count is 3, but 2 rows were read above it (3 with the 1 row the mapping's rules left out): " +
          'rows were lost or added on the way (a copy cut short or mended, a row deleted or pasted in), ' +
          "or its writer counts the rows the mapping's rules leave out too; then skip the trailer with a skipRows rule " +
          'instead of trailerRows. Upload the file as its writer wrote it, or with --partial to post the invoices read',
      ],
    ]);

    // The same file whole: its 3 records read, the subtotal left out by its rule.
    const whole = [rows[0], '0000100002,A-2,2024-01-31,EUR,238.00,200,38', ...rows.slice(1)];
    writeFileSync(join(dir, 'whole.csv'), [header, ...whole, '*** END OF REPORT - 3 RECORDS ***', ''].join('\n'));
    const skipped: SkippedRows = new Map();
    const ok = await readAll(join(dir, 'whole.csv'), mapping, { skippedRows: skipped });
    expect(ok.map((i) => i.invoice?.Invoice_Number)).toEqual(['A-1', 'A-2', 'A-3']);
    expect([...skipped.keys()]).toEqual(['subtotal', 'trailer (trailerRows: 1)']);
  });

  it('leaves a trailer without a plain count alone: a total is no count', async () => {
    const dir = makeTempDir('trailer-count');
    const header = 'Vendor,Number,Date,Currency,Total,Net,Tax';
    const rows = ['0000100001,A-1,2024-01-31,EUR,119.00,100,19', '0000100002,A-2,2024-01-31,EUR,238.00,200,38'];
    writeFileSync(join(dir, 'totals.csv'), [header, ...rows, 'TOTAL,,,,357,300,57', ''].join('\n'));
    const skipped: SkippedRows = new Map();
    const read = await readAll(join(dir, 'totals.csv'), mappingOf(`source:\n  trailerRows: 1\n${ONE_ROW_MAPPING}`), {
      skippedRows: skipped,
    });
    expect(read.map((i) => i.problems)).toEqual([[], []]);
    expect([...skipped.keys()]).toEqual(['trailer (trailerRows: 1)']);
  });
});
