/**
 * A file whose rows the mapping's rules all left out (a skipRows test too wide, a run that never
 * closes, a trailer that is all there is) is no clean run: validate and upload exit 3 (the file held
 * no invoices, nothing posted) and name the rules with their counts, and --json says so in a field.
 * An empty day's export (its header alone, or with only a total row a rule leaves out) gets the same
 * exit and words. Each rule kind, in CSV and XLSX, through both commands.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';

const HEADER = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax'];
const INVOICE = (n: number) => ['0000100001', `A${n}`, '2026-11-01', 'EUR', '119.00', '100.00', '19.00'];

type Left = { rule: string; rows: number };

/** Rule kinds that can leave every row out: the source lines, the rows below the header, each rule's label and count. */
const KINDS: { kind: string; source: string; rows: string[][]; left: Left[] }[] = [
  {
    kind: 'skipRows matches',
    source: '  skipRows:\n    - { name: everything, column: Number, matches: "." }\n',
    rows: [INVOICE(1), INVOICE(2), INVOICE(3)],
    left: [{ rule: 'everything', rows: 3 }],
  },
  {
    kind: 'skipRows equals',
    source: '  skipRows:\n    - { column: Currency, equals: EUR }\n',
    rows: [INVOICE(1), INVOICE(2)],
    left: [{ rule: '"Currency" equals "EUR"', rows: 2 }],
  },
  {
    kind: 'skipRows run never closed',
    source: '  skipRows:\n    - { name: section, column: Number, matches: "^A1$", until: "^END$" }\n',
    rows: [INVOICE(1), INVOICE(2)],
    left: [{ rule: 'section', rows: 2 }],
  },
  {
    kind: 'trailerRows beside a skipRows rule',
    source: '  trailerRows: 1\n  skipRows:\n    - { name: subtotal, column: Number, matches: "^Total" }\n',
    rows: [['', 'Total for 0000100001', '', '', '119.00'], ['*** END OF REPORT ***']],
    left: [
      { rule: 'subtotal', rows: 1 },
      { rule: 'trailer (trailerRows: 1), not checked: no 2 columns are filled on every row above it', rows: 1 },
    ],
  },
];

async function writeTable(dir: string, type: 'csv' | 'xlsx', rows: string[][]): Promise<string> {
  const file = join(dir, `month.${type}`);
  if (type === 'csv') writeFileSync(file, `${[HEADER, ...rows].map((row) => row.join(',')).join('\n')}\n`);
  else {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Invoices');
    for (const row of [HEADER, ...rows]) sheet.addRow(row);
    await book.xlsx.writeFile(file);
  }
  return file;
}

async function setUp(type: 'csv' | 'xlsx', source: string, rows: string[][]) {
  const cwd = makeTempDir('every-row-left-out');
  writeFileSync(join(cwd, 'm.yaml'), `source:\n  type: ${type}\n${source}${ONE_ROW_MAPPING}`);
  const file = await writeTable(cwd, type, rows);
  return { cwd, args: [file, '--mapping', 'm.yaml', '--journal', join(cwd, 'j.sqlite')] };
}

describe('a file whose every row the mapping rules left out', () => {
  for (const type of ['csv', 'xlsx'] as const)
    for (const { kind, source, rows, left } of KINDS) {
      const total = left.reduce((sum, rule) => sum + rule.rows, 0);
      const each = left.map((rule) => `${rule.rows} by ${rule.rule}`).join(', ');
      const words = `the mapping's rules left out every row read (${total} ${total === 1 ? 'row' : 'rows'}: ${each})`;
      it(`${type}, ${kind}: validate and upload exit 3 naming the rule and its rows, and --json says everyRowLeftOut`, async () => {
        const { cwd, args } = await setUp(type, source, rows);
        const validate = await runCliInProcess(['validate', ...args], { cwd });
        expect(validate.code, validate.stderr).toBe(3);
        expect(validate.stderr).toContain(
          `invoice-batch: validate: month.${type}: the file holds no invoices: ${words}`,
        );
        expect(validate.stdout).toContain("No invoices found: the mapping's rules left out every row read.");
        const validateJson = await runCliInProcess(['validate', ...args, '--json'], { cwd });
        expect(validateJson.code).toBe(3);
        expect(JSON.parse(validateJson.stdout)).toMatchObject({
          invoices: 0,
          everyRowLeftOut: true,
          skippedRows: left,
        });

        const upload = await runCliInProcess(['upload', ...args], { cwd });
        expect(upload.code, upload.stderr).toBe(3);
        expect(upload.stderr).toContain(`month.${type}: the file holds no invoices: ${words}`);
        const uploadJson = await runCliInProcess(['upload', ...args, '--json'], { cwd });
        expect(uploadJson.code, uploadJson.stderr).toBe(3);
        const report = JSON.parse(uploadJson.stdout) as { runs: { everyRowLeftOut: boolean }[]; invoices: number };
        expect(report.invoices).toBe(0);
        expect(report.runs.map((run) => run.everyRowLeftOut)).toEqual([true]);
      }, 60_000);
    }

  it('a file with invoices beside the rows left out still exits 0, its runs saying everyRowLeftOut false', async () => {
    const { cwd, args } = await setUp('csv', '  skipRows:\n    - { name: second, column: Number, equals: A2 }\n', [
      INVOICE(1),
      INVOICE(2),
    ]);
    const validate = await runCliInProcess(['validate', ...args, '--json'], { cwd });
    expect(validate.code, validate.stderr).toBe(0);
    expect(JSON.parse(validate.stdout)).toMatchObject({ invoices: 1, everyRowLeftOut: false });
    const upload = await runCliInProcess(['upload', ...args, '--json'], { cwd });
    expect(upload.code, upload.stderr).toBe(0);
    expect((JSON.parse(upload.stdout) as { runs: { everyRowLeftOut: boolean }[] }).runs[0]?.everyRowLeftOut).toBe(
      false,
    );
  }, 60_000);

  // A nightly export on a day without invoices: however it is written, one answer.
  const EMPTY_DAYS: { day: string; source: string; rows: string[][]; says: string; leftOut: boolean }[] = [
    { day: 'its header alone', source: '', rows: [], says: 'no data rows below its header', leftOut: false },
    {
      day: 'its header and a total row a skipRows rule leaves out',
      source: '  skipRows:\n    - { name: total row, column: Vendor, matches: "^TOTAL" }\n',
      rows: [['TOTAL', '', '', '', '0.00', '0.00', '0.00']],
      says: "the mapping's rules left out every row read (1 row: 1 by total row)",
      leftOut: true,
    },
    {
      day: 'its header and a trailer line trailerRows takes',
      source: '  trailerRows: 1\n',
      rows: [['*** END OF REPORT: 0 invoices ***']],
      says: "the mapping's rules left out every row read (1 row: 1 by trailer (trailerRows: 1)",
      leftOut: true,
    },
  ];
  for (const type of ['csv', 'xlsx'] as const)
    for (const { day, source, rows, says, leftOut } of EMPTY_DAYS)
      it(`${type}, ${day}: validate and upload exit 3, the file holds no invoices, nothing posted`, async () => {
        const { cwd, args } = await setUp(type, source, rows);
        for (const command of ['validate', 'upload']) {
          const result = await runCliInProcess([command, ...args, '--json'], { cwd });
          expect(result.code, result.stderr).toBe(3);
          expect(result.stderr).toContain(`${command}: month.${type}: the file holds no invoices: ${says}`);
          expect(result.stderr).toContain('nothing posted');
          const json = JSON.parse(result.stdout) as {
            invoices: number;
            everyRowLeftOut?: boolean;
            runs?: { everyRowLeftOut: boolean }[];
          };
          expect(json.invoices).toBe(0);
          expect(json.everyRowLeftOut ?? json.runs?.[0]?.everyRowLeftOut).toBe(leftOut);
        }
      }, 60_000);

  it('an upload of an empty day beside a file with a mistake exits 1, the mistake first', async () => {
    const { cwd, args } = await setUp('csv', '', []);
    writeFileSync(join(cwd, 'bad.csv'), `${HEADER.join(',')}\n0000100001,B1,2026-11-31,EUR,119.00,100.00,19.00\n`);
    const upload = await runCliInProcess(['upload', ...args, join(cwd, 'bad.csv')], { cwd });
    expect(upload.code, upload.stderr).toBe(1);
    expect(upload.stderr).toContain('1 invalid');
    expect(upload.stderr).toContain('month.csv: the file holds no invoices: no data rows below its header');
  }, 60_000);

  it('an upload of an empty day beside a good file posts the good file and exits 3 for the empty one', async () => {
    const { cwd, args } = await setUp('csv', '', []);
    writeFileSync(join(cwd, 'good.csv'), `${HEADER.join(',')}\n${INVOICE(7).join(',')}\n`);
    const upload = await runCliInProcess(['upload', ...args, join(cwd, 'good.csv'), '--json'], { cwd });
    expect(upload.code, upload.stderr).toBe(3);
    expect(upload.stderr).toContain('month.csv: the file holds no invoices: no data rows below its header');
    expect(JSON.parse(upload.stdout)).toMatchObject({ invoices: 1, created: 1 });
  }, 60_000);
});
