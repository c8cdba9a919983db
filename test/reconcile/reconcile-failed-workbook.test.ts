/**
 * The reconciliation workbook of a night whose status calls all failed: each row shows the last
 * status the journal knows and when it was seen, its Detail is one short line (rows stay one line
 * tall), and the Summary gives each whole reason once with its count.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { reconcileInvoices, type ReconcileOptions } from '../../src/reconcile/reconcile-invoices.js';
import { LINE_HEIGHT } from '../../src/report/fit-row-height.js';
import { gatewayPage } from '../../src/sandbox/sandbox-faults.js';
import type { InjectedAnswer } from '../../src/sandbox/sandbox-options.js';
import { SIGN_IN_PAGES } from '../../src/sandbox/sign-in-pages.js';
import { readBook, rowValues } from '../helpers/read-workbook.js';
import { reconcileFixture, type ReconcileFixture } from './reconcile-fixture.js';

const SPECS = Array.from({ length: 6 }, (_, i) => ({ number: `F-${i + 1}`, amount: `${i + 1}.1000`, currency: 'EUR' }));
const ONE_TRY = { attempts: 1, baseDelayMs: 1, maxDelayMs: 1 };

let fixture: ReconcileFixture | undefined;
afterEach(() => fixture?.journal.close());

const options = (f: ReconcileFixture): ReconcileOptions => ({
  target: f.sandbox.target({ retry: ONE_TRY }),
  finalStatusCodes: ['28'],
  stuckAfterDays: 14,
  concurrency: 1,
  selection: {},
});

const page = (status: number, body: string): InjectedAnswer => ({
  status,
  body,
  contentType: 'text/html',
  route: 'status',
});

describe('the reconciliation workbook when the status calls failed', () => {
  it.each([
    ['HTML gateway pages', page(502, gatewayPage(502)), 'HTTP 502 Bad Gateway'],
    ['an IIS page', page(500, '<html><head><title>500 - Internal server error.</title></head></html>'), 'HTTP 500'],
    ['sign-in pages', page(200, SIGN_IN_PAGES.entra.html), 'SSO sign-in page'],
  ])(
    '%s: last known status and date on each row, one short line of Detail, whole reasons on the Summary',
    async (_, answer, short) => {
      fixture = await reconcileFixture();
      await fixture.upload('night.csv', SPECS);
      const first = await reconcileInvoices(fixture.journal, options(fixture));
      const known = new Map(first.checks.map((c) => [c.invoice.invoiceNumber, c.ok ? c.status.description : '']));
      fixture.sandbox.injectNext(...Array<InjectedAnswer>(6).fill(answer));
      const report = await reconcileInvoices(fixture.journal, options(fixture));
      expect(report.checks.every((c) => !c.ok)).toBe(true);
      const file = await fixture.writeWorkbook(report);
      const book = await readBook(file);
      const status = book.getWorksheet('Status')!;
      const headers = rowValues(status, 1).map(String);
      const column = (start: string) => headers.findIndex((h) => h.startsWith(start)) + 1;
      // Rendered by LibreOffice, the bold "Last action at (the finance system's clock)" takes three
      // lines of its column: a header row of two cut its last.
      expect(headers).toContain("Last action at (the finance system's clock)");
      expect(status.getRow(1).height).toBeGreaterThanOrEqual(3 * LINE_HEIGHT);
      for (let n = 2; n <= 7; n += 1) {
        const row = status.getRow(n);
        const number = String(row.getCell(column('Invoice number')).value);
        expect(row.getCell(column('Status')).value, number).toBe(known.get(number));
        expect(known.get(number)).toBeTruthy();
        // Only the calls made: the invoices not asked were never looked at further.
        if (!String(row.getCell(column('Detail')).value).startsWith('not asked'))
          expect(row.getCell(column('In status since')).value).toBeInstanceOf(Date);
        const detail = String(row.getCell(column('Detail')).value);
        expect(detail.startsWith(short) || detail === 'not asked: see Summary', detail).toBe(true);
        expect(row.height ?? LINE_HEIGHT).toBe(LINE_HEIGHT);
      }
      const summary: string[] = [];
      book
        .getWorksheet('Summary')!
        .eachRow((row) => summary.push(rowValues(book.getWorksheet('Summary')!, row.number).join('|')));
      const why = summary.indexOf('Why the calls failed');
      expect(why).toBeGreaterThan(0);
      // Three calls failed before the stop; their whole reason once, with its count.
      const failedError = report.checks.find((c) => !c.ok && c.failure !== 'halted');
      expect(summary[why + 2]).toBe(`${!failedError!.ok && failedError!.error}|3`);
    },
  );
});
