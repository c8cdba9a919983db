/**
 * import-results records a workbook's name and path in its run and in every imported invoice's
 * detail, which journal show and history print. Masked by the one rule input data is masked by
 * (scrub-data-text.ts): the key and a long password never appear; a name sharing the URL's user name
 * (`acme-1001.xlsx`) is recorded as written, as its invoice numbers are. A number cell holding a
 * secret is refused, by a message naming the workbook by the same rule.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importResultsWorkbooks } from '../../src/batch/import-results.js';
import { openJournal } from '../../src/journal/open-journal.js';
import { dataSecretsOf } from '../../src/mapping/scrub-data-text.js';
import { sqliteJournalRows } from '../helpers/journal-rows.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { INVOICE_NUMBER_PARTS, KEY, LONG_PASSWORD, USER, shownSecrets } from './secret-number-parts.js';

const TARGET = { apiKey: KEY, baseUrl: `https://${USER}:${LONG_PASSWORD}@finance.example` };
const DESCRIPTION = 'production (https://finance.example)';
const HEADERS = ['Outcome', 'Vendor', 'Vendor id', 'Invoice number', 'Instance id', 'Amount', 'Currency', 'Message'];

async function writeResults(path: string, number: string): Promise<void> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Summary').addRow(['Target', DESCRIPTION]);
  const sheet = book.addWorksheet('Results');
  sheet.addRow(HEADERS);
  sheet.addRow(['created', 'Acme GmbH', '0000100001', number, '501', '119.00', 'EUR', 'created']);
  await book.xlsx.writeFile(path);
}

/** Imports a workbook named `${name}.xlsx` whose one row has invoice number `name`; what the journal records. */
async function imported(dir: string, name: string) {
  const path = join(dir, `${name}.xlsx`);
  await writeResults(path, name);
  const journalFile = join(dir, 'journal.sqlite');
  const journal = await openJournal(journalFile);
  try {
    await importResultsWorkbooks(journal, [path], {
      identity: 'production',
      description: DESCRIPTION,
      sandbox: false,
      dataSecrets: dataSecretsOf(TARGET),
    });
  } finally {
    await journal.close();
  }
  const db = new Database(journalFile, { readonly: true });
  try {
    return {
      run: db.prepare('SELECT source_file AS file, source_path AS path FROM runs').get() as {
        file: string;
        path: string;
      },
      invoice: db.prepare('SELECT invoice_number AS number, detail FROM invoices').get() as {
        number: string;
        detail: string;
      },
      rows: sqliteJournalRows(journalFile),
    };
  } finally {
    db.close();
  }
}

/** `text` as a pattern that matches it alone. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const WORD = fc.constantFrom('', 'INV-', 'ref ', '2026-');
const TAIL = fc.constantFrom('', '-1001', ' May', '_7');

describe('import-results records the workbook it read', () => {
  it('by a name kept as written but for the key and a long password, which never appear', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(WORD, fc.constantFrom(...INVOICE_NUMBER_PARTS), TAIL, async (before, [label], after) => {
        const [, written, masked] = INVOICE_NUMBER_PARTS.find(([name]) => name === label)!;
        n += 1;
        const dir = makeTempDir(`ib-import-results-texts-${n}`);
        const recorded = `${before}${masked}${after}`;
        if (masked !== written) {
          const refused = await imported(dir, `${before}${written}${after}`).then(
            () => 'imported',
            (error: unknown) => shownSecrets(String(error)),
          );
          expect(refused, label).toMatch(
            new RegExp(`^InputFileError: ${escape(recorded)}\\.xlsx, sheet Results, row 2, `),
          );
          expect(refused, label).not.toMatch(/<the key>|<the password>/);
          return;
        }
        const { run, invoice, rows } = await imported(dir, `${before}${written}${after}`);
        expect(run.file, label).toBe(`${recorded}.xlsx`);
        expect(run.path, label).toBe(join(dir, `${recorded}.xlsx`));
        expect(invoice.detail, label).toContain(`${recorded}.xlsx`);
        expect(invoice.number, label).toBe(recorded);
        expect(
          rows.filter((text) => /<the key>|<the password>/.test(shownSecrets(text))),
          label,
        ).toEqual([]);
      }),
      { numRuns: 20 },
    );
  });
});
