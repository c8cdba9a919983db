/**
 * Amounts and dates as exports of India, the Gulf, Egypt and Iran write them (Tally's
 * `1,23,456.78`, Daftra's `١٬١٩٠٫٠٠`, Sepidar's `۱۱۹٫۵۰` with RTL marks, Hindi exports' `१,१९,०००.००`)
 * through `validate` and `upload`, in a CSV and in text cells of an XLSX: the finance API receives
 * the exact amounts, the invoice number as written; what cannot be read faithfully is a problem at
 * its cell. Real sandbox, real temp folders.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { recordCreates } from '../helpers/record-creates.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeWorkbook } from '../sheets/sheet-files.js';

const MAPPING = `${ONE_ROW_MAPPING}source:
  dateFormats: [YYYY-MM-DD, DD/MM/YYYY]
`;

const HEADER = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax'];

/** Rows as the writers write them, and what the finance API must receive for each. */
const WRITTEN = [
  {
    row: ['0000100001', 'TL-1', '2025-01-31', 'INR', '1,23,456.78', '1,03,745.19', '19,711.59'],
    sent: { number: 'TL-1', date: '20250131', total: '123456.7800', net: '103745.1900', tax: '19711.5900' },
  },
  {
    row: ['0000100002', 'DF-٠٠٧', '٢٠٢٥-٠١-٣١', 'SAR', '١٬١٩٠٫٠٠', '١٬٠٠٠٫٠٠', '١٩٠٫٠٠'],
    sent: { number: 'DF-٠٠٧', date: '20250131', total: '1190.0000', net: '1000.0000', tax: '190.0000' },
  },
  {
    row: ['0000100003', 'SP-3', '\u200f۳۱/۰۱/۲۰۲۵', 'AED', '\u200f۱۱۹٫۵۰', '\u061c۱۰۰٫۵۰', '۱۹\u202f'],
    sent: { number: 'SP-3', date: '20250131', total: '119.5000', net: '100.5000', tax: '19.0000' },
  },
  {
    row: ['0000100004', 'HI-4', '३१/०१/२०२५', 'INR', '१,१९,०००.००', '१,००,०००.००', '१९,०००.००'],
    sent: { number: 'HI-4', date: '20250131', total: '119000.0000', net: '100000.0000', tax: '19000.0000' },
  },
];

/** Rows that cannot be read faithfully, and the words of the problem at their cell. */
const REFUSED = [
  {
    row: ['0000100005', 'MX-5', '2025-01-31', 'SAR', '١٢3٫٠٠', '١٠٠٫٠٠', '٢٣٫٠٠'],
    column: 'Total',
    says: 'two scripts',
  },
  { row: ['0000100006', 'HJ-6', '١٤٤٦-٠٧-١٥', 'SAR', '١١٫٠٠', '١٠٫٠٠', '١٫٠٠'], column: 'Date', says: 'Hijri' },
  {
    row: ['0000100007', 'IN-7', '2025-01-31', 'INR', '1,23,4567.00', '1,23,4567.00', '0'],
    column: 'Total',
    says: 'amount',
  },
];

/** Quoted where a field holds a comma, as Tally and Excel write `"1,23,456.78"`. */
const csvOf = (rows: readonly string[][]) =>
  [HEADER, ...rows]
    .map((row) => row.map((field) => (field.includes(',') ? `"${field}"` : field)).join(','))
    .join('\n') + '\n';

async function writeInputs(cwd: string, kind: 'csv' | 'xlsx', rows: readonly string[][]): Promise<string> {
  writeFileSync(join(cwd, 'mapping.yaml'), MAPPING);
  if (kind === 'csv') {
    writeFileSync(join(cwd, 'invoices.csv'), csvOf(rows));
    return 'invoices.csv';
  }
  await writeWorkbook(join(cwd, 'invoices.xlsx'), (workbook) => {
    const sheet = workbook.addWorksheet('Invoices');
    // Text cells, as these exports write them: a number cell would hold no digits of a script.
    for (const row of [HEADER, ...rows]) sheet.addRow(row);
  });
  return 'invoices.xlsx';
}

describe.each(['csv', 'xlsx'] as const)('amounts and dates in other digit scripts, in a %s', (kind) => {
  it('uploads them, and the finance API receives the exact amounts and the invoice number as written', async () => {
    const cwd = makeTempDir(`upload-digit-scripts-${kind}`);
    const sandbox = await startTestSandbox();
    const file = await writeInputs(
      cwd,
      kind,
      WRITTEN.map((written) => written.row),
    );
    const recorder = await recordCreates(sandbox.baseUrl);
    const upload = await runCliInProcess(
      ['upload', file, '--mapping', 'mapping.yaml', '--base-url', recorder.baseUrl, '--json'],
      { cwd },
    );
    expect(upload.code, upload.stderr).toBe(0);
    expect(JSON.parse(upload.stdout)).toMatchObject({ created: WRITTEN.length });
    const received = recorder.bodies.map((body) => {
      const item = (body.InvoiceItems as Record<string, unknown>[])[0]!;
      return {
        number: body.Invoice_Number,
        date: body.Invoice_Date,
        total: body.Invoice_Amount,
        net: item.Amount,
        tax: item.Tax,
      };
    });
    expect(received.sort((a, b) => String(a.number).localeCompare(String(b.number)))).toEqual(
      WRITTEN.map((written) => written.sent).sort((a, b) => a.number.localeCompare(b.number)),
    );
  });

  it('validate makes what cannot be read faithfully a problem at its cell and reads the rest', async () => {
    const cwd = makeTempDir(`validate-digit-scripts-${kind}`);
    const file = await writeInputs(cwd, kind, [...WRITTEN.map((written) => written.row), ...REFUSED.map((r) => r.row)]);
    const result = await runCliInProcess(['validate', file, '--mapping', 'mapping.yaml', '--json'], { cwd });
    expect(result.code, result.stderr).toBe(1);
    const document = JSON.parse(result.stdout) as {
      valid: number;
      invalid: number;
      problems: { row: number; column: string; message: string }[];
    };
    expect(document).toMatchObject({ valid: WRITTEN.length, invalid: REFUSED.length });
    for (const [i, refused] of REFUSED.entries()) {
      const row = WRITTEN.length + i + 2;
      const problems = document.problems.filter((problem) => problem.row === row);
      expect(problems, JSON.stringify(document.problems)).toContainEqual(
        expect.objectContaining({ column: refused.column, message: expect.stringContaining(refused.says) }),
      );
    }
  });

  it('mapping infer reads a Tally export in Indian grouping, and proposes a mapping for one in other scripts without failing', async () => {
    const cwd = makeTempDir(`infer-digit-scripts-${kind}`);
    const tally = [
      WRITTEN[0]!.row,
      ['0000100008', 'TL-8', '2025-02-28', 'INR', '12,34,567.50', '10,34,567.50', '2,00,000.00'],
    ];
    const file = await writeInputs(cwd, kind, tally);
    const infer = await runCliInProcess(['mapping', 'infer', file], { cwd });
    expect(infer.code, infer.stderr).toBe(0);
    for (const line of [/^\s*Invoice_Amount: Total\b/m, /^\s*Amount: Net\b/m, /^\s*Invoice_Date: Date\b/m])
      expect(infer.stdout).toMatch(line);
    // Infer looks for ASCII digits before it reads a column as amounts or dates (src/mapping/infer):
    // columns in other scripts are named in its notes, to be mapped by hand.
    const scripts = await writeInputs(cwd, kind, WRITTEN.map((written) => written.row).slice(1));
    const other = await runCliInProcess(['mapping', 'infer', scripts], { cwd });
    expect(other.code, other.stderr).toBe(0);
    expect(other.stdout).toMatch(/^invoice:/m);
  });
});
