/**
 * Excel's Move or Copy then Hide leaves last month's `Invoices` hidden and this month's visible as
 * `Invoices (2)`: a mapping with `sheet: Invoices` reads the hidden one, as the docs promise, and
 * says so wherever the sheet read is named: validate's first line and Summary sheet, upload's
 * `Sheet:` line, and `--json` of both.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeSheetRead } from '../../src/mapping/hidden-sheet-read.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { summaryValues } from '../helpers/read-workbook.js';
import { cliInFolder } from '../helpers/sample-folder.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeWorkbook } from '../sheets/sheet-files.js';

const HEADER = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax'];
const OLD = ['0000100005', 'AP-OLD', '2024-01-05', 'EUR', '119.00', '100.00', '19.00'];
const NEW = ['0000100005', 'AP-NEW', '2024-02-05', 'EUR', '238.00', '200.00', '38.00'];
const NOTE = 'Invoices (hidden in the workbook; sheet "Invoices (2)", visible, has the same headers and was not read)';

/** `Invoices` (hidden when `hidden`) with last month's invoice, and `Invoices (2)` visible with this month's. */
async function copiedRegister(hidden: boolean): Promise<string> {
  const dir = makeTempDir('hidden-sheet-read');
  await writeWorkbook(join(dir, 'register.xlsx'), (workbook) => {
    const old = workbook.addWorksheet('Invoices', { state: hidden ? 'hidden' : 'visible' });
    old.addRows([HEADER, OLD]);
    workbook.addWorksheet('Invoices (2)').addRows([HEADER, NEW]);
  });
  writeFileSync(join(dir, 'm.yaml'), `source:\n  sheet: Invoices\n${ONE_ROW_MAPPING}`);
  return dir;
}

/** The validation workbook validate names on its last lines. */
const workbookOf = (stdout: string) => /Validation workbook: (.+)/.exec(stdout)![1]!;

/** The results workbook upload names in its summary. */
const resultsOf = (stdout: string) => /Results: +(.+)/.exec(stdout)![1]!;

describe('a hidden sheet the mapping names', () => {
  it('is read, and validate names it hidden with the visible sheet of its headers: first line, Summary, --json', async () => {
    const dir = await copiedRegister(true);
    const validate = cliInFolder(dir, 'http://127.0.0.1:9');
    const text = await validate(['validate', 'register.xlsx', '--mapping', 'm.yaml', '--out', 'out']);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout.split('\n')[0]).toMatch(`register.xlsx (sheet ${NOTE}) read with m.yaml in`);
    expect((await summaryValues(workbookOf(text.stdout))).get('Sheet')).toBe(NOTE);
    const json = await validate(['validate', 'register.xlsx', '--mapping', 'm.yaml', '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({
      sheet: 'Invoices',
      hiddenSheet: { sheet: 'Invoices', visibleAlike: ['Invoices (2)'] },
      invoices: 1,
    });
  }, 60_000);

  it('is posted as asked, and upload names it hidden on its Sheet: line, its results Summary and in --json', async () => {
    const dir = await copiedRegister(true);
    const sandbox = await startTestSandbox();
    const upload = cliInFolder(dir, sandbox.baseUrl);
    const text = await upload(['upload', 'register.xlsx', '--mapping', 'm.yaml']);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain(`Sheet:    ${NOTE}\n`);
    // The same row, label and words as validate's Summary.
    expect((await summaryValues(resultsOf(text.stdout))).get('Sheet')).toBe(NOTE);
    expect(sandbox.instances().map((i) => i.invoiceNumber)).toEqual(['AP-OLD']);
    const json = await upload(['upload', 'register.xlsx', '--mapping', 'm.yaml', '--json']);
    expect(JSON.parse(json.stdout).runs[0]).toMatchObject({
      sheet: 'Invoices',
      hiddenSheet: { sheet: 'Invoices', visibleAlike: ['Invoices (2)'] },
    });
  }, 90_000);

  it('a visible sheet named is named alone: no note, no Summary row, hiddenSheet null', async () => {
    const dir = await copiedRegister(false);
    const validate = cliInFolder(dir, 'http://127.0.0.1:9');
    const text = await validate(['validate', 'register.xlsx', '--mapping', 'm.yaml', '--out', 'out']);
    expect(text.stdout.split('\n')[0]).toMatch('register.xlsx (sheet Invoices) read with m.yaml in');
    expect((await summaryValues(workbookOf(text.stdout))).has('Sheet')).toBe(false);
    const json = await validate(['validate', 'register.xlsx', '--mapping', 'm.yaml', '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ sheet: 'Invoices', hiddenSheet: null });
    const sandbox = await startTestSandbox();
    const upload = await cliInFolder(dir, sandbox.baseUrl)(['upload', 'register.xlsx', '--mapping', 'm.yaml']);
    expect(upload.code, upload.stderr).toBe(0);
    expect((await summaryValues(resultsOf(upload.stdout))).has('Sheet')).toBe(false);
  }, 90_000);
});

describe('describeSheetRead', () => {
  it.each([
    [undefined, 'Invoices'],
    [[], 'Invoices (hidden in the workbook)'],
    [['Invoices (2)'], NOTE],
    [
      ['Invoices (2)', 'Feb'],
      'Invoices (hidden in the workbook; sheets "Invoices (2)", "Feb", visible, have the same headers and were not read)',
    ],
  ])('with visible sheets alike %j says %s', (alike, said) => {
    const hidden = alike === undefined ? undefined : { sheet: 'Invoices', visibleAlike: alike };
    expect(describeSheetRead('Invoices', hidden)).toBe(said);
  });
});
