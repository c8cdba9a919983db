/**
 * An invoice held for another vendor id is held when the invoice there was created, is in doubt, or
 * is still being sent: the results workbook's Summary (its status and what to do), its Legend and
 * the terminal name all three states in the same words. Real sandbox, real SQLite journal, the
 * workbook read back with exceljs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBook, summaryValues } from '../helpers/read-workbook.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

const HELD_WORDS =
  'an invoice with the same invoice number, date, amount and currency was created, is in doubt, or is still being sent for another vendor id';

/** The results workbook the terminal's summary names. */
function resultsOf(stdout: string, cwd: string): string {
  const named = /^Results: +(.+\.xlsx)$/m.exec(stdout)?.[1];
  if (named === undefined) throw new Error(`no results workbook named in:\n${stdout}`);
  return resolve(cwd, named);
}

describe('the words of a hold for another vendor id', () => {
  it('name created, in doubt and still being sent on the Summary, the Legend and the terminal alike', async () => {
    const cwd = makeTempDir('held-other-payee-words');
    const sandbox = await startTestSandbox();
    const upload = () =>
      runCliInProcess(['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl], { cwd });
    const csv = writeUploadInputs(cwd, { count: 2, prefix: 'HOP' });
    expect((await upload()).code).toBe(0);
    // HOP-0002 was posted for 0000100003; its vendor is corrected, the date, amount and currency kept.
    writeFileSync(csv, readFileSync(csv, 'utf8').replace('0000100003,HOP-0002', '0000100009,HOP-0002'));

    const again = await upload();
    expect(again.code).toBe(1);
    const terminal = again.stdout.replace(/\s+/g, ' ');
    expect(terminal).toContain(`1 invoice(s) are held: differs. Held invoices were NOT POSTED: ${HELD_WORDS} `);
    expect(terminal).toContain('one still being sent: upload again once its run has finished');

    const workbook = resultsOf(again.stdout, cwd);
    const summary = await summaryValues(workbook);
    expect(String(summary.get('Held: what to do'))).toContain(`Held invoices were NOT POSTED: ${HELD_WORDS} `);
    expect(String(summary.get('Held: what to do'))).toBe(
      terminal.split('held: differs. ')[1]!.split(' Not posted:')[0],
    );
    expect(String(summary.get('Status'))).toContain(HELD_WORDS);

    const legend = (await readBook(workbook)).getWorksheet('Legend')!;
    const held = legend.getColumn(1).values.findIndex((value) => value === 'held: differs');
    expect(held).toBeGreaterThan(0);
    expect(String(legend.getRow(held).getCell(2).value)).toContain(HELD_WORDS);
    expect(String(legend.getRow(held).getCell(3).value)).toContain('still being sent');
  });
});
