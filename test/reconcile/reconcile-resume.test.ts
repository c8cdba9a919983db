/**
 * A reconcile stopped part-way goes on, when run again soon on the same target, with the invoices
 * that run had not checked: the sandbox is asked only for those, and the report still holds every
 * invoice once, those checked before the stop with the statuses they were given then. A finished
 * run, an old one or --from-start checks everything again. On both journals.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { getInvoiceStatus } from '../../src/finance-api/get-invoice-status.js';
import { reconcileInvoices, type ReconcileOptions } from '../../src/reconcile/reconcile-invoices.js';
import { reconcileJson } from '../../src/print/reconcile-json.js';
import { testPostgresUrl } from '../helpers/start-postgres.js';
import { rowValues, readBook } from '../helpers/read-workbook.js';
import { reconcileFixture, type ReconcileFixture } from './reconcile-fixture.js';

const TOTAL = 12;
const STOP_AFTER = 5;
const SPECS = Array.from({ length: TOTAL }, (_, i) => ({
  number: `R-${i + 1}`,
  amount: `${i + 1}.1000`,
  currency: 'EUR',
}));
const HOUR = 3600_000;

let fixture: ReconcileFixture | undefined;
afterEach(async () => {
  await fixture?.journal.close();
  fixture = undefined;
});

function optionsOf(f: ReconcileFixture, extra: Partial<ReconcileOptions> = {}): ReconcileOptions {
  return {
    target: f.sandbox.target(),
    finalStatusCodes: ['28'],
    stuckAfterDays: 10,
    concurrency: 1,
    selection: {},
    ...extra,
  };
}

/** Runs a reconcile that is stopped (an abort, as SIGTERM does) once `after` statuses came. */
async function stoppedAfter(f: ReconcileFixture, after: number, now: () => Date) {
  const target = f.sandbox.target();
  const controller = new AbortController();
  let answers = 0;
  return reconcileInvoices(f.journal, {
    ...optionsOf(f),
    now,
    signal: controller.signal,
    getStatus: async (id, signal) => {
      const outcome = await getInvoiceStatus(target, id, { signal });
      if (outcome.kind === 'status') answers += 1;
      if (answers === after) controller.abort(new Error('SIGTERM'));
      return outcome;
    },
  });
}

const BACKENDS = ['sqlite', 'postgres'] as const;

describe.each(BACKENDS)('a reconcile run again after a stop (%s journal)', (backend) => {
  const open = async () =>
    (fixture = await reconcileFixture({}, backend === 'postgres' ? await testPostgresUrl() : undefined));

  it('asks only the invoices not checked, and reports every invoice once with its status', async () => {
    const f = await open();
    await f.upload('may.csv', SPECS);
    const start = new Date();
    const first = await stoppedAfter(f, STOP_AFTER, () => start);
    expect(first.halt?.haltKind).toBe('stopped');
    const checkedFirst = first.checks.filter((c) => c.ok);
    expect(checkedFirst).toHaveLength(STOP_AFTER);
    const before = f.sandbox.stats().statusRequests;

    const told: string[] = [];
    const later = new Date(start.getTime() + HOUR);
    const second = await reconcileInvoices(f.journal, {
      ...optionsOf(f),
      now: () => later,
      onResume: (resumed) => told.push(`${resumed.runId} ${resumed.checked} of ${resumed.toCheck}`),
    });
    expect(f.sandbox.stats().statusRequests - before).toBe(TOTAL - STOP_AFTER);
    expect(second.halt).toBeUndefined();
    expect(second.resumed).toMatchObject({ checked: STOP_AFTER, toCheck: TOTAL, startedAt: start.toISOString() });
    expect(told).toEqual([`${second.resumed!.runId} ${STOP_AFTER} of ${TOTAL}`]);

    const ids = second.checks.map((c) => c.invoice.instanceId);
    expect(new Set(ids).size).toBe(TOTAL);
    expect(second.checks.every((c) => c.ok)).toBe(true);
    for (const earlier of checkedFirst) {
      const again = second.checks.find((c) => c.invoice.instanceId === earlier.invoice.instanceId)!;
      expect(again).toEqual(earlier);
    }
    const json = reconcileJson(second, 'sandbox (test)', undefined);
    expect(json).toMatchObject({ checked: TOTAL, toCheck: TOTAL, resumed: { checked: STOP_AFTER, toCheck: TOTAL } });
    expect(json.results.map((r) => r.instanceId).sort()).toEqual([...ids].sort());

    const file = await f.writeWorkbook(second);
    const sheet = (await readBook(file)).getWorksheet('Status')!;
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => rowValues(sheet, i + 2));
    expect(rows).toHaveLength(TOTAL);
    expect(rows.filter((r) => r[0] === 'not checked')).toHaveLength(0);

    // Finished now: a third reconcile is a new run that asks all again.
    const third = await reconcileInvoices(f.journal, { ...optionsOf(f), now: () => later });
    expect(third.resumed).toBeUndefined();
    expect(f.sandbox.stats().statusRequests - before).toBe(TOTAL - STOP_AFTER + TOTAL);
  });

  it('a stop met again resumes the same run where the second stop left it', async () => {
    const f = await open();
    await f.upload('may.csv', SPECS);
    const start = new Date();
    await stoppedAfter(f, 3, () => start);
    const second = await stoppedAfter(f, 4, () => new Date(start.getTime() + HOUR));
    expect(second.resumed?.checked).toBe(3);
    const before = f.sandbox.stats().statusRequests;
    const third = await reconcileInvoices(f.journal, {
      ...optionsOf(f),
      now: () => new Date(start.getTime() + 2 * HOUR),
    });
    expect(third.resumed).toMatchObject({ runId: second.resumed!.runId, checked: 7, toCheck: TOTAL });
    expect(f.sandbox.stats().statusRequests - before).toBe(TOTAL - 7);
    expect(new Set(third.checks.map((c) => c.invoice.instanceId)).size).toBe(TOTAL);
    expect(third.checks).toHaveLength(TOTAL);
  });

  it('checks all again with fromStart, or when the stopped run is older than the window', async () => {
    const f = await open();
    await f.upload('may.csv', SPECS);
    const start = new Date();
    await stoppedAfter(f, STOP_AFTER, () => start);
    let before = f.sandbox.stats().statusRequests;
    const fromStart = await reconcileInvoices(f.journal, { ...optionsOf(f), fromStart: true, now: () => start });
    expect(fromStart.resumed).toBeUndefined();
    expect(f.sandbox.stats().statusRequests - before).toBe(TOTAL);

    await stoppedAfter(f, STOP_AFTER, () => start);
    before = f.sandbox.stats().statusRequests;
    const stale = await reconcileInvoices(f.journal, {
      ...optionsOf(f),
      now: () => new Date(start.getTime() + 13 * HOUR),
    });
    expect(stale.resumed).toBeUndefined();
    expect(f.sandbox.stats().statusRequests - before).toBe(TOTAL);
  });

  it('does not resume a run of other instance ids', async () => {
    const f = await open();
    await f.upload('may.csv', SPECS);
    const start = new Date();
    await stoppedAfter(f, STOP_AFTER, () => start);
    const id = (await reconcileInvoices(f.journal, { ...optionsOf(f), fromStart: true, now: () => start })).checks[0]!
      .invoice.instanceId;
    const before = f.sandbox.stats().statusRequests;
    const one = await reconcileInvoices(f.journal, {
      ...optionsOf(f),
      selection: { instanceIds: [id] },
      now: () => start,
    });
    expect(one.resumed).toBeUndefined();
    expect(f.sandbox.stats().statusRequests - before).toBe(1);
  });
});
