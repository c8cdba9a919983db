/**
 * A status code the API's owners do not list (reconcile.statusCodes) is recorded as any status,
 * but marked "not a status the API lists" on the Status sheet and counted on the Summary and in
 * the report, so a reconcile never passes it quietly. Without a list nothing is marked.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { reconcileInvoices, type ReconcileOptions } from '../../src/reconcile/reconcile-invoices.js';
import { LIFECYCLE } from '../../src/sandbox/sandbox-lifecycle.js';
import { reconcileFailureLine } from '../../src/print/reconcile-failure-line.js';
import { readBook, rowValues } from '../helpers/read-workbook.js';
import { reconcileFixture, type ReconcileFixture } from './reconcile-fixture.js';

const SPECS = Array.from({ length: 4 }, (_, i) => ({ number: `U-${i + 1}`, amount: `${i + 1}.0000`, currency: 'EUR' }));

let fixture: ReconcileFixture | undefined;
afterEach(() => fixture?.journal.close());

const options = (f: ReconcileFixture, listed: readonly string[] | undefined): ReconcileOptions => ({
  target: f.sandbox.target(),
  finalStatusCodes: ['28'],
  stuckAfterDays: 14,
  concurrency: 1,
  selection: {},
  listedStatusCodes: listed,
});

describe('a status code the API does not list', () => {
  // Each code of the sandbox's steps left out of the list in turn: the first check answers 10, the next 20, ...
  it.each(LIFECYCLE.slice(0, 3).map((step, index) => [step.code, index + 1] as const))(
    'code %s left out of the list: marked on its rows, counted, the others not',
    async (code, rounds) => {
      fixture = await reconcileFixture();
      await fixture.upload('unlisted.csv', SPECS);
      const listed = LIFECYCLE.map((s) => s.code).filter((c) => c !== code);
      let report = await reconcileInvoices(fixture.journal, options(fixture, listed));
      for (let round = 1; round < rounds; round += 1)
        report = await reconcileInvoices(fixture.journal, options(fixture, listed));
      const description = LIFECYCLE.find((s) => s.code === code)!.description;
      expect(report.checks.every((c) => c.ok && c.status.code === code)).toBe(true);
      expect(report.summary.unlisted).toEqual([{ code, description, invoices: 4 }]);
      // Never a pass: the line the exit 1 writes to standard error names the code.
      expect(reconcileFailureLine(report)).toBe(
        `reconcile: 4 invoices: ${code} ${description} (not a status the API lists); recorded as any status; ask what the code means and add it to reconcile.statusCodes`,
      );
      const file = await fixture.writeWorkbook(report);
      const book = await readBook(file);
      const status = book.getWorksheet('Status')!;
      const headers = rowValues(status, 1).map(String);
      for (let n = 2; n <= 5; n += 1) {
        expect(status.getRow(n).getCell(headers.indexOf('Check') + 1).value).toBe('status not listed');
        expect(status.getRow(n).getCell(headers.indexOf('Detail') + 1).value).toBe(
          `${code} is not a status the API lists (reconcile.statusCodes)`,
        );
      }
      const summary = book.getWorksheet('Summary')!;
      const lines: string[] = [];
      summary.eachRow((row) => lines.push(rowValues(summary, row.number).join('|')));
      // A long value is merged across the first page's columns: its cells repeat it.
      expect(lines.map((line) => line.split('|').slice(0, 2).join('|'))).toContain(
        `Statuses not listed|4 invoices: ${code} ${description} (not a status the API lists)`,
      );
    },
  );

  it('without a list, or with every code listed, nothing is marked', async () => {
    fixture = await reconcileFixture();
    await fixture.upload('listed.csv', SPECS);
    const all = LIFECYCLE.map((s) => s.code);
    for (const listed of [undefined, all]) {
      const report = await reconcileInvoices(fixture.journal, options(fixture, listed));
      expect(report.summary.unlisted).toEqual([]);
      expect(reconcileFailureLine(report)).toBeUndefined();
      expect(report.checks.every((c) => c.ok && !c.unlisted)).toBe(true);
    }
  });
});
