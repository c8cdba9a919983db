/**
 * Reconcile behind something that answers every status call, but not with a status: an HTML page
 * with 200, truncated JSON, a redirect to a login page, JSON without E_STATUS. It stops after three
 * in a row, as for calls with no answer, instead of asking every invoice and printing a line each.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { reconcileInvoices, type ReconcileOptions } from '../../src/reconcile/reconcile-invoices.js';
import { describeReconcileHalt } from '../../src/reconcile/describe-reconcile-halt.js';
import type { InjectedAnswer } from '../../src/sandbox/sandbox-options.js';
import { reconcileFixture, type ReconcileFixture } from './reconcile-fixture.js';

const SPECS = Array.from({ length: 8 }, (_, i) => ({ number: `U-${i + 1}`, amount: `${i + 1}.5000`, currency: 'EUR' }));
const ONE_TRY = { attempts: 1, baseDelayMs: 1, maxDelayMs: 1 };

let fixture: ReconcileFixture | undefined;
afterEach(() => fixture?.journal.close());

function options(f: ReconcileFixture, target = f.sandbox.target({ retry: ONE_TRY })): ReconcileOptions {
  return { target, finalStatusCodes: ['28'], stuckAfterDays: 14, concurrency: 1, selection: {} };
}

describe('reconcile against answers that cannot be read', () => {
  it.each<[string, Omit<InjectedAnswer, 'route'>, RegExp]>([
    [
      'an HTML page with 200',
      { status: 200, body: '<!doctype html><html><body><h1>Maintenance</h1></body></html>', contentType: 'text/html' },
      /HTTP 200 status response: expected a JSON body, got text\/html/,
    ],
    [
      'truncated JSON',
      { status: 200, body: '{"E_RETCODE":0,"E_STATUS":{"STATUS_CODE":"2', contentType: 'application/json' },
      /HTTP 200 status response: expected a JSON body/,
    ],
    [
      'a 302 to a login page',
      { status: 302, body: '', headers: { Location: 'https://login.example.com/adfs/ls/?wa=wsignin1.0' } },
      /HTTP 302/,
    ],
    [
      'JSON without E_STATUS',
      { status: 200, body: '{"E_RETCODE":0}', contentType: 'application/json' },
      /E_STATUS: missing from the answer \(an object expected\)/,
    ],
  ])('stops after 3 of %s in a row, the others not asked', async (_, page, reason) => {
    fixture = await reconcileFixture();
    await fixture.upload('unreadable.csv', SPECS);
    const answer: InjectedAnswer = { ...page, route: 'status' };
    const asked = fixture.sandbox.stats().statusRequests;
    fixture.sandbox.injectNext(...Array<InjectedAnswer>(8).fill(answer));
    const report = await reconcileInvoices(fixture.journal, options(fixture));
    expect(report.checks.map((c) => (c.ok ? 'ok' : c.failure))).toEqual([
      ...Array(3).fill('http-error'),
      ...Array(5).fill('halted'),
    ]);
    expect(report.halt?.haltKind).toBe('unreadable');
    expect(report.halt?.halt).toMatch(/^the finance API's answers could not be read \(3 status calls in a row: /);
    expect(report.halt?.halt).toMatch(reason);
    expect(describeReconcileHalt(report.halt!, report.checks)).toMatch(/^status answers unreadable: checked 0 of 8/);
    expect(fixture.sandbox.stats().statusRequests - asked).toBeLessThanOrEqual(3);
  });

  it('one readable answer between them starts the count again', async () => {
    fixture = await reconcileFixture();
    await fixture.upload('between.csv', SPECS);
    const answer: InjectedAnswer = { status: 200, body: '<html></html>', contentType: 'text/html', route: 'status' };
    fixture.sandbox.injectNext(answer, answer);
    const report = await reconcileInvoices(fixture.journal, options(fixture));
    expect(report.checks.map((c) => c.ok)).toEqual([false, false, ...Array(6).fill(true)]);
    expect(report.halt).toBeUndefined();
  });
});
