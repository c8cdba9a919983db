/**
 * Every table sheet of the workbooks `validate` and `upload` write prints readable: the text at 8 pt
 * or more on a landscape Letter page, as worked out from the page setup each sheet carries, end to
 * end through the compiled CLI (build first: npx tsc -p .) against a sandbox. The input has the
 * problems real files have, so every sheet has rows, and long messages widen no sheet past that.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { readPrintedTextSizes } from '../helpers/read-printed-text-size.js';

const LEAST_READABLE_PT = 8;

function writeInputs(cwd: string): void {
  const rows = Array.from(
    { length: 50 },
    (_, i) => `0000100001,PR-${i + 1},2024-03-01,EUR,${100 + i}.00,${100 + i}.00,0`,
  );
  rows.push('0000100001,PR-X1,2024-03-01,EURO,5.00,5.00,0', '0000100001,PR-X2,not a date,EUR,5.00,5.00,0');
  writeFileSync(join(cwd, 'invoices.csv'), `Vendor,Number,Date,Currency,Total,Net,Tax\n${rows.join('\n')}\n`);
  writeFileSync(join(cwd, 'mapping.yaml'), ONE_ROW_MAPPING);
}

function expectReadable(sizes: Map<string, { pt: number; across: number }>, sheets: readonly string[]): void {
  for (const sheet of sheets) {
    const size = sizes.get(sheet);
    expect(size, sheet).toBeDefined();
    expect(size!.pt, `${sheet} prints at ${size!.pt.toFixed(1)} pt`).toBeGreaterThanOrEqual(LEAST_READABLE_PT);
  }
}

describe('printed sheets', () => {
  it('validate: Problems and Invoices of the validation workbook print at 8 pt or more', async () => {
    const cwd = makeTempDir('print-validate');
    writeInputs(cwd);
    const run = await runCliProcess(['validate', 'invoices.csv', '--mapping', 'mapping.yaml', '--json', '--workbook'], {
      cwd,
    });
    const workbook = /^Validation workbook: (.+)$/m.exec(run.stderr)?.[1];
    expect(workbook, run.stderr).toEqual(expect.any(String));
    expectReadable(await readPrintedTextSizes(resolve(cwd, workbook!)), ['Problems', 'Invoices', 'Summary']);
  });

  it('upload: Results and Problems of the results workbook print at 8 pt or more', async () => {
    const cwd = makeTempDir('print-upload');
    writeInputs(cwd);
    const sandbox = await startTestSandbox();
    const args = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--partial'];
    const document = JSON.parse((await runCliProcess([...args, '--json'], { cwd })).stdout);
    expectReadable(await readPrintedTextSizes(document.results as string), ['Results', 'Problems']);
  });
});
