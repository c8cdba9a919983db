/**
 * Reconcile against a back-end that accepts the connection and then hangs, or behind a gateway
 * that answers error pages: it stops after a few calls, lists the rest as not asked, and keeps the
 * journal's known statuses.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { reconcileInvoices, type ReconcileOptions } from '../../src/reconcile/reconcile-invoices.js';
import { gatewayPage } from '../../src/sandbox/sandbox-faults.js';
import type { InjectedAnswer } from '../../src/sandbox/sandbox-options.js';
import { reconcileFixture, type ReconcileFixture } from './reconcile-fixture.js';

const SPECS = Array.from({ length: 8 }, (_, i) => ({ number: `H-${i + 1}`, amount: `${i + 1}.5000`, currency: 'EUR' }));
const ONE_TRY = { attempts: 1, baseDelayMs: 1, maxDelayMs: 1 };

let fixture: ReconcileFixture | undefined;
afterEach(() => fixture?.journal.close());

function options(f: ReconcileFixture, overrides: Partial<ReconcileOptions> = {}): ReconcileOptions {
  return {
    target: f.sandbox.target(),
    finalStatusCodes: ['28'],
    stuckAfterDays: 14,
    concurrency: 1,
    selection: {},
    ...overrides,
  };
}

const latest = async (f: ReconcileFixture) =>
  [...(await f.journal.statuses.latestStatuses(f.sandbox.target().identity)).values()].map((s) => s.code);

describe('reconcile against a back-end that does not answer', () => {
  it('stops after 3 status calls that timed out, the others not asked, statuses kept', async () => {
    fixture = await reconcileFixture({ latencyMs: 400 });
    await fixture.upload('hang.csv', SPECS);
    await reconcileInvoices(fixture.journal, options(fixture));
    const before = await latest(fixture);
    const asked = fixture.sandbox.stats().statusRequests;
    const report = await reconcileInvoices(
      fixture.journal,
      options(fixture, {
        target: fixture.sandbox.target({ timeoutMs: 100, retry: { attempts: 2, baseDelayMs: 1, maxDelayMs: 1 } }),
      }),
    );
    const failures = report.checks.map((c) => (c.ok ? 'ok' : c.failure));
    expect(failures).toEqual(['timeout', 'timeout', 'timeout', ...Array(5).fill('halted')]);
    expect(report.halt).toMatchObject({ haltKind: 'no-answer' });
    expect(report.halt?.halt).toContain('3 status calls in a row: no answer within 100 ms');
    expect(await latest(fixture)).toEqual(before);
    // 3 calls of 2 attempts each reached the back-end, not 8.
    expect(fixture.sandbox.stats().statusRequests - asked).toBe(3 * 2);
  });

  it.each([
    ['nginx 502', { status: 502, body: gatewayPage(502) }],
    ['HAProxy 504', { status: 504, body: gatewayPage(504) }],
    [
      'IIS 500',
      {
        status: 500,
        body: '<!DOCTYPE html><html><head><title>500 - Internal server error.</title></head></html>',
        contentType: 'text/html',
      },
    ],
  ])('stops after 3 %s pages in a row; one answer between them starts the count again', async (_, page) => {
    fixture = await reconcileFixture();
    await fixture.upload('pages.csv', SPECS);
    const answer: InjectedAnswer = { ...page, route: 'status' };
    // Two pages, one real answer (no injection left for it), then pages to the end.
    fixture.sandbox.injectNext(answer, answer);
    const target = fixture.sandbox.target({ retry: ONE_TRY });
    const first = await reconcileInvoices(fixture.journal, options(fixture, { target }));
    expect(first.checks.map((c) => c.ok)).toEqual([false, false, ...Array(6).fill(true)]);
    expect(first.halt).toBeUndefined();
    const before = await latest(fixture);
    fixture.sandbox.injectNext(...Array<InjectedAnswer>(8).fill(answer));
    const report = await reconcileInvoices(fixture.journal, options(fixture, { target }));
    expect(report.checks.map((c) => (c.ok ? 'ok' : c.failure))).toEqual([
      ...Array(3).fill('http-error'),
      ...Array(5).fill('halted'),
    ]);
    expect(await latest(fixture)).toEqual(before);
    expect(report.halt?.haltKind).toBe('no-answer');
  });
});
