/**
 * `validate` end to end. What it prints and writes is read from runs in process (cli.ts's parse and
 * commands); its refusals (exit 2, one line, no stack trace) from the compiled CLI (run
 * `npx tsc -p .` first), as a user's shell gets them, where a stack or a second line could show:
 * a refusal whose whole stderr is compared runs in process, as a child costs about a second of CPU.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { runCliProcess } from '../helpers/run-cli.js';
// The tests run concurrently, so each keeps its own folder until the file ends.
import { makeFileTempDir } from '../helpers/temp-dir.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function validate(args: string[], out: string) {
  return runCliInProcess(['validate', ...args, '--out', out], { cwd: ROOT });
}

describe.concurrent('invoice-batch validate', () => {
  it('prints exactly {sheet, hiddenSheet, invoices, valid, invalid, totals, skippedRows, everyRowLeftOut, problems, advertiserList, uploadHolds, results} with --json and exits 0 when all are valid', async () => {
    const out = makeFileTempDir('validate-json');
    const result = await validate(
      ['samples/european-erp.csv', '--mapping', 'mappings/european-erp.yaml', '--json'],
      out,
    );
    expect(result.stderr).toMatch(/^Validation workbook: /);
    expect(result.code).toBe(0);
    const document = JSON.parse(result.stdout);
    expect(Object.keys(document)).toEqual([
      'sheet',
      'hiddenSheet',
      'invoices',
      'valid',
      'invalid',
      'totals',
      'untotalled',
      'skippedRows',
      'everyRowLeftOut',
      'problems',
      'advertiserList',
      'uploadHolds',
      'results',
    ]);
    expect(document.skippedRows).toEqual([]);
    expect(document.everyRowLeftOut).toBe(false);
    // No journal in the state dir yet: nothing to say of what upload would hold.
    expect(document.uploadHolds).toBeNull();
    expect(document).toMatchObject({
      sheet: null,
      hiddenSheet: null,
      invoices: 50,
      valid: 50,
      invalid: 0,
      totals: { EUR: '718250.3000' },
      problems: [],
    });
    expect(result.stderr).toMatch(/Validation workbook: .*european-erp-validation-\d{8}-\d{6}\.xlsx/);
  });

  it('writes no workbook with --json unless --out or --workbook asks for one', async () => {
    const cwd = makeFileTempDir('validate-json-only');
    const args = [
      'validate',
      join(ROOT, 'samples/european-erp.csv'),
      '--mapping',
      join(ROOT, 'mappings/european-erp.yaml'),
      '--json',
    ];
    const quiet = await runCliInProcess(args, { cwd });
    expect(quiet.code).toBe(0);
    expect(quiet.stderr).toBe('');
    expect(JSON.parse(quiet.stdout)).toMatchObject({ invoices: 50, valid: 50 });
    expect(readdirSync(cwd)).toEqual([]);
    const asked = await runCliInProcess([...args, '--workbook'], { cwd });
    expect(asked.stderr).toMatch(/^Validation workbook: .*output\/european-erp-validation-\d{8}-\d{6}\.xlsx\n$/);
    expect(readdirSync(join(cwd, 'output')).filter((name) => name.endsWith('.xlsx'))).toHaveLength(1);
  });

  it('names the workbook written in the JSON as upload names its results workbook: its path, or null when none', async () => {
    const cwd = makeFileTempDir('validate-json-results');
    const args = [
      'validate',
      join(ROOT, 'samples/european-erp.csv'),
      '--mapping',
      join(ROOT, 'mappings/european-erp.yaml'),
      '--json',
    ];
    // How a script asks: no workbook, one in output/ (--workbook), one in a folder it names (--out).
    const cases = [
      { flags: [], folder: undefined },
      { flags: ['--workbook'], folder: join(cwd, 'output') },
      { flags: ['--out', 'reports'], folder: join(cwd, 'reports') },
      { flags: ['--out', join(cwd, 'elsewhere'), '--no-workbook'], folder: undefined },
    ];
    for (const { flags, folder } of cases) {
      const run = await runCliInProcess([...args, ...flags], { cwd });
      expect(run.code, run.stderr).toBe(0);
      const { results } = JSON.parse(run.stdout) as { results: string | null };
      if (folder === undefined) {
        expect(results, flags.join(' ')).toBeNull();
        continue;
      }
      expect(results).toMatch(/european-erp-validation-\d{8}-\d{6}\.xlsx$/);
      expect(readdirSync(folder).map((name) => join(folder, name))).toContain(results);
      expect(run.stderr).toContain(`Validation workbook: ${results}\n`);
    }
  });

  it('refuses an --out that is a file or a dangling link with one line and exit 2, reading nothing', async () => {
    const dir = makeFileTempDir('validate-bad-out');
    writeFileSync(join(dir, 'a-file'), 'x');
    symlinkSync(join(dir, 'gone', 'nowhere'), join(dir, 'dangling'));
    const args = ['samples/european-erp.csv', '--mapping', 'mappings/european-erp.yaml'];
    // The first as a user's shell gets it; the others in process, where the whole of stderr is
    // compared too (a defect would print "unexpected error: ").
    for (const [out, reason, run] of [
      [join(dir, 'a-file'), 'a file of that name is in the way (EEXIST)', runCliProcess],
      [join(dir, 'a-file', 'sub'), 'a part of the path is a file, not a folder (ENOTDIR)', runCliInProcess],
      [join(dir, 'dangling'), 'a part of the path is missing (a dangling link?) (ENOENT)', runCliInProcess],
    ] as const) {
      const result = await run(['validate', ...args, '--out', out], { cwd: ROOT });
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toBe(`invoice-batch: --out ${out}: expected a folder the tool can write to; ${reason}\n`);
    }
  });

  it('exits 1 and lists every problem as {file, sheet, row, column, field, value, message} when any invoice is invalid', async () => {
    const out = makeFileTempDir('validate-invalid');
    const result = await validate(
      ['samples/planted-errors.xlsx', '--mapping', 'mappings/planted-errors.yaml', '--json'],
      out,
    );
    expect(result.code).toBe(1);
    const document = JSON.parse(result.stdout);
    expect(document).toMatchObject({ invoices: 25, valid: 11, invalid: 14 });
    expect(document.problems).toHaveLength(14);
    expect(document.problems[0]).toEqual({
      file: 'planted-errors.xlsx',
      sheet: 'Lines',
      row: 2,
      column: 'Tax',
      field: 'InvoiceItems[0].Tax',
      value: 'N/A',
      message: 'expected an amount, e.g. 1,234.50',
    });
  });

  it('prints counts, control totals and problems, and writes the validation workbook', async () => {
    const out = makeFileTempDir('validate-text');
    const result = await validate(['samples/planted-errors.xlsx', '--mapping', 'mappings/planted-errors.yaml'], out);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /invoices\s+25\n\s+lines\s+69\n\s+valid\s+11\n\s+invalid\s+14\n\s+total EUR\s+47,949\.47\n/,
    );
    expect(result.stdout).toContain(
      'Problems (14):\n  planted-errors.xlsx, sheet Lines, row 2, column "Tax": expected an amount, e.g. 1,234.50, got "N/A"\n',
    );
    const [name] = readdirSync(out);
    expect(name).toMatch(/^planted-errors-validation-\d{8}-\d{6}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(join(out, name!));
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Summary', 'Problems', 'Invoices', 'Legend']);
    const invoices = workbook.getWorksheet('Invoices')!;
    expect(invoices.rowCount).toBe(26);
    expect(invoices.getRow(2).getCell(1).value).toBe('invalid');
    // Columns no invoice fills (Vendor here) are left out: find Problems by its header.
    const problemsAt = (invoices.getRow(1).values as unknown[]).indexOf('Message');
    expect(problemsAt).toBeGreaterThan(0);
    expect(String(invoices.getRow(2).getCell(problemsAt).value)).toContain(
      'sheet Lines row 2 "Tax": expected an amount',
    );
    expect(workbook.getWorksheet('Problems')!.rowCount).toBe(15);
    // Amounts are number cells, in every sheet.
    const amounts: unknown[] = [];
    const amountAt = (invoices.getRow(1).values as unknown[]).indexOf('Amount');
    expect(amountAt).toBeGreaterThan(0);
    invoices.eachRow((row, n) => n > 1 && amounts.push(row.getCell(amountAt).value));
    expect(amounts.filter((v) => v !== '' && v !== null).every((v) => typeof v === 'number')).toBe(true);
    expect(amounts.filter((v) => typeof v === 'number').length).toBeGreaterThan(10);
    const totals: unknown[] = [];
    workbook
      .getWorksheet('Summary')!
      .eachRow((row) => String(row.getCell(1).value).startsWith('Total ') && totals.push(row.getCell(2).value));
    expect(totals).toContain(47949.47);
    expect(totals.every((v) => typeof v === 'number')).toBe(true);
  });

  it('shows the first 20 problems and counts the rest', async () => {
    const dir = makeFileTempDir('validate-many');
    const rows = [
      'Vendor,Number,Date,Currency,Total',
      ...Array.from({ length: 30 }, (_, i) => `0000100001,N-${i},2024-13-01,EUR,1`),
    ];
    writeFileSync(join(dir, 'many.csv'), `${rows.join('\n')}\n`);
    writeFileSync(
      join(dir, 'many.yaml'),
      'invoice:\n  InvoiceId: Number\n  PayeeId: Vendor\n  Invoice_Number: Number\n  Invoice_Date: Date\n  CurrencyCode: Currency\n  Invoice_Amount: Total\nitems:\n  Amount: Total\n',
    );
    const result = await runCliInProcess(['validate', 'many.csv', '--mapping', 'many.yaml', '--out', 'out'], {
      cwd: dir,
    });
    expect(result.code).toBe(1);
    expect(result.stdout.match(/^ {2}many\.csv, row/gm)).toHaveLength(20);
    expect(result.stdout).toContain('  ... and 10 more in the workbook\n');
  });

  it('stops with one line and exit 2 when the mapping names a column the file lacks', async () => {
    const dir = makeFileTempDir('validate-missing-column');
    writeFileSync(join(dir, 'in.csv'), 'Vendor,Number\n0000100001,A\n');
    writeFileSync(join(dir, 'm.yaml'), 'invoice:\n  PayeeId: Vendor\n  Invoice_Number: Invoice No\n');
    const result = await runCliProcess(['validate', 'in.csv', '--mapping', 'm.yaml', '--out', 'out'], { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.split('\n').filter((l) => l.startsWith('invoice-batch:') && !l.includes('warning'))).toEqual([
      'invoice-batch: in.csv: column "Invoice No" named by the mapping (' +
        join(dir, 'm.yaml') +
        ':3:19) is not in the header row 1; headers found: "Vendor", "Number"',
    ]);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('stops with one line and exit 2 for a misspelt key in the mapping', async () => {
    const dir = makeFileTempDir('validate-misspelt');
    writeFileSync(join(dir, 'in.csv'), 'Vendor\n0000100001\n');
    writeFileSync(join(dir, 'm.yaml'), 'invoice:\n  PayeeId: Vendor\nlayuot: { type: one-row }\n');
    const result = await runCliInProcess(['validate', 'in.csv', '--mapping', 'm.yaml'], { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      `invoice-batch: ${join(dir, 'm.yaml')}:3:1: layuot: unknown key "layuot" (did you mean "layout"?)\n`,
    );
  });

  it('exits 2 for an input file that does not exist or is not a workbook', async () => {
    const dir = makeFileTempDir('validate-bad-file');
    writeFileSync(join(dir, 'garbage.xlsx'), Buffer.from([0, 1, 2, 3, 4, 5, 6, 7]));
    const [missing, garbage] = await Promise.all([
      runCliInProcess(['validate', 'absent.csv', '--mapping', join(ROOT, 'mappings/legacy-us.yaml'), '--out', 'out'], {
        cwd: dir,
      }),
      runCliProcess(['validate', 'garbage.xlsx', '--mapping', join(ROOT, 'mappings/canonical.yaml'), '--out', 'out'], {
        cwd: dir,
      }),
    ]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^invoice-batch: absent\.csv: cannot read .*absent\.csv: no such file\n$/);
    expect(garbage.code).toBe(2);
    expect(garbage.stderr.trim().split('\n')).toHaveLength(1);
    expect(readdirSync(dir)).toEqual(['garbage.xlsx']);
  });
});
