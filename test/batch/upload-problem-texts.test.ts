/**
 * An upload records the problems of its invalid invoices in the journal, where journal show, history
 * and the results workbooks read them. They quote the file (a cell's value), so they are masked by
 * the one rule input data is masked by (scrub-data-text.ts): the API key in any spelling or a run of
 * it, and a base URL password of 12 characters or more, become `***`; the URL's user name, a short
 * run of the password and everything else are kept as written (`ACME-1001` stays `ACME-1001`).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadMappedFiles } from '../../src/batch/upload-mapped-files.js';
import { openJournal } from '../../src/journal/open-journal.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { sqliteJournalRows } from '../helpers/journal-rows.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { INVOICE_NUMBER_PARTS, KEY, LONG_PASSWORD, USER, shownSecrets } from './secret-number-parts.js';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ apiKeys: [KEY] });
});

/** Uploads two rows with the invoice number `number` (the second a duplicate); the problems recorded. */
async function problemsOf(dir: string, number: string) {
  const address = new URL(sandbox.baseUrl);
  address.username = USER;
  address.password = LONG_PASSWORD;
  const file = join(dir, 'in.csv');
  const row = `0000100001,"${number}",2026-05-01,EUR,119.00,100.00,19.00\n`;
  writeFileSync(file, `Vendor,Number,Date,Currency,Total,Net,Tax\n${row}${row}`);
  const journalFile = join(dir, 'journal.sqlite');
  const journal = await openJournal(journalFile);
  try {
    await uploadMappedFiles(journal, await loadMapping(join(dir, 'mapping.yaml')), {
      target: sandbox.target({ apiKey: KEY, baseUrl: address.href.replace(/\/$/, '') }),
      files: [file],
      mapping: 'mapping.yaml',
      partial: true,
      duplicates: { messagePattern: 'duplicate', instancePattern: undefined },
      outDir: join(dir, 'out'),
    });
  } finally {
    await journal.close();
  }
  const db = new Database(journalFile, { readonly: true });
  try {
    const problems = db.prepare('SELECT value, message FROM problems').all() as { value: string; message: string }[];
    return { problems, rows: sqliteJournalRows(journalFile) };
  } finally {
    db.close();
  }
}

const WORD = fc.constantFrom('', 'INV-', 'ref ', '2026/');
const TAIL = fc.constantFrom('', '-1001', ' May', '/7');

describe("an upload's problem texts in the journal", () => {
  it('keep every invoice number as written but for the key and a long password, which never appear', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(WORD, fc.constantFrom(...INVOICE_NUMBER_PARTS), TAIL, async (before, [label], after) => {
        const [, written, masked] = INVOICE_NUMBER_PARTS.find(([name]) => name === label)!;
        n += 1;
        const dir = makeTempDir(`ib-upload-problem-texts-${n}`);
        writeFileSync(join(dir, 'mapping.yaml'), ONE_ROW_MAPPING);
        const { problems, rows } = await problemsOf(dir, `${before}${written}${after}`);
        const duplicate = problems.find((problem) => problem.message.includes('once in a file'));
        expect(shownSecrets(duplicate?.value ?? '(no duplicate problem)'), label).toBe(`${before}${masked}${after}`);
        expect(
          rows.filter((text) => /<the key>|<the password>/.test(shownSecrets(text))),
          label,
        ).toEqual([]);
      }),
      { numRuns: 20 },
    );
  });
});
