/**
 * A reconcile stopped by a signal (Ctrl-C, SIGTERM, or `schedule` stopping its job with SIGTERM)
 * names the stop, not an outage: the calls the stop cancelled are not asked (not failed, not
 * toward the unreachable breaker), checked is what was answered, and the terminal, --json and the
 * workbook count alike. Stopped at several points: before the first answer, mid-run, after the last.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { getInvoiceStatus } from '../../src/finance-api/get-invoice-status.js';
import { reconcileInvoices } from '../../src/reconcile/reconcile-invoices.js';
import { reconcileJson } from '../../src/print/reconcile-json.js';
import { reconcileFailureLine } from '../../src/print/reconcile-failure-line.js';
import { compileDateStyle } from '../../src/report/date-style.js';
import { readBook, rowValues, summaryValues } from '../helpers/read-workbook.js';
import { reconcileFixture, type ReconcileFixture } from './reconcile-fixture.js';

const TOTAL = 24;
const SPECS = Array.from({ length: TOTAL }, (_, i) => ({
  number: `S-${i + 1}`,
  amount: `${i + 1}.5000`,
  currency: 'EUR',
}));

let fixture: ReconcileFixture | undefined;
afterEach(() => fixture?.journal.close());

/** The signal as the CLI aborts with it; `schedule` stops a job past stopTimeoutMs with SIGTERM. */
const SIGNALS = [
  { signal: 'SIGINT', named: 'stopped by Ctrl-C' },
  { signal: 'SIGTERM', named: 'stopped by SIGTERM' },
];
/** After how many answers the stop comes: 0 is before the first answer (calls in flight), TOTAL after the last. */
const POINTS = [0, 1, 11, TOTAL - 1, TOTAL];
const CASES = SIGNALS.flatMap((s) => POINTS.map((after) => ({ ...s, after })));

describe('a reconcile stopped by a signal', () => {
  it.each(CASES)(
    '$signal after $after answers: counts add up and the stop is named',
    async ({ signal, named, after }) => {
      fixture = await reconcileFixture({ latencyMs: 40 });
      await fixture.upload('may.csv', SPECS);
      const target = fixture.sandbox.target();
      const controller = new AbortController();
      let answers = 0;
      const stop = () => controller.abort(new Error(signal));
      const report = await reconcileInvoices(fixture.journal, {
        target,
        finalStatusCodes: ['28'],
        stuckAfterDays: 10,
        concurrency: 4,
        selection: {},
        signal: controller.signal,
        getStatus: async (id, callSignal) => {
          const call = getInvoiceStatus(target, id, { signal: callSignal });
          // Sent, not answered: the stop cancels the calls in flight.
          if (after === 0) stop();
          const outcome = await call;
          if (outcome.kind === 'status') answers += 1;
          if (answers === after && after > 0) stop();
          return outcome;
        },
      });

      const json = reconcileJson(report, 'sandbox (test)', undefined);
      expect(json.toCheck).toBe(TOTAL);
      expect(json.callsFailed).toBe(0);
      expect(json.checked + json.callsFailed + json.notAsked + json.unknownInstances).toBe(TOTAL);
      expect(json.checked).toBeGreaterThanOrEqual(after);
      const line = reconcileFailureLine(report);
      if (json.checked === TOTAL) {
        // The stop came after every answer: nothing was left, nothing to say.
        expect(json.halted).toBeNull();
        expect(line).toBeUndefined();
      } else {
        expect(json.halted).toEqual({ kind: 'stopped', reason: named });
        expect(line).toContain(named);
        expect(line).not.toContain('unreachable');
        expect(line).toContain(`checked ${json.checked} of ${TOTAL}`);
        expect(line).toContain(`${json.notAsked} not asked`);
        expect(line).toContain('run invoice-batch reconcile again');
      }

      const file = await fixture.writeWorkbook(report, { dateStyle: compileDateStyle('dd/mm/yyyy') });
      const summary = await summaryValues(file);
      expect(summary.get('Invoices to check')).toBe(TOTAL);
      expect(summary.get('Invoices checked')).toBe(json.checked);
      expect(summary.get('Calls failed')).toBe(0);
      expect(summary.get('Not asked')).toBe(json.notAsked === 0 ? 0 : `${json.notAsked} (asked at the next reconcile)`);
      if (json.halted)
        expect(String(summary.get('Stopped'))).toMatch(new RegExp(`^${named}.*run invoice-batch reconcile again`));
      else expect(summary.has('Stopped')).toBe(false);
      const sheet = (await readBook(file)).getWorksheet('Status')!;
      const words = Array.from({ length: sheet.rowCount - 1 }, (_, i) => rowValues(sheet, i + 2)[0]);
      expect(words.filter((w) => w === 'not checked')).toHaveLength(json.notAsked);
      expect(words.filter((w) => w === 'check failed')).toHaveLength(0);
    },
  );
});
