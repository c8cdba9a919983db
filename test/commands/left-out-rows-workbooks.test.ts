/**
 * A row the mapping's rules left out (a totals row, a heading, a footer) is named in both workbooks,
 * not only in the terminal: a finance user who opens only the validation or the results workbook
 * learns each row left out, with its rule, as many as the terminal counts.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { copySampleFolder } from '../helpers/sample-folder.js';
import { rowValues, summaryValues } from '../helpers/read-workbook.js';

/** The samples whose mappings leave rows out, each by rules of another kind (a skip rule; headings and skip rules). */
const SAMPLES = [
  { sample: 'month-end-register.xlsx', mapping: 'month-end-register.yaml', sheet: 'Register', advertisers: false },
  {
    sample: 'quickbooks-vendor-report.xlsx',
    mapping: 'quickbooks-vendor-report.yaml',
    sheet: undefined,
    advertisers: true,
  },
];

/** The rows a Summary's text names: `sheet Register rows 5, 9-11; ...` read back as row numbers. */
function rowsNamed(text: string): number[] {
  const rows: number[] = [];
  for (const part of text.replace(/^\d+: /, '').split(/; /)) {
    const list = part.replace(/^(sheet .* )?rows? /, '');
    for (const range of list.split(', ')) {
      const [first, last] = range.split('-').map(Number);
      for (let row = first!; row <= (last ?? first!); row += 1) rows.push(row);
    }
  }
  return rows;
}

/** Rows of the sample whose cell under `header` is exactly `value`, read here with exceljs. */
async function rowsWhere(file: string, sheetName: string, header: string, value: string): Promise<number[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.getWorksheet(sheetName)!;
  const rows: number[] = [];
  let column = 0;
  sheet.eachRow((row, n) => {
    const values = rowValues(sheet, n).map((cell) => (cell === null || cell === undefined ? '' : String(cell)));
    if (column === 0 && values.includes(header)) column = values.indexOf(header) + 1;
    else if (column > 0 && String(row.getCell(column).value ?? '').trim() === value) rows.push(n);
  });
  return rows;
}

const workbookIn = (dir: string, part: string) => {
  const found = readdirSync(dir).find((name) => name.includes(`-${part}-`) && name.endsWith('.xlsx'));
  if (!found) throw new Error(`no ${part} workbook in ${dir}`);
  return join(dir, found);
};

describe('rows left out by the mapping, in the workbooks', () => {
  it.each(SAMPLES)(
    '$sample: the validation and results workbooks name each row left out, with its rule, as many as the terminal counts',
    async ({ sample, mapping, sheet, advertisers }) => {
      const cwd = copySampleFolder('left-out', sample, mapping);
      const journal = ['--journal', join(cwd, 'j.sqlite')];
      if (advertisers) {
        const refresh = await runCliInProcess(['advertisers', '--refresh', ...journal], { cwd });
        expect(refresh.code, refresh.stderr + refresh.stdout).toBe(0);
      }
      const common = ['--mapping', mapping, ...journal];
      const json = await runCliInProcess(['validate', sample, ...common, '--json'], { cwd });
      const expected = (JSON.parse(json.stdout) as { skippedRows: { rule: string; rows: number }[] }).skippedRows;
      expect(expected.length).toBeGreaterThan(0);
      const total = expected.reduce((sum, s) => sum + s.rows, 0);

      const validate = await runCliInProcess(['validate', sample, ...common, '--out', join(cwd, 'v')], { cwd });
      expect(validate.code, validate.stderr).toBe(0);
      expect(validate.stdout).toContain(`  rows left out by the mapping  ${total}\n`);
      expect(validate.stdout).not.toContain('skipped rows');
      const upload = await runCliInProcess(['upload', sample, ...common, '--out', join(cwd, 'u')], { cwd });
      expect(upload.code, upload.stderr).toBe(0);
      expect(upload.stdout).toContain(`  rows left out by the mapping  ${total}\n`);

      for (const file of [workbookIn(join(cwd, 'v'), 'validation'), workbookIn(join(cwd, 'u'), 'results')]) {
        const summary = await summaryValues(file);
        expect(summary.get('Rows left out by the mapping'), file).toBe(total);
        for (const { rule, rows } of expected) {
          const text = String(summary.get(`Rule: ${rule}`));
          expect(text, `${file}: ${rule}`).toMatch(new RegExp(`^${rows}: `));
          const named = rowsNamed(text);
          expect(named, `${file}: ${rule}`).toHaveLength(rows);
          expect(new Set(named).size).toBe(rows);
        }
      }
      if (sheet !== undefined) {
        // The totals row, found here in the sample itself, is the row both workbooks name.
        const totals = await rowsWhere(join(cwd, sample), sheet, 'Vendor No.', 'Total');
        expect(totals.length).toBeGreaterThan(0);
        for (const file of [workbookIn(join(cwd, 'v'), 'validation'), workbookIn(join(cwd, 'u'), 'results')]) {
          const text = String((await summaryValues(file)).get(`Rule: ${expected[0]!.rule}`));
          expect(text).toContain(`sheet ${sheet} `);
          expect(rowsNamed(text)).toEqual(totals);
        }
      }
    },
    120_000,
  );
});
