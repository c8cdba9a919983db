/**
 * Redirections on every operation, to the same host or another: never followed (so the api_key
 * never goes to another host), the message names the Location with its credentials and query
 * string masked, and a create that got one stays in doubt.
 */
import { describe, expect, it } from 'vitest';
import { createInvoice } from '../../src/finance-api/create-invoice.js';
import { getInvoiceStatus } from '../../src/finance-api/get-invoice-status.js';
import { extractAdvertisers } from '../../src/finance-api/extract-advertisers.js';
import type { ApiTarget } from '../../src/finance-api/api-target.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { sampleInvoice } from '../sandbox/sample-invoice.js';
import { startOddServer } from './odd-server.js';

type Operation = 'create' | 'status' | 'advertisers';
const OPERATIONS: readonly Operation[] = ['create', 'status', 'advertisers'];
const STATUSES = [301, 302, 303, 307, 308];
const KEY = 'k3y-Redirect-SECRET-7781';

/** Every text of an outcome, as the journal, a workbook or the terminal would get it. */
async function call(operation: Operation, target: ApiTarget): Promise<{ kind: string; text: string }> {
  const outcome =
    operation === 'create'
      ? await createInvoice(target, sampleInvoice())
      : operation === 'status'
        ? await getInvoiceStatus(target, '0012345678')
        : await extractAdvertisers(target);
  return { kind: outcome.kind, text: JSON.stringify(outcome) };
}

/** Where the redirection points: the sandbox's own host, or a recording server under another host name. */
async function destination(where: 'same host' | 'other host') {
  const other = await startOddServer((_request, response) => response.writeHead(200).end('{}'));
  const port = new URL(other.baseUrl).port;
  const base = where === 'same host' ? '' : `http://ops:pa55word@localhost:${port}`;
  return { other, location: `${base}/moved/v1/finance?token=tok-991&api_key=${KEY}` };
}

describe('redirections', () => {
  describe.each(STATUSES)('HTTP %i', (status) => {
    describe.each(['same host', 'other host'] as const)('to the %s', (where) => {
      it.each(OPERATIONS)('on %s: not followed, Location named and masked, key in no output', async (operation) => {
        const { other, location } = await destination(where);
        const s = await startTestSandbox({ apiKeys: [KEY], redirect: { status, location } });
        const outcome = await call(operation, s.target());
        expect(outcome.kind).toBe(operation === 'create' ? 'in-doubt' : 'http-error');
        const shown =
          where === 'same host'
            ? '/moved/v1/finance?***'
            : `http://***@localhost:${new URL(other.baseUrl).port}/moved/v1/finance?***`;
        expect(outcome.text).toContain(`Location ${shown}`);
        for (const secret of [KEY, 'pa55word', 'tok-991']) expect(outcome.text).not.toContain(secret);
        // Sent once, never again to where it points.
        expect(s.stats().redirected).toBe(1);
        expect(other.requests).toHaveLength(0);
      });
    });
  });

  it('says when a redirection names no Location', async () => {
    const s = await startTestSandbox();
    s.injectNext({ status: 302, body: '' });
    expect((await call('create', s.target())).text).toContain('no Location');
  });
});
