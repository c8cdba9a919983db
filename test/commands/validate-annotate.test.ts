import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readBook } from '../helpers/read-workbook.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const ROOT = join(import.meta.dirname, '../..');

/** The added Outcome and Message of rows `from..to` of a sheet, its last two columns being those. */
function addedCells(sheet: import('exceljs').Worksheet, outcomeColumn: number, from: number, to: number) {
  return Array.from({ length: to - from + 1 }, (_, i) => {
    const row = sheet.getRow(from + i);
    return [from + i, row.getCell(outcomeColumn).value ?? '', String(row.getCell(outcomeColumn + 2).value ?? '')];
  });
}

describe('invoice-batch validate --annotate', () => {
  it("writes the user's workbook back with each invalid invoice's rows marked and its problems beside them", async () => {
    const out = makeTempDir('validate-annotate');
    const result = await runCliInProcess(
      [
        'validate',
        'samples/planted-errors.xlsx',
        '--mapping',
        'mappings/planted-errors.yaml',
        '--annotate',
        '--out',
        out,
      ],
      { cwd: ROOT },
    );
    expect(result.code).toBe(1);
    const name = readdirSync(out).find((n) => n.includes('-annotated-'));
    expect(name).toMatch(/^planted-errors-annotated-\d{8}-\d{6}\.xlsx$/);
    expect(result.stdout).toContain(`Annotated copy: ${join(out, name!)}\n`);

    const book = await readBook(join(out, name!));
    const invoices = book.getWorksheet('Invoices')!;
    const header = invoices.getRow(1).values as unknown[];
    const outcome = header.indexOf('Outcome');
    expect(header.slice(outcome)).toEqual(['Outcome', 'Instance id', 'Message']);
    // Rows 2-15 hold the invoices with a planted mistake each; row 6 is valid (row 7 repeats its number), 16 on too.
    const marked = addedCells(invoices, outcome, 2, 17);
    expect(marked.filter(([, word]) => word === 'invalid').map(([row]) => row)).toEqual([
      2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    ]);
    expect(marked.filter(([, word]) => word === '').map(([row]) => row)).toEqual([6, 16, 17]);
    expect(marked[1]![2]).toBe(
      'row 3 "Invoice_Date": the day does not exist (February 2024 has 29 days; read as DD.MM.YYYY), got "31.02.2024". Write the day that was meant in column "Invoice_Date": this one is not in the calendar.',
    );
    expect(invoices.getRow(3).getCell(outcome).fill).toMatchObject({ fgColor: { argb: 'FFFF9999' } });
    // A problem on the lines sheet marks that line's row too.
    const lines = book.getWorksheet('Lines')!;
    const lineOutcome = (lines.getRow(1).values as unknown[]).indexOf('Outcome');
    expect(lines.getRow(2).getCell(lineOutcome).value).toBe('invalid');
    expect(String(lines.getRow(2).getCell(lineOutcome + 2).value)).toContain('Write a number in column "Tax"');
  });

  it('annotates a CSV file as CSV, and writes nothing but the workbook without the flag', async () => {
    const dir = makeTempDir('validate-annotate-csv');
    const lines = readFileSync(join(ROOT, 'samples/legacy-us.csv'), 'latin1').split('\r\n');
    lines[3] = lines[3]!.replace(/^\d+,/, ',');
    const file = join(dir, 'ap.csv');
    writeFileSync(file, lines.join('\r\n'), 'latin1');
    const out = join(dir, 'out');
    const mapping = join(ROOT, 'mappings/legacy-us.yaml');
    const result = await runCliInProcess(['validate', file, '--mapping', mapping, '--annotate', '--out', out], {
      cwd: dir,
    });
    expect(result.code).toBe(1);
    const name = readdirSync(out).find((n) => n.includes('-annotated-'))!;
    expect(name).toMatch(/^ap-annotated-\d{8}-\d{6}\.csv$/);
    const copy = readFileSync(join(out, name), 'latin1').split('\r\n');
    expect(copy[2]).toBe(`${lines[2]},Outcome,Instance id,Message`);
    expect(copy[3]).toBe(
      `${lines[3]},invalid,,"row 4 ""VENDOR ID"": expected a value, got nothing. Fill in column ""VENDOR ID"" on this row."`,
    );
    expect(copy[4]).toBe(lines[4]);

    const plain = join(dir, 'plain');
    await runCliInProcess(['validate', file, '--mapping', mapping, '--out', plain], { cwd: dir });
    expect(readdirSync(plain).map((n) => n.replace(/\d{8}-\d{6}/, 'T'))).toEqual(['ap-validation-T.xlsx']);
  });

  // Each source kind the copy is written as, with the flags a script passes.
  it.each([
    [
      'samples/planted-errors.xlsx',
      'mappings/planted-errors.yaml',
      ['--json', '--annotate'],
      /-annotated-\d{8}-\d{6}\.xlsx$/,
    ],
    ['samples/planted-errors.xlsx', 'mappings/planted-errors.yaml', ['--json', '--annotate', '--workbook'], /\.xlsx$/],
    ['samples/legacy-us.csv', 'mappings/legacy-us.yaml', ['--json', '--annotate'], /-annotated-\d{8}-\d{6}\.csv$/],
  ])(
    'names the annotated copy of %s in --json as `annotated`, as upload does (%s, %s)',
    async (file, mapping, flags, name) => {
      const out = makeTempDir('validate-annotate-json');
      const result = await runCliInProcess(['validate', file, '--mapping', mapping, ...flags, '--out', out], {
        cwd: ROOT,
      });
      const json = JSON.parse(result.stdout) as { annotated?: string | null; results: string | null };
      const copies = readdirSync(out).filter((n) => n.includes('-annotated-'));
      expect(copies).toHaveLength(1);
      expect(json.annotated).toBe(join(out, copies[0]!));
      expect(json.annotated).toMatch(name);
      expect(json.results).not.toBe(json.annotated);
    },
  );

  it('has no `annotated` in --json when no copy was asked for', async () => {
    const out = makeTempDir('validate-no-annotate-json');
    const result = await runCliInProcess(
      ['validate', 'samples/planted-errors.xlsx', '--mapping', 'mappings/planted-errors.yaml', '--json', '--out', out],
      { cwd: ROOT },
    );
    expect(Object.keys(JSON.parse(result.stdout) as object)).not.toContain('annotated');
  });
});
