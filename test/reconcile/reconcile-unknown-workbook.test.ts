/**
 * The reconciliation workbook of created invoices the finance system says it does not know: their
 * own state in the Summary, on the Status sheet and in the Legend, never a routine failed check.
 * Against a sandbox restarted on the same address, which forgot what the first one created.
 */
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { reconcileInvoices } from '../../src/reconcile/reconcile-invoices.js';
import { checkColor } from '../../src/report/reconciliation-check-words.js';
import { startSandbox } from '../../src/sandbox/start-sandbox.js';
import { readBook, rowValues } from '../helpers/read-workbook.js';
import { sandboxTarget } from '../helpers/start-sandbox.js';
import { reconcileFixture, type ReconcileFixture } from './reconcile-fixture.js';

let fixture: ReconcileFixture | undefined;
afterEach(() => fixture?.journal.close());

/** Each row of a sheet as its cells' text joined by `|`. */
function rowTexts(sheet: import('exceljs').Worksheet): string[] {
  const texts: string[] = [];
  sheet.eachRow((row) =>
    texts.push(
      rowValues(sheet, row.number)
        .map((v) => (v === undefined || v === null ? '' : v instanceof Date ? 'date' : String(v)))
        .join('|'),
    ),
  );
  return texts;
}

describe('the reconciliation workbook of created invoices the finance system does not know', () => {
  it.each(['retcode', 'not-found'] as const)(
    'gives them their own state, advice and amounts per currency (the back-end answers %s)',
    async (unknownInstance) => {
      fixture = await reconcileFixture();
      await fixture.upload('lost.csv', [
        { number: 'L-1', amount: '10.1000', currency: 'EUR' },
        { number: 'L-2', amount: '-2.0500', currency: 'EUR' },
        { number: 'L-3', amount: '1500.0000', currency: 'JPY' },
        { number: 'L-4', amount: '0.1250', currency: 'KWD' },
      ]);
      // The same address, a back-end that holds none of them.
      const port = Number(new URL(fixture.sandbox.baseUrl).port);
      await fixture.sandbox.close();
      const fresh = await startSandbox({ port, unknownInstance });
      onTestFinished(() => fresh.close());
      const target = sandboxTarget(fresh);

      const report = await reconcileInvoices(fixture.journal, {
        target,
        finalStatusCodes: ['28'],
        stuckAfterDays: 14,
        concurrency: 2,
        selection: {},
      });
      const file = await fixture.writeWorkbook(report);
      const book = await readBook(file);

      const summary = rowTexts(book.getWorksheet('Summary')!);
      expect(summary).toContain('Invoices to check|4');
      expect(summary).toContain('Invoices checked|0');
      expect(summary).toContain('Calls failed|0');
      // One cell, merged across the first page's columns to wrap there.
      expect(summary.find((t) => t.startsWith('Not known to the finance system|'))?.split('|')[1]).toBe(
        '4 created invoices (the status call answered that the instance does not exist); look them up in the finance system: a wrong --base-url or profile, or a wrong resolve.',
      );
      expect(summary).toContain('not known to the finance system||4');
      expect(summary.some((t) => t.startsWith('check failed'))).toBe(false);
      // Amounts as the journal holds them, per currency, never mixed.
      expect(summary).toContain('not known to the finance system||EUR|2|8.05');
      expect(summary).toContain('not known to the finance system||JPY|1|1500');
      expect(summary).toContain('not known to the finance system||KWD|1|0.125');
      expect(summary).toContain('Not asked|0');

      const status = book.getWorksheet('Status')!;
      const headers = rowValues(status, 1);
      const byNumber = new Map<unknown, import('exceljs').Row>();
      status.eachRow((row) => byNumber.set(row.getCell(headers.indexOf('Invoice number') + 1).value, row));
      for (const number of ['L-1', 'L-2', 'L-3', 'L-4']) {
        const check = byNumber.get(number)!.getCell(headers.indexOf('Check') + 1);
        expect(check.value, number).toBe('not known to the finance system');
        expect(check.fill, number).toMatchObject({ fgColor: { argb: checkColor('not known to the finance system') } });
        expect(String(byNumber.get(number)!.getCell(headers.indexOf('Detail') + 1).value)).toMatch(
          /does not exist|not found/i,
        );
      }
      expect(status.rowCount).toBe(5);

      const legend = book.getWorksheet('Legend')!;
      const line = rowTexts(legend).find((t) => t.startsWith('not known to the finance system|'));
      expect(line).toMatch(/the instance does not exist/);
      expect(line).toMatch(/look it up in the finance system: a wrong --base-url or profile, or a wrong resolve/i);
      expect(line).not.toMatch(/Nothing now/);
    },
  );
});
