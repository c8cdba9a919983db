/**
 * `upload --annotate` copies the user's file with `***` in place of the API key wherever it is, as
 * validate does: a cell the mapping does not read, or a note (comment) on a cell, changed without a
 * word would be a silent change of the user's data. The upload names each one on the terminal and
 * in --json `warnings`, by sheet and cell and the secret's name, never the secret.
 */
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { writeFileSync } from 'node:fs';

const KEY = 'ib_live_8Gm4-Tc6_wE1rU3iO5pA7sD9fJ2hL0';

/** A one-invoice workbook whose Remarks column (not mapped) holds the key, and the Number cell a note holding it. */
async function writeInput(path: string): Promise<void> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Invoices');
  sheet.addRow(['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax', 'Remarks']);
  sheet.addRow(['0000100001', 'W-1', '2026-05-01', 'EUR', '119.00', '100.00', '19.00', `key ${KEY}`]);
  sheet.getCell('B2').note = `pasted ${KEY} here`;
  await book.xlsx.writeFile(path);
}

describe('upload --annotate', () => {
  it('warns of each cell and note its copy shows *** in, never showing the key', async () => {
    const cwd = makeTempDir('ib-upload-annotate-warnings');
    writeFileSync(join(cwd, 'mapping.yaml'), ONE_ROW_MAPPING);
    await writeInput(join(cwd, 'in.xlsx'));
    const env = { INVOICE_BATCH_API_KEY: KEY };
    // Each upload to a back-end and journal of its own: the second would find the invoice created.
    const upload = async (name: string, ...flags: string[]) => {
      const sandbox = await startTestSandbox({ apiKeys: [KEY] });
      const journal = join(cwd, `${name}.sqlite`);
      const common = ['in.xlsx', '--mapping', 'mapping.yaml', '--out', name, '--annotate', '--journal', journal];
      return runCliInProcess(['upload', ...common, '--base-url', sandbox.baseUrl, ...flags], { cwd, env });
    };
    const text = await upload('text');
    const json = await upload('json', '--json');
    expect([text.code, json.code]).toEqual([0, 0]);
    const cell =
      'in.xlsx, sheet Invoices, row 2, column "Remarks": the annotated copy shows *** in place of the API key this cell held';
    const note =
      'in.xlsx, sheet Invoices, row 2, column "Number": the annotated copy shows *** in place of the API key the note on cell B2 held';
    expect(text.stdout).toContain('\nWarnings (2):\n');
    expect(text.stdout).toContain(`  ${cell}`);
    expect(text.stdout).toContain(`  ${note}`);
    const warnings = (
      JSON.parse(json.stdout) as { warnings?: { sheet: string; row: number; column: string; message: string }[] }
    ).warnings;
    expect(warnings?.map((w) => [w.sheet, w.row, w.column, w.message.split(';')[0]])).toEqual([
      ['Invoices', 2, 'Remarks', 'the annotated copy shows *** in place of the API key this cell held'],
      ['Invoices', 2, 'Number', 'the annotated copy shows *** in place of the API key the note on cell B2 held'],
    ]);
    for (const result of [text, json])
      expect((result.stdout + result.stderr).toLowerCase()).not.toContain(KEY.slice(8, 20).toLowerCase());
  });
});
