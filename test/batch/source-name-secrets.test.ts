/**
 * A source file named with the API key, in a folder named with it too (a key pasted into a name
 * from a chat, the key file dropped in): every file the product writes (results and validation
 * workbooks, their CSVs, annotated copies, the reconciliation workbook, the drop folder's results),
 * the journal's bytes and whatever it keeps in the state folder name the file with `***` for the
 * key. Found by reading every byte written, not by the cells known to name a file.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { zipPartsOf } from '../report/annotated-copy/hidden-texts-workbook.js';

const KEY = 'ib_live_5Rt8-Wq3_zX1cV7bN2mA4sD6fG9hJ0';
/** The key and a run of it long enough to count as the key (secret-forms.ts), lower-cased. */
const FORMS = [KEY, KEY.slice(10, 22)].map((form) => form.toLowerCase());
const HEADER = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax'];
/** Valid invoices (some of which the sandbox fails) and two invalid ones: every outcome and problem. */
const ROWS = [
  ...Array.from({ length: 6 }, (_, i) => [
    '0000100001',
    `SN-${i + 1}`,
    '2026-05-01',
    'EUR',
    '119.00',
    '100.00',
    '19.00',
  ]),
  ['0000100001', 'SN-BAD-DATE', 'not a date', 'EUR', '119.00', '100.00', '19.00'],
  ['0000100001', 'SN-BAD-AMOUNT', '2026-05-01', 'EUR', 'n/a', '100.00', '19.00'],
];

/** A text with the key (lower-cased as searched) named, never shown. */
const shown = (text: string) => FORMS.reduce((kept, form) => kept.toLowerCase().split(form).join('<the key>'), text);

/** Every part of the text of a file as written: an .xlsx's zipped parts unzipped, any other file's bytes. */
async function textsOf(file: string): Promise<string[]> {
  const bytes = readFileSync(file);
  if (!file.endsWith('.xlsx')) return [bytes.toString('latin1'), bytes.toString('utf8')];
  const parts = await zipPartsOf(file);
  return [...parts.keys(), ...parts.values()];
}

/** Files under `dir`, relative to it, the inputs' folder left out. */
function filesUnder(dir: string, skip: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((entry) => !join(dir, entry).startsWith(skip))
    .filter((entry) => statSync(join(dir, entry)).isFile());
}

/** The files (by name relative to `dir`) that hold the key in some form, in their name or bytes. */
async function holdingKey(dir: string, skip: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of filesUnder(dir, skip)) {
    const texts = [entry, ...(await textsOf(join(dir, entry)))].map((text) => text.toLowerCase());
    const text = texts.find((each) => FORMS.some((form) => each.includes(form)));
    if (text === undefined) continue;
    // What precedes the first hit tells where it was written (a journal's bytes as dots); never the key itself.
    const at = Math.min(...FORMS.map((form) => text.indexOf(form)).filter((index) => index >= 0));
    const excerpt = shown(text.slice(Math.max(0, at - 80), at + 50)).replace(/[^\x20-\x7e]/g, '.');
    found.push(`${shown(entry)}: ${excerpt}`);
  }
  return found;
}

async function writeXlsx(path: string): Promise<void> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Invoices');
  sheet.addRow(HEADER);
  for (const row of ROWS) sheet.addRow(row.map((cell) => cell.replace('SN-', 'SX-')));
  await book.xlsx.writeFile(path);
}

describe('a source file and folder named with the API key', () => {
  it('upload, validate, reconcile and watch write it nowhere: not in a workbook, CSV, journal or state file', async () => {
    const cwd = makeTempDir('ib-source-name-secrets');
    const inputs = join(cwd, `in-${KEY}`);
    mkdirSync(inputs);
    writeFileSync(join(cwd, 'mapping.yaml'), ONE_ROW_MAPPING);
    const csv = join(inputs, `ap-2026-12-${KEY}.csv`);
    writeFileSync(csv, [HEADER, ...ROWS].map((row) => row.join(',')).join('\n') + '\n');
    const xlsx = join(inputs, `ap-2026-12-${KEY}.xlsx`);
    await writeXlsx(xlsx);
    const drop = join(cwd, `drop-${KEY}`);
    mkdirSync(join(drop, 'inbox'), { recursive: true });
    writeFileSync(
      join(drop, 'inbox', `eu-2026-10-${KEY}.csv`),
      [HEADER, ...ROWS].map((row) => row.join(',').replace('SN-', 'SD-')).join('\n') + '\n',
    );
    // A file of valid invoices only is uploaded and moved to done/; the one above is refused for its invalid rows.
    writeFileSync(
      join(drop, 'inbox', `eu-2026-11-${KEY}.csv`),
      [HEADER, ...ROWS.slice(0, 3)].map((row) => row.join(',').replace('SN-', 'SE-')).join('\n') + '\n',
    );

    const sandbox = await startTestSandbox({ apiKeys: [KEY], failRate: 0.4, seed: 3 });
    const env = { INVOICE_BATCH_API_KEY: KEY, INVOICE_BATCH_STATE_DIR: join(cwd, 'state') };
    const own = ['--journal', join(cwd, 'journal.sqlite'), '--base-url', sandbox.baseUrl];
    const run = (...args: string[]) => runCliInProcess([...args, ...own], { cwd, env });
    // The drop folder's back-end fails nothing, so its good file is moved to done/ rather than left in processing/.
    const steady = await startTestSandbox({ apiKeys: [KEY] });
    const watch = ['watch', drop, '--once', '--mapping', 'mapping.yaml', '--journal', own[1]!];
    const out = ['--out', join(cwd, 'out')];
    const codes = [
      (await run('upload', csv, '--mapping', 'mapping.yaml', '--partial', '--annotate', ...out)).code,
      (await run('upload', xlsx, '--mapping', 'mapping.yaml', '--partial', '--annotate', '--results', 'csv', ...out))
        .code,
      (await run('validate', csv, '--mapping', 'mapping.yaml', '--annotate', ...out)).code,
      (await run('validate', xlsx, '--mapping', 'mapping.yaml', '--annotate', '--json', ...out)).code,
      (await run('reconcile', ...out)).code,
      (await runCliInProcess([...watch, '--base-url', steady.baseUrl], { cwd, env })).code,
    ];
    // Every command ran to its end: invalid invoices and failed sends are outcomes, not stops.
    expect(codes.every((code) => code !== null && code < 64)).toBe(true);
    const written = filesUnder(cwd, inputs);
    // Each kind of output was written, so the search below had something to read.
    for (const kind of ['-results-', '-validation-', 'annotated', 'reconcile-', 'journal.sqlite', '/done/', '/failed/'])
      expect(written.some((entry) => entry.includes(kind))).toBe(true);
    expect(written.some((entry) => entry.endsWith('.csv') && entry.startsWith('out'))).toBe(true);
    // Names under the drop folder are relative to it: the folder's own name is the user's.
    const inDrop = await holdingKey(drop, join(drop, 'none'));
    const elsewhere = await holdingKey(cwd, inputs);
    expect([...inDrop, ...elsewhere.filter((entry) => !entry.startsWith('drop-'))]).toEqual([]);
  });
});
