/** Reconcile against a sandbox whose status answers name their instance in other ways (real HTTP). */
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { reconcileInvoices, type ReconcileOptions } from '../../src/reconcile/reconcile-invoices.js';
import type { StatusInstanceId } from '../../src/sandbox/status-instance-fault.js';
import { reconcileFixture, type ReconcileFixture } from './reconcile-fixture.js';
import { sqliteDb } from '../helpers/sqlite-db.js';

const SPECS = [
  { number: 'ID-1', amount: '10.0000', currency: 'EUR' },
  { number: 'ID-2', amount: '20.0000', currency: 'EUR' },
  { number: 'ID-3', amount: '30.0000', currency: 'EUR' },
];

let fixture: ReconcileFixture | undefined;
afterEach(() => fixture?.journal.close());

/** Received (10) is final here: a status wrongly recorded would end the checks of its invoice at once. */
const options = (f: ReconcileFixture): ReconcileOptions => ({
  target: f.sandbox.target(),
  finalStatusCodes: ['10'],
  stuckAfterDays: 14,
  concurrency: 2,
  selection: {},
});

const historyRows = (f: ReconcileFixture) =>
  (sqliteDb(f.journal).prepare('SELECT COUNT(*) AS n FROM status_history').get() as { n: number }).n;

async function uploadedWith(mode: StatusInstanceId): Promise<ReconcileFixture> {
  fixture = await reconcileFixture({ advance: 'per-call', statusInstanceId: mode });
  await fixture.upload('may.csv', SPECS);
  expect(fixture.sandbox.instances()).toHaveLength(3);
  return fixture;
}

describe('reconcile, when a status answer names its instance', () => {
  it("as another instance: a problem of that check, no status recorded, the invoice asked again next time, the workbook's Detail column says so", async () => {
    const f = await uploadedWith('another');
    const first = await reconcileInvoices(f.journal, options(f));
    expect(first.summary).toMatchObject({ checked: 3, errors: 3, byStatus: {} });
    for (const check of first.checks) {
      expect(check).toMatchObject({ ok: false, failure: 'other-instance' });
      expect(!check.ok && check.error).toMatch(
        new RegExp(
          `^the answer is the status of instance \\d{10}, not of instance ${check.invoice.instanceId} that was asked for; nothing was recorded, it is asked again at the next reconcile$`,
        ),
      );
    }
    expect(historyRows(f)).toBe(0);

    const again = await reconcileInvoices(f.journal, options(f));
    expect(again.summary).toMatchObject({ checked: 3, errors: 3 });

    const file = await f.writeWorkbook(again);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const status = workbook.getWorksheet('Status')!;
    const headers = (status.getRow(1).values as unknown[]).slice(1);
    const errorColumn = headers.indexOf('Detail') + 1;
    const stsColumn = headers.indexOf('Status code') + 1;
    for (const row of [2, 3, 4]) {
      expect(String(status.getRow(row).getCell(errorColumn).value)).toMatch(/^the answer is the status of instance /);
      expect(status.getRow(row).getCell(stsColumn).value).toBeNull();
    }
  });

  it('without an id: a problem of that check, nothing recorded', async () => {
    const f = await uploadedWith('absent');
    const report = await reconcileInvoices(f.journal, options(f));
    expect(report.summary).toMatchObject({ checked: 3, errors: 3 });
    const check = report.checks[0]!;
    expect(check).toMatchObject({ ok: false, failure: 'other-instance' });
    expect(!check.ok && check.error).toBe(
      `the answer does not say which instance it is the status of (no E_STATUS.INV_INSTNC_ID), asked for instance ${check.invoice.instanceId}; nothing was recorded, it is asked again at the next reconcile`,
    );
    expect(historyRows(f)).toBe(0);
  });

  it.each<StatusInstanceId>(['unpadded', 'number', 'as-asked'])(
    'as the same id written %s: the status is recorded',
    async (mode) => {
      const f = await uploadedWith(mode);
      const report = await reconcileInvoices(f.journal, options(f));
      expect(report.summary).toMatchObject({ checked: 3, errors: 0, byStatus: { '10': 3 } });
      expect(historyRows(f)).toBe(3);
      expect((await reconcileInvoices(f.journal, options(f))).summary.checked).toBe(0);
    },
  );
});
