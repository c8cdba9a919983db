/**
 * Every outcome word a results workbook writes, read back by import-results: what the finance system
 * holds (created, already created, skipped, held: differs) or may hold (in doubt) is recorded, each as
 * its own outcome; the rest posted nothing and nothing is recorded. An upload's real workbook (a
 * sandbox on loopback, one invoice the finance system already held), its Outcome cell worded each way,
 * imported into an empty journal (SQLite; the already-created round trip on PostgreSQL too).
 */
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { importResultsWorkbooks } from '../../src/batch/import-results.js';
import { describeTarget } from '../../src/finance-api/api-target.js';
import { openJournal } from '../../src/journal/open-journal.js';
import { OUTCOME_MEANINGS, outcomeWordOf, type OutcomeWord } from '../../src/report/outcome-words.js';
import { mapped, validInvoice } from './mapped-invoices.js';
import { uploadFixture, type UploadFixture } from './upload-fixture.js';
import { createElsewhere } from './create-elsewhere.js';
import { BACKENDS, tempJournal } from '../journal/journal-fixture.js';

let fixture: UploadFixture | undefined;
afterEach(() => fixture?.journal.close());

/** What the journal lists an imported row as, by the workbook's word; undefined: nothing recorded. */
const RECORDED: Record<OutcomeWord, OutcomeWord | undefined> = {
  created: 'created',
  'already created': 'already created',
  // Skipped as created by an earlier run: the finance system holds it, created.
  skipped: 'created',
  // NOT POSTED: the key's instance holds other content, recorded created as that instance.
  'held: differs': 'created',
  'in doubt': 'in doubt',
  invalid: undefined,
  rejected: undefined,
  failed: undefined,
  'not sent': undefined,
  'resolved: not created': undefined,
};

/** A copy of `path` with the Outcome cell of the row of `number` worded `word`. */
async function reworded(path: string, number: string, word: string, copy: string): Promise<string> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const sheet = book.getWorksheet('Results')!;
  const header = sheet.getRow(1).values as unknown[];
  const outcome = header.indexOf('Outcome');
  const numberColumn = header.indexOf('Invoice number');
  sheet.eachRow((row) => {
    if (row.getCell(numberColumn).text === number) row.getCell(outcome).value = word;
  });
  await book.xlsx.writeFile(copy);
  return copy;
}

describe.each(BACKENDS)('import-results into a %s journal', (backend) => {
  it('reads already created as its own outcome, never created with its content sent', async () => {
    fixture = await uploadFixture({ duplicateAnswer: 'retcode' });
    await createElsewhere(fixture, 'IMP', [1]);
    const report = await fixture.upload(
      'month-end.csv',
      [1, 2].map((i) => mapped(validInvoice(i, { prefix: 'IMP' }), i + 1)),
    );
    expect(report.runs[0]!.alreadyCreated).toBe(1);
    const target = fixture.sandbox.target();
    const into = await tempJournal(backend);
    try {
      const [imported] = await importResultsWorkbooks(into, [report.runs[0]!.resultsFile!], {
        identity: target.identity,
        description: describeTarget(target),
        sandbox: false,
      });
      expect(imported).toMatchObject({ created: 1, alreadyCreated: 1, notCreated: 0 });
      const rows = await into.lists.listInvoices({ limit: 9 });
      const words = new Map(rows.map((row) => [row.invoiceNumber, outcomeWordOf(row)]));
      expect(words.get('IMP-00001')).toBe('already created');
      expect(words.get('IMP-00002')).toBe('created');
      const already = rows.find((row) => row.invoiceNumber === 'IMP-00001')!;
      // What the instance holds was never seen: the detail says so, as the upload's did.
      expect(already.detail).toMatch(/what the instance holds was not compared/);
      expect(already.instanceId).toMatch(/^\d+$/);
    } finally {
      await into.close();
    }
  });
});

describe('import-results reads every outcome word of a results workbook', () => {
  for (const { word } of OUTCOME_MEANINGS)
    it(`a row worded "${word}" is recorded as ${RECORDED[word] ?? 'nothing'}`, async () => {
      fixture = await uploadFixture();
      const report = await fixture.upload('month-end.csv', [mapped(validInvoice(1, { prefix: 'WRD' }), 2)]);
      const path = await reworded(report.runs[0]!.resultsFile!, 'WRD-00001', word, join(fixture.dir, 'worded.xlsx'));
      const target = fixture.sandbox.target();
      const into = await openJournal(join(fixture.dir, 'restored.sqlite'));
      try {
        await importResultsWorkbooks(into, [path], {
          identity: target.identity,
          description: describeTarget(target),
          sandbox: false,
        });
        const rows = await into.lists.listInvoices({ limit: 9 });
        expect(rows.map(outcomeWordOf)).toEqual(RECORDED[word] === undefined ? [] : [RECORDED[word]]);
      } finally {
        await into.close();
      }
    });
});
