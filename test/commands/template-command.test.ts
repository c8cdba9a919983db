import { afterAll, describe, expect, it } from 'vitest';
import { readBook } from '../helpers/read-workbook.js';
import { runCommand } from '../../src/commands/run-command.js';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import type { CommandIo } from '../../src/commands/cli-command.js';
import { templateCommand } from '../../src/commands/template-command.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { validateFile } from '../../src/batch/validate-file.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'template-'));
  dirs.push(dir);
  return dir;
}

function io(cwd: string): CommandIo & { out: string } {
  const io = {
    out: '',
    stdout: (t: string) => void (io.out += t),
    stderr: () => undefined,
    isTTY: false,
    signal: new AbortController().signal,
    env: {},
    cwd,
  };
  return io;
}

describe('invoice-batch template', () => {
  it('formats id and other text columns as text, so 0000100001 stays as typed; amounts and dates not', async () => {
    const dir = tempDir();
    const out = join(dir, 'canonical-template.xlsx');
    expect(await runCommand(templateCommand, { mapping: join(ROOT, 'mappings/canonical.yaml'), out }, io(dir))).toBe(0);
    const invoices = (await readBook(out)).getWorksheet('Invoices')!;
    const headers = (invoices.getRow(1).values as unknown[]).slice(1).map(String);
    const format = (header: string) => invoices.getColumn(headers.indexOf(header) + 1).numFmt;
    for (const header of ['PayeeId', 'InvoiceId', 'Invoice_Number']) expect(format(header), header).toBe('@');
    for (const header of ['Invoice_Amount', 'Invoice_Date']) expect(format(header), header).not.toBe('@');
  });

  it('writes the header, a note per column, a Y/N list on flag columns and an Instructions sheet', async () => {
    const dir = tempDir();
    const out = join(dir, 'canonical-template.xlsx');
    const code = await runCommand(templateCommand, { mapping: join(ROOT, 'mappings/canonical.yaml'), out }, io(dir));
    expect(code).toBe(0);
    const book = await readBook(out);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Invoices', 'Lines', 'Instructions']);
    const invoices = book.getWorksheet('Invoices')!;
    const headers = (invoices.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual([
      'InvoiceId',
      'PayeeId',
      'CurrencyCode',
      'Invoice_Number',
      'Invoice_Date',
      'Invoice_Amount',
      'Received_On',
      'Submitted_By',
      'Invoice_Status',
      'Comments',
      'Discount',
      'Discount_Terms',
      'CompCode',
      'Requester Email',
      'PDF File',
    ]);
    const note = (cell: ExcelJS.Cell) => JSON.stringify(cell.note ?? '');
    expect(note(invoices.getCell('E1'))).toContain(
      'invoice.Invoice_Date: a date cell, or text written YYYY-MM-DD or YYYYMMDD',
    );
    expect(note(invoices.getCell('A1'))).toContain('Invoice key');
    expect(note(invoices.getCell('O1'))).toContain('File name of the invoice PDF, inside pdfs');
    expect(invoices.getCell('K2').dataValidation).toMatchObject({ type: 'list', formulae: ['"Y,N"'] });
    const lines = book.getWorksheet('Lines')!;
    expect(lines.getCell('A1').value).toBe('InvoiceId');
    const rateColumn = (lines.getRow(1).values as unknown[]).indexOf('TaxRate');
    expect(note(lines.getCell(1, rateColumn))).toContain('items.TaxRate: a percent cell');
    const help = book.getWorksheet('Instructions')!.getColumn(1).values.join('\n');
    expect(help).toContain('Invoices go on sheet Invoices, their lines on sheet Lines');
  });

  it('lists formula fields as computed, with no column of their own, and notes the columns they read', async () => {
    const dir = tempDir();
    const out = join(dir, 'sap-template.xlsx');
    expect(
      await runCommand(
        templateCommand,
        { mapping: join(ROOT, 'mappings/formula-sap-supplier-invoices.yaml'), out },
        io(dir),
      ),
    ).toBe(0);
    const book = await readBook(out);
    const header = book.getWorksheet('Header')!;
    const headers = (header.getRow(1).values as unknown[]).slice(1);
    expect(headers).not.toContain('Invoice_Amount');
    const transaction = header.getCell(1, headers.indexOf('Transaction') + 1);
    expect(JSON.stringify(transaction.note)).toContain(
      'read by the formula of items.Amount = IF(invoice[Transaction] = \\"Credit Memo\\", -1, 1) * [Net Amount]',
    );
    const items = (book.getWorksheet('Items')!.getRow(1).values as unknown[]).slice(1);
    expect(items).toEqual(expect.arrayContaining(['Net Amount', 'Tax Amount', 'Tax Code']));
    expect(items).not.toContain('Transaction');
    const help = book.getWorksheet('Instructions')!.getColumn(1).values.join('\n');
    expect(help).toContain('Computed by the mapping (no column to fill):');
    expect(help).toContain(
      'invoice.Invoice_Amount = IF([Transaction] = "Credit Memo", -1, 1) * [Gross Invoice Amount]',
    );
    expect(help).toContain('items.Tax = IF(invoice[Transaction] = "Credit Memo", -1, 1) * [Tax Amount]');
  });

  it('puts the header where the mapping expects it, and a filled template validates', async () => {
    const dir = tempDir();
    const code = await runCommand(
      templateCommand,
      { mapping: join(ROOT, 'mappings/month-end-register.yaml'), out: dir },
      io(dir),
    );
    expect(code).toBe(0);
    const file = join(dir, 'month-end-register-template.xlsx');
    const book = await readBook(file);
    const sheet = book.getWorksheet('Register')!;
    expect(sheet.getCell('A4').value).toBe('Vendor No.');
    const headers = (sheet.getRow(4).values as unknown[]).slice(1) as string[];
    const row = sheet.getRow(5);
    const values: Record<string, unknown> = {
      'Vendor No.': 100001,
      'Invoice No.': 'T-1',
      'Invoice Date': new Date(Date.UTC(2024, 0, 31)),
      'Curr.': 'EUR',
      Gross: 119,
      Net: 100,
      VAT: 19,
      'VAT %': 0.19,
      'GL Account': '610000',
      'Cost Center': 'CC1000',
      Description: 'Print advertisement',
    };
    headers.forEach((header, i) => (row.getCell(i + 1).value = (values[header] ?? null) as ExcelJS.CellValue));
    row.getCell(headers.indexOf('VAT %') + 1).numFmt = '0%';
    await book.xlsx.writeFile(file);
    const result = await validateFile(file, await loadMapping(join(ROOT, 'mappings/month-end-register.yaml')));
    expect(result.problems).toEqual([]);
    expect(result.summary).toMatchObject({ invoices: 1, valid: 1, totals: { EUR: '119.0000' } });
  });

  it('lists mapped values of a flag column and says how to save a CSV mapping', async () => {
    const dir = tempDir();
    writeFileSync(
      join(dir, 'erp.yaml'),
      'source: { type: csv, delimiter: ";" }\ninvoice:\n  PayeeId: Kreditor\n  Discount: { column: Skonto, transform: { map: { J: Y } } }\n',
    );
    const out = join(dir, 'erp.xlsx');
    await runCommand(templateCommand, { mapping: join(dir, 'erp.yaml'), out }, io(dir));
    const book = await readBook(out);
    expect(book.getWorksheet('Invoices')!.getCell('B2').dataValidation).toMatchObject({ formulae: ['"J,Y,N"'] });
    expect(book.getWorksheet('Instructions')!.getColumn(1).values.join('\n')).toContain(
      'save it as CSV with the delimiter ";"',
    );
  });

  it('refuses an --out that names a file other than .xlsx, and writes nothing (exit 2)', async () => {
    const dir = tempDir();
    const run = runCommand(
      templateCommand,
      { mapping: join(ROOT, 'mappings/canonical.yaml'), out: 'blank.csv' },
      io(dir),
    );
    await expect(run).rejects.toMatchObject({
      name: 'UsageError',
      exitCode: 2,
      message:
        '--out blank.csv: expected a folder, or a workbook file ending in .xlsx; got a file name ending in ".csv"',
    });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('takes an --out folder that exists, or one written with a trailing slash, as a folder whatever its name', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'reports.2024'));
    const mapping = join(ROOT, 'mappings/canonical.yaml');
    expect(await runCommand(templateCommand, { mapping, out: 'reports.2024' }, io(dir))).toBe(0);
    expect(existsSync(join(dir, 'reports.2024', 'canonical-template.xlsx'))).toBe(true);
    expect(await runCommand(templateCommand, { mapping, out: 'new.folder/' }, io(dir))).toBe(0);
    expect(existsSync(join(dir, 'new.folder', 'canonical-template.xlsx'))).toBe(true);
  });

  it('exits 2 with one line for --out blank.csv from the command line, and --help lists --out once (needs dist)', async () => {
    const dir = tempDir();
    const bad = await runCliProcess(
      ['template', '--mapping', join(ROOT, 'mappings/canonical.yaml'), '--out', 'blank.csv'],
      {
        cwd: dir,
      },
    );
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe(
      'invoice-batch: --out blank.csv: expected a folder, or a workbook file ending in .xlsx; got a file name ending in ".csv"\n',
    );
    expect(existsSync(join(dir, 'blank.csv'))).toBe(false);
    const help = await runCliProcess(['template', '--help'], { cwd: dir });
    expect(help.code).toBe(0);
    expect(help.stdout.match(/^\s+--out\b/gm)).toHaveLength(1);
  });

  it('refuses to replace an existing file (exit 2, naming it, the file untouched) unless --overwrite', async () => {
    const dir = tempDir();
    const mapping = join(ROOT, 'mappings/canonical.yaml');
    // A user's own workbook, or a template filled in where it was written.
    writeFileSync(join(dir, 'march.xlsx'), 'sixty invoices');
    mkdirSync(join(dir, 'out'));
    writeFileSync(join(dir, 'out', 'canonical-template.xlsx'), 'filled in');
    for (const out of ['march.xlsx', 'out']) {
      const refused = await runCliInProcess(['template', '--mapping', mapping, '--out', out], { cwd: dir });
      const file = out === 'out' ? join(dir, 'out', 'canonical-template.xlsx') : join(dir, out);
      expect([refused.code, refused.stdout]).toEqual([2, '']);
      expect(refused.stderr).toBe(
        `invoice-batch: ${file} exists, and it is not replaced: name a new file, or add --overwrite to replace it\n`,
      );
    }
    expect(readFileSync(join(dir, 'march.xlsx'), 'utf8')).toBe('sixty invoices');
    expect(readFileSync(join(dir, 'out', 'canonical-template.xlsx'), 'utf8')).toBe('filled in');
    const replaced = await runCliInProcess(['template', '--mapping', mapping, '--out', 'march.xlsx', '--overwrite'], {
      cwd: dir,
    });
    expect(replaced.code).toBe(0);
    expect((await readBook(join(dir, 'march.xlsx'))).worksheets.map((s) => s.name)).toContain('Instructions');
    expect(readdirSync(dir).sort()).toEqual(['march.xlsx', 'out']);
  });

  it.each([
    ['a value', (key: string) => `{ value: "${key}" }`, 'invoice.Invoice_Status.value'],
    [
      'a default, in upper case',
      (key: string) => `{ column: Status, default: "${key.toUpperCase()}" }`,
      'invoice.Invoice_Status.default',
    ],
    [
      'a default, percent-encoded',
      (key: string) => `{ column: Status, default: "${encodeURIComponent(key).replace(/_/g, '%5F')}" }`,
      'invoice.Invoice_Status.default',
    ],
    ['a value, in part', (key: string) => `{ value: "${key.slice(0, -3)}" }`, 'invoice.Invoice_Status.value'],
  ])(
    'refuses a mapping holding the API key in %s, naming the field, and writes no workbook',
    async (_, status, field) => {
      const key = 'ib_live_7Qx2-Zk9_aB3cD4eF5gH6iJ7kL8mN9';
      const dir = tempDir();
      writeFileSync(join(dir, 'm.yaml'), `invoice:\n  Invoice_Number: Number\n  Invoice_Status: ${status(key)}\n`);
      const result = await runCliInProcess(['template', '--mapping', 'm.yaml', '--out', 'blank.xlsx'], {
        cwd: dir,
        env: { INVOICE_BATCH_API_KEY: key },
      });
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`m.yaml:3: ${field}: expected no API key in a mapping, got the API key`);
      expect(result.stderr.toLowerCase()).not.toContain(key.slice(0, 12).toLowerCase());
      expect(existsSync(join(dir, 'blank.xlsx'))).toBe(false);
    },
  );
});
