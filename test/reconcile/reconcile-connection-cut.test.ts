/**
 * A reconcile on a PostgreSQL journal whose connections are cut again and again while it records
 * the statuses (a proxy that restarts, a link reset): it rides every cut, and each status answer
 * is recorded once, whether the cut insert had reached the server or not.
 */
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { reconcileInvoices } from '../../src/reconcile/reconcile-invoices.js';
import { testPostgresUrl } from '../helpers/start-postgres.js';
import { startDropProxy, throughProxy, type DropProxy, type DropWhen } from '../helpers/drop-proxy.js';
import { reconcileFixture, type ReconcileFixture } from './reconcile-fixture.js';

const SPECS = Array.from({ length: 12 }, (_, i) => ({
  number: `CUT-${i + 1}`,
  amount: `${i + 1}.5000`,
  currency: 'EUR',
}));

let fixture: ReconcileFixture | undefined;
let proxy: DropProxy | undefined;
afterEach(async () => {
  await fixture?.journal.close();
  await proxy?.close();
  fixture = undefined;
  proxy = undefined;
});

async function statusRowsByInstance(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM status_history GROUP BY instance_id ORDER BY instance_id',
    );
    return rows.map((row) => row.n);
  } finally {
    await client.end();
  }
}

describe('reconcile on a PostgreSQL journal whose connection is cut while it records statuses', () => {
  it.each<[DropWhen, number]>([
    ['answer', 3],
    ['before-sending', 3],
  ])(
    'rides every cut (%s, %i times): each invoice checked, its status recorded once',
    async (when, times) => {
      const url = await testPostgresUrl();
      proxy = await startDropProxy(Number(new URL(url).port));
      fixture = await reconcileFixture({}, throughProxy(url, proxy));
      expect((await fixture.upload('cut.csv', SPECS)).runs[0]!.counts.created).toBe(SPECS.length);
      proxy.arm('INSERT INTO status_history', when, times);
      const report = await reconcileInvoices(fixture.journal, {
        target: fixture.sandbox.target(),
        finalStatusCodes: ['28'],
        stuckAfterDays: 14,
        concurrency: 4,
        selection: {},
      });
      expect(proxy.drops()).toBe(times);
      expect(report.summary).toMatchObject({ checked: SPECS.length, errors: 0 });
      expect(await statusRowsByInstance(url)).toEqual(SPECS.map(() => 1));
    },
    120_000,
  );
});
