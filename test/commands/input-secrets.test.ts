/**
 * An input file whose header row or a cell holds the API key: validate and upload never show the
 * key on the terminal, in a workbook or in the journal (the texts quoting the file are scrubbed).
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { journalRowsHolding } from '../helpers/journal-rows-holding.js';
import { readBook } from '../helpers/read-workbook.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';

const KEY = 'ib_live_7Qx2-Zk9_aB3cD4eF5gH6iJ7kL8mN9';
const HEADER = 'Vendor,Number,Date,Currency,Total,Net,Tax';
const row = (n: number, total: string) => `000010000${n},K-${n},2026-05-01,EUR,${total},100.00,19.00`;

/** Every file the run left in the folder (workbooks read cell by cell), but the input and the journal. */
async function outputTexts(dir: string, input: string): Promise<string> {
  const texts: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.xlsx') || entry === input) continue;
    const book = await readBook(join(dir, entry));
    book.eachSheet((sheet) =>
      sheet.eachRow((r) => {
        r.eachCell((cell) => texts.push(cell.text));
      }),
    );
    texts.push(entry);
  }
  return texts.join('\n');
}

const CASES: [string, string][] = [
  ['a header', `${HEADER.replace('Tax', KEY)}\n${row(1, '119.00')}\n`],
  ['a cell', `${HEADER}\n${row(1, KEY)}\n${row(2, '119.00')}\n`],
];

describe('the API key in an input file', () => {
  it.each(CASES)('in %s is shown by neither validate nor upload', async (_, csv) => {
    const cwd = makeTempDir('ib-input-secret');
    const sandbox = await startTestSandbox({ apiKeys: [KEY] });
    writeFileSync(join(cwd, 'mapping.yaml'), ONE_ROW_MAPPING);
    writeFileSync(join(cwd, 'in.csv'), csv);
    const env = { INVOICE_BATCH_API_KEY: KEY };
    const journal = join(cwd, 'journal.sqlite');
    const common = ['in.csv', '--mapping', 'mapping.yaml', '--journal', journal, '--out', 'out'];
    const validate = await runCliInProcess(['validate', ...common], { cwd, env });
    const json = await runCliInProcess(['validate', ...common, '--json'], { cwd, env });
    const upload = await runCliInProcess(['upload', ...common, '--base-url', sandbox.baseUrl], { cwd, env });
    for (const result of [validate, json]) expect(result.stdout + result.stderr).toContain('***');
    for (const result of [validate, upload, json]) {
      expect(result.code).not.toBe(0);
      expect(result.stdout + result.stderr).not.toContain(KEY);
    }
    expect(await outputTexts(cwd, 'in.csv')).not.toContain(KEY);
    expect(journalRowsHolding(journal, KEY)).toEqual([]);
  });
});
