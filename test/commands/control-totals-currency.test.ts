/**
 * Control totals name only currencies validation accepts, end to end through the compiled CLI
 * (build first: npx tsc -p .): an invoice whose currency is not a currency code (EURO, eur, QQQ, an
 * empty cell) is in no total, and the terminal, --json and the workbook's Summary say how many are out.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { fileTotalLabel } from '../../src/report/validation/write-validation-workbook.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { readBook } from '../helpers/read-workbook.js';

/** Currencies as spreadsheets hold them: a valid code, a name, lower case, a code ISO 4217 does not list, nothing. */
const ROWS = [
  ['0000100001', 'CC-1', '2024-03-01', 'EUR', '100.00', '100.00', '0'],
  ['0000100001', 'CC-2', '2024-03-01', 'EURO', '20.50', '20.50', '0'],
  ['0000100001', 'CC-3', '2024-03-01', '', '7.00', '7.00', '0'],
  ['0000100001', 'CC-4', '2024-03-01', 'QQQ', '3.00', '3.00', '0'],
  ['0000100001', 'CC-5', '2024-03-01', 'USD', '1.25', '1.25', '0'],
];

function writeInputs(cwd: string): void {
  const lines = ['Vendor,Number,Date,Currency,Total,Net,Tax', ...ROWS.map((row) => row.join(','))];
  writeFileSync(join(cwd, 'invoices.csv'), `${lines.join('\n')}\n`);
  writeFileSync(join(cwd, 'mapping.yaml'), ONE_ROW_MAPPING);
}

describe('control totals of invoices whose currency is invalid', () => {
  it('validate: the terminal, --json and the workbook total EUR and USD only and leave out the other three', async () => {
    const cwd = makeTempDir('totals-currency');
    writeInputs(cwd);
    const args = ['validate', 'invoices.csv', '--mapping', 'mapping.yaml'];

    const json = await runCliProcess([...args, '--json', '--workbook'], { cwd });
    const document = JSON.parse(json.stdout);
    expect(document.totals).toEqual({ EUR: '100.0000', USD: '1.2500' });
    expect(document.untotalled).toBe(3);

    const text = await runCliProcess([...args, '--no-workbook'], { cwd });
    expect(text.stdout).toMatch(/total EUR +100\.00\n/);
    expect(text.stdout).not.toMatch(/total (EURO|QQQ)/);
    expect(text.stdout).toContain('not in these totals: 3 invoices whose amount or currency could not be read');

    const workbook = /^Validation workbook: (.+)$/m.exec(json.stderr)?.[1];
    expect(workbook).toEqual(expect.any(String));
    const summary = (await readBook(resolve(cwd, workbook!))).getWorksheet('Summary')!;
    const labelled = new Map<string, unknown>();
    summary.eachRow((row) => labelled.set(String(row.getCell(1).value), row.getCell(2).value));
    const totals = [...labelled.keys()].filter((label) => label.startsWith('Total '));
    expect(totals).toEqual([fileTotalLabel('EUR'), fileTotalLabel('USD')]);
    expect(labelled.get(fileTotalLabel('EUR'))).toBe(100);
    expect(String(labelled.get('Not in the totals'))).toMatch(/^3 invoices whose amount or currency/);
  });
});
