/**
 * A login proxy in front of the API (Entra, Okta, Cloudflare Access, Google, Keycloak, AD FS, a
 * SAML auto-post, a corporate portal) answers every operation HTTP 200 with its sign-in page: each
 * call names it by its title, a create stays in doubt, and gateway error pages or other HTML are
 * not called sign-in pages.
 */
import { describe, expect, it } from 'vitest';
import { createInvoice } from '../../src/finance-api/create-invoice.js';
import { getInvoiceStatus } from '../../src/finance-api/get-invoice-status.js';
import { extractAdvertisers } from '../../src/finance-api/extract-advertisers.js';
import { SIGN_IN_PAGES, SIGN_IN_PAGE_NAMES } from '../../src/sandbox/sign-in-pages.js';
import { gatewayPage } from '../../src/sandbox/sandbox-faults.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { sampleInvoice } from '../sandbox/sample-invoice.js';

const ONE_TRY = { attempts: 1, baseDelayMs: 1, maxDelayMs: 1 };

const words = (title: string) =>
  `a sign-in page answered (HTML, title '${title}'): a login proxy stands in front of the API; its api_key is not enough`;

describe.each(SIGN_IN_PAGE_NAMES)('the %s sign-in page in front of the API', (name) => {
  const { title } = SIGN_IN_PAGES[name];

  it('a status call is an http-error that names the sign-in page by its title', async () => {
    const sandbox = await startTestSandbox({ signIn: { page: name } });
    const outcome = await getInvoiceStatus(sandbox.target({ retry: ONE_TRY }), '0012345678');
    expect(outcome).toMatchObject({ kind: 'http-error', status: 200, signInPage: title });
    expect(outcome.kind === 'http-error' && outcome.meaning).toContain(words(title));
    expect(sandbox.stats().statusRequests).toBe(0);
  });

  it('a create is in doubt, naming the sign-in page, and reached no back-end', async () => {
    const sandbox = await startTestSandbox({ signIn: { page: name } });
    const outcome = await createInvoice(sandbox.target(), sampleInvoice());
    expect(outcome).toMatchObject({ kind: 'in-doubt', status: 200, signInPage: title });
    expect(outcome.kind === 'in-doubt' && outcome.reason).toContain(words(title));
    expect(outcome.kind === 'in-doubt' && outcome.reason).toContain('the invoice may have been created');
    expect(sandbox.stats().createRequests).toBe(0);
  });

  it('the advertiser list is refused, naming the sign-in page', async () => {
    const sandbox = await startTestSandbox({ signIn: { page: name } });
    const outcome = await extractAdvertisers(sandbox.target({ retry: ONE_TRY }));
    expect(outcome).toMatchObject({ kind: 'http-error', status: 200, signInPage: title });
    expect(outcome.kind === 'http-error' && outcome.meaning).toContain(words(title));
  });
});

describe('HTML that is not a sign-in page', () => {
  it.each([
    ['nginx 502 page', gatewayPage(502)],
    [
      'IIS welcome page',
      '<!DOCTYPE html><html><head><title>IIS Windows Server</title></head><body><img src="iisstart.png"></body></html>',
    ],
    [
      'a maintenance page',
      '<html><head><title>Down for maintenance</title></head><body><p>Back at 06:00</p></body></html>',
    ],
    [
      'a search form',
      '<html><head><title>Acme intranet</title></head><body><form action="/search"><input name="q" type="search"></form></body></html>',
    ],
    ['an untitled page', '<html><body><h1>It works!</h1></body></html>'],
  ])('a 200 %s on a status call is not called a sign-in page', async (_, html) => {
    const sandbox = await startTestSandbox();
    sandbox.injectNext({ status: 200, body: html, contentType: 'text/html', route: 'status' });
    const outcome = await getInvoiceStatus(sandbox.target({ retry: ONE_TRY }), '0012345678');
    expect(outcome).toMatchObject({ kind: 'http-error', status: 200 });
    expect(outcome.kind === 'http-error' && outcome.signInPage).toBeUndefined();
    expect(JSON.stringify(outcome)).not.toContain('sign-in page');
  });
});
