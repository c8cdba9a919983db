/**
 * Reconcile behind a login proxy that answers its sign-in page: each check names the page, the
 * pages count toward the stop after 3 calls in a row without an answer (mixed with gateway
 * errors too), and the journal keeps its known statuses.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { reconcileInvoices, type ReconcileOptions } from '../../src/reconcile/reconcile-invoices.js';
import { gatewayPage } from '../../src/sandbox/sandbox-faults.js';
import type { InjectedAnswer } from '../../src/sandbox/sandbox-options.js';
import { SIGN_IN_PAGES, SIGN_IN_PAGE_NAMES } from '../../src/sandbox/sign-in-pages.js';
import { reconcileFixture, type ReconcileFixture } from './reconcile-fixture.js';

const SPECS = Array.from({ length: 8 }, (_, i) => ({ number: `S-${i + 1}`, amount: `${i + 1}.2500`, currency: 'EUR' }));
const ONE_TRY = { attempts: 1, baseDelayMs: 1, maxDelayMs: 1 };

let fixture: ReconcileFixture | undefined;
afterEach(() => fixture?.journal.close());

function options(f: ReconcileFixture, overrides: Partial<ReconcileOptions> = {}): ReconcileOptions {
  return {
    target: f.sandbox.target({ retry: ONE_TRY }),
    finalStatusCodes: ['28'],
    stuckAfterDays: 14,
    concurrency: 1,
    selection: {},
    ...overrides,
  };
}

const latest = async (f: ReconcileFixture) =>
  [...(await f.journal.statuses.latestStatuses(f.sandbox.target().identity)).values()].map((s) => s.code);

const signIn = (name: (typeof SIGN_IN_PAGE_NAMES)[number]): InjectedAnswer => ({
  status: 200,
  body: SIGN_IN_PAGES[name].html,
  contentType: 'text/html; charset=utf-8',
  route: 'status',
});
const nginx502: InjectedAnswer = { status: 502, body: gatewayPage(502), contentType: 'text/html', route: 'status' };

describe('reconcile behind a login proxy', () => {
  it.each(SIGN_IN_PAGE_NAMES)(
    'stops after 3 %s sign-in pages in a row, names the page, keeps statuses',
    async (name) => {
      fixture = await reconcileFixture();
      await fixture.upload('sso.csv', SPECS);
      await reconcileInvoices(fixture.journal, options(fixture));
      const before = await latest(fixture);
      fixture.sandbox.injectNext(...Array<InjectedAnswer>(8).fill(signIn(name)));
      const report = await reconcileInvoices(fixture.journal, options(fixture));
      expect(report.checks.map((c) => (c.ok ? 'ok' : c.failure))).toEqual([
        ...Array(3).fill('http-error'),
        ...Array(5).fill('halted'),
      ]);
      const title = SIGN_IN_PAGES[name].title;
      for (const check of report.checks.slice(0, 3))
        expect(!check.ok && check.error).toMatch(
          `a sign-in page answered (HTML, title '${title}'): a login proxy stands in front of the API; its api_key is not enough`,
        );
      expect(report.halt?.halt).toContain(`a sign-in page answered (HTML, title '${title}')`);
      expect(await latest(fixture)).toEqual(before);
    },
  );

  it.each([
    ['502, sign-in, 502', [nginx502, signIn('okta'), nginx502]],
    ['sign-in, 502, sign-in', [signIn('entra'), nginx502, signIn('entra')]],
    ['sign-in pages of two proxies', [signIn('portal'), signIn('keycloak'), signIn('portal')]],
  ])('counts sign-in pages with other calls without an answer: %s stops it', async (_, answers) => {
    fixture = await reconcileFixture();
    await fixture.upload('mixed.csv', SPECS);
    fixture.sandbox.injectNext(...answers);
    const report = await reconcileInvoices(fixture.journal, options(fixture));
    expect(report.checks.map((c) => (c.ok ? 'ok' : c.failure))).toEqual([
      ...Array(3).fill('http-error'),
      ...Array(5).fill('halted'),
    ]);
    expect(report.halt).toBeDefined();
  });

  it('one real answer between sign-in pages starts the count again', async () => {
    fixture = await reconcileFixture();
    await fixture.upload('again.csv', SPECS);
    // Two pages, then the injections run out: the rest are answered.
    fixture.sandbox.injectNext(signIn('google'), signIn('google'));
    const report = await reconcileInvoices(fixture.journal, options(fixture));
    expect(report.checks.map((c) => c.ok)).toEqual([false, false, ...Array(6).fill(true)]);
    expect(report.halt).toBeUndefined();
  });
});
