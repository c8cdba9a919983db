/**
 * One rule for every control total: an amount that could not be read (or is missing) is added to
 * no total, and every path that shows totals says how many invoices it leaves out, even when it
 * leaves out all of them: validate (terminal, --json, validation workbook) and upload (terminal,
 * --json, the results workbook's Summary), each command parsed as cli.ts parses it and run in this
 * process against a sandbox, for a table of files as writers produce them. The paths are the
 * subject, not the process: one case runs through the compiled CLI as well (build first:
 * npx tsc -p .) and must print what the in-process run prints.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { fileTotalLabel } from '../../src/report/validation/write-validation-workbook.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { readBook, rowValues } from '../helpers/read-workbook.js';

interface Case {
  name: string;
  /** [Currency, Total] of each invoice; its one line carries 10.00. */
  rows: [string, string][];
  /** Per currency the amount in the file, four places. */
  totals: Record<string, string>;
  /** Invoices in no total. */
  untotalled: number;
}

const CASES: Case[] = [
  {
    name: 'readable amounts and a credit note',
    rows: [
      ['EUR', '100.00'],
      ['EUR', '-45.00'],
    ],
    totals: { EUR: '55.0000' },
    untotalled: 0,
  },
  {
    name: 'a credit note in parentheses beside an amount that is no number',
    rows: [
      ['USD', '(45.00)'],
      ['USD', 'n/a'],
      ['USD', '20.50'],
    ],
    totals: { USD: '-24.5000' },
    untotalled: 1,
  },
  {
    name: 'an empty amount and one in another currency',
    rows: [
      ['EUR', ''],
      ['USD', '€100'],
      ['EUR', '7.25'],
    ],
    totals: { EUR: '7.2500' },
    untotalled: 2,
  },
  {
    name: 'more places than the currency has',
    rows: [
      ['JPY', '100.5'],
      ['KWD', '1.234'],
      ['EUR', '12.345'],
    ],
    totals: { KWD: '1.2340' },
    untotalled: 2,
  },
  {
    name: 'no amount readable at all',
    rows: [
      ['EUR', 'n/a'],
      ['EUR', ''],
      ['USD', 'about 7'],
    ],
    totals: {},
    untotalled: 3,
  },
];

const UNTOTALLED = (n: number) => `${n} invoice${n === 1 ? '' : 's'} whose amount or currency could not be read`;

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

function writeInputs(cwd: string, rows: Case['rows']): void {
  const lines = [
    'Vendor,Number,Date,Currency,Total,Net,Tax',
    ...rows.map(([currency, total], i) => `0000100001,CP-${i + 1},2024-03-01,${currency},"${total}",10.00,0`),
  ];
  writeFileSync(join(cwd, 'invoices.csv'), `${lines.join('\n')}\n`);
  writeFileSync(join(cwd, 'mapping.yaml'), ONE_ROW_MAPPING);
}

/** Column A and B of each row of a sheet. */
async function labelled(file: string, sheet: string): Promise<Map<string, unknown[]>> {
  const book = await readBook(file);
  const rows = new Map<string, unknown[]>();
  const ws = book.getWorksheet(sheet)!;
  ws.eachRow((row, n) => rows.set(String(row.getCell(1).value), rowValues(ws, n).slice(1)));
  return rows;
}

const amount = (value: unknown) => Number(value).toFixed(4);

describe('control totals say the same on every path', () => {
  it.each(CASES)('$name', { timeout: 60_000 }, async ({ rows, totals, untotalled }) => {
    const cwd = makeTempDir('totals-paths');
    writeInputs(cwd, rows);
    const currencies = Object.keys(totals).sort();

    const validateJson = JSON.parse(
      (
        await runCliInProcess(['validate', 'invoices.csv', '--mapping', 'mapping.yaml', '--json', '--out', 'v'], {
          cwd,
        })
      ).stdout,
    );
    expect(validateJson.totals).toEqual(totals);
    expect(validateJson.untotalled).toBe(untotalled);

    const validateText = (
      await runCliInProcess(['validate', 'invoices.csv', '--mapping', 'mapping.yaml', '--out', 'v'], { cwd })
    ).stdout;
    expect(validateText.includes(`not in these totals: ${UNTOTALLED(untotalled)}`)).toBe(untotalled > 0);
    expect(validateText).not.toMatch(/not in these totals: 0 /);

    const validation = await labelled(join(cwd, 'v', readdirSync(join(cwd, 'v'))[0]!), 'Summary');
    for (const currency of currencies)
      expect(amount(validation.get(fileTotalLabel(currency))?.[0])).toBe(totals[currency]);
    expect([...validation.keys()].filter((label) => label.startsWith('Total ')).length).toBe(currencies.length);
    expect(String(validation.get('Not in the totals')?.[0] ?? '')).toBe(
      untotalled > 0 ? `${UNTOTALLED(untotalled)} (see the problems)` : '',
    );

    const upload = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--partial'];
    const uploadJson = JSON.parse((await runCliInProcess([...upload, '--json'], { cwd })).stdout);
    expect(
      Object.fromEntries(
        Object.entries(uploadJson.totals as Record<string, { source: string }>).map(([c, t]) => [c, t.source]),
      ),
    ).toEqual(totals);
    expect(uploadJson.untotalled).toBe(untotalled);

    const summary = await labelled(uploadJson.results as string, 'Summary');
    for (const currency of currencies) expect(amount(summary.get(currency)?.[0])).toBe(totals[currency]);
    expect(String(summary.get('Not in these totals')?.[0] ?? '')).toBe(
      untotalled > 0 ? `${UNTOTALLED(untotalled)} (see the problems)` : '',
    );

    // The same file again: all skipped or invalid, the terminal's control totals the same.
    const uploadText = (await runCliInProcess(upload, { cwd })).stdout;
    expect(uploadText.includes(`not in these totals: ${UNTOTALLED(untotalled)}`)).toBe(untotalled > 0);
  });

  it('the compiled CLI prints what the in-process run prints', { timeout: 180_000 }, async () => {
    const cwd = makeTempDir('totals-paths-cli');
    writeInputs(cwd, CASES[1]!.rows);
    const args = ['validate', 'invoices.csv', '--mapping', 'mapping.yaml', '--no-workbook'];
    const spawned = await runCliProcess(args, { cwd });
    const inProcess = await runCliInProcess(args, { cwd });
    // The time the reading took is the one line that may differ.
    const untimed = (text: string) => text.replace(/ in [\d.]+ m?s$/m, ' in (time)');
    expect(spawned.code).toBe(inProcess.code);
    expect(untimed(spawned.stdout)).toBe(untimed(inProcess.stdout));
    expect(spawned.stdout).toContain(`not in these totals: ${UNTOTALLED(CASES[1]!.untotalled)}`);
  });
});
