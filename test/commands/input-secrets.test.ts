/**
 * An input file whose header row or a cell holds the API key: validate and upload never show the
 * key on the terminal, in a workbook or in the journal (the texts quoting the file are scrubbed).
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { journalRowsHolding } from '../helpers/journal-rows.js';
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

/** The key as a user may have typed or pasted it into a text cell: alone, inside other text, percent-encoded. */
const TYPED_KEYS: [string, string][] = [
  ['alone', KEY],
  ['inside other text', `INV ${KEY} 7`],
  ['percent-encoded', encodeURIComponent(KEY).replace(/-/g, '%2D')],
  ['in other letter case', KEY.toUpperCase()],
  ['in part, its last character cut', KEY.slice(0, -1)],
];

describe('the API key typed into a text cell', () => {
  it.each(TYPED_KEYS)(
    '%s, in the vendor or the invoice number: the invoice is invalid at that cell and never posted',
    async (_, typed) => {
      const cwd = makeTempDir('ib-typed-key');
      const sandbox = await startTestSandbox({ apiKeys: [KEY] });
      writeFileSync(join(cwd, 'mapping.yaml'), ONE_ROW_MAPPING);
      const csv = [
        HEADER,
        row(1, '119.00'),
        `0000100002,${typed},2026-05-01,EUR,119.00,100.00,19.00`,
        `${typed},K-3,2026-05-01,EUR,119.00,100.00,19.00`,
      ];
      writeFileSync(join(cwd, 'in.csv'), `${csv.join('\n')}\n`);
      const env = { INVOICE_BATCH_API_KEY: KEY };
      const journal = join(cwd, 'journal.sqlite');
      const common = ['in.csv', '--mapping', 'mapping.yaml', '--journal', journal, '--out', 'out'];
      const validate = await runCliInProcess(['validate', ...common, '--annotate'], { cwd, env });
      expect(validate.code).toBe(1);
      // The annotated copy says the problem at the row of the cell, and copies the cell as ***.
      const annotated = readdirSync(join(cwd, 'out')).find((name) => name.includes('-annotated-'));
      const copy = readFileSync(join(cwd, 'out', annotated ?? 'none'), 'utf8').split('\n');
      expect(copy[2]).toMatch(/^0000100002,[^,]*\*\*\*[^,]*,.*expected no API key/);
      expect(copy[3]).toMatch(/^[^,]*\*\*\*[^,]*,K-3,.*expected no API key/);
      expect(copy.join('\n')).not.toContain(KEY);
      expect(copy.join('\n')).not.toContain(typed);
      expect(validate.stdout).toMatch(/row 3, column "Number": expected no API key .*the API key/);
      expect(validate.stdout).toMatch(/row 4, column "Vendor": expected no API key .*the API key/);
      const upload = await runCliInProcess(
        ['upload', ...common, '--partial', '--base-url', sandbox.baseUrl, '--json'],
        {
          cwd,
          env,
        },
      );
      expect(upload.code).toBe(1);
      expect(JSON.parse(upload.stdout)).toMatchObject({ created: 1, invalid: 2 });
      expect(sandbox.stats().createRequests).toBe(1);
      for (const result of [validate, upload]) {
        expect(result.stdout + result.stderr).not.toContain(KEY);
        expect(result.stdout + result.stderr).not.toContain(typed);
      }
      expect(await outputTexts(cwd, 'in.csv')).not.toContain(KEY);
      expect(journalRowsHolding(journal, KEY)).toEqual([]);
      expect(journalRowsHolding(journal, typed)).toEqual([]);
    },
  );

  // Twelve or more of the key's characters in a row are the key in part (secret-forms.ts), refused
  // above; fewer are an ordinary text that happens to share them.
  it('a text that only shares a few characters of the key is posted', async () => {
    const cwd = makeTempDir('ib-typed-key-part');
    const sandbox = await startTestSandbox({ apiKeys: [KEY] });
    writeFileSync(join(cwd, 'mapping.yaml'), ONE_ROW_MAPPING);
    writeFileSync(
      join(cwd, 'in.csv'),
      `${HEADER}\n0000100002,${KEY.slice(0, 11)}-2026,2026-05-01,EUR,119.00,100.00,19.00\n`,
    );
    const upload = await runCliInProcess(
      ['upload', 'in.csv', '--mapping', 'mapping.yaml', '--journal', 'j.sqlite', '--base-url', sandbox.baseUrl],
      { cwd, env: { INVOICE_BATCH_API_KEY: KEY } },
    );
    expect(upload.code, upload.stdout + upload.stderr).toBe(0);
    expect(sandbox.stats().created).toBe(1);
  });
});

/** How a key ends up in a file's name: whole, in another case, percent-encoded, base64url, in part. */
const NAMED_KEYS: [string, string][] = [
  ['whole', KEY],
  ['in upper case', KEY.toUpperCase()],
  ['percent-encoded', [...KEY].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('')],
  ['as base64url', Buffer.from(KEY).toString('base64url')],
  ['in part, its last four characters cut', KEY.slice(0, -4)],
];

describe('an input file named with the API key', () => {
  it.each(NAMED_KEYS)(
    '%s: its results workbook and annotated copy name it with ___ for the key (no * in a Windows name), its journal rows with ***',
    async (_, named) => {
      const cwd = makeTempDir('ib-named-key');
      const sandbox = await startTestSandbox({ apiKeys: [KEY] });
      writeFileSync(join(cwd, 'mapping.yaml'), ONE_ROW_MAPPING);
      const input = `${named}.csv`;
      writeFileSync(join(cwd, input), `${HEADER}\n${row(1, '119.00')}\n`);
      const journal = join(cwd, 'journal.sqlite');
      const upload = await runCliInProcess(
        [
          'upload',
          input,
          '--mapping',
          'mapping.yaml',
          '--journal',
          journal,
          '--out',
          'out',
          '--base-url',
          sandbox.baseUrl,
        ],
        { cwd, env: { INVOICE_BATCH_API_KEY: KEY } },
      );
      expect(upload.code, upload.stderr).toBe(0);
      const annotate = await runCliInProcess(
        [
          'upload',
          input,
          ...['--mapping', 'mapping.yaml', '--journal', journal, '--out', 'out', '--annotate'],
          '--base-url',
          sandbox.baseUrl,
        ],
        { cwd, env: { INVOICE_BATCH_API_KEY: KEY } },
      );
      expect(annotate.code, annotate.stderr).toBe(0);
      const names = readdirSync(join(cwd, 'out'));
      expect(names.filter((name) => /^[^-]*___[^-]*-results-/.test(name))).toHaveLength(2);
      expect(names.filter((name) => /^[^-]*___[^-]*-annotated-/.test(name))).toHaveLength(1);
      const written = (await outputTexts(cwd, input)) + names.join('\n');
      const rows = journalRowsHolding(journal, '').join('\n');
      for (const text of [written, rows]) {
        expect(text).toContain('***');
        expect(text).not.toContain(named);
        for (let at = 0; at + 12 <= KEY.length; at += 1)
          expect(text.toLowerCase()).not.toContain(KEY.slice(at, at + 12).toLowerCase());
      }
    },
  );
});

describe('a file named with the API key, validated', () => {
  it.each(NAMED_KEYS)('%s: its validation workbook is named with ___ for the key', async (_, named) => {
    const cwd = makeTempDir('ib-named-key-validate');
    writeFileSync(join(cwd, 'mapping.yaml'), ONE_ROW_MAPPING);
    const input = `${named}.csv`;
    writeFileSync(join(cwd, input), `${HEADER}\n${row(1, '119.00')}\n`);
    const validate = await runCliInProcess(
      ['validate', input, '--mapping', 'mapping.yaml', '--journal', join(cwd, 'journal.sqlite'), '--out', 'out'],
      { cwd, env: { INVOICE_BATCH_API_KEY: KEY } },
    );
    expect(validate.code, validate.stderr).toBe(0);
    const names = readdirSync(join(cwd, 'out')).filter((name) => name.includes('-validation-'));
    expect(names).toEqual([expect.stringMatching(/^[^-]*___[^-]*-validation-/)]);
    for (let at = 0; at + 12 <= KEY.length; at += 1)
      expect(names[0]!.toLowerCase()).not.toContain(KEY.slice(at, at + 12).toLowerCase());
  });
});
