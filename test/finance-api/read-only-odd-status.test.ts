/** The read-only calls given a status no HTTP server should send: a clear failure, never a crash. */
import { describe, expect, it } from 'vitest';
import { getInvoiceStatus } from '../../src/finance-api/get-invoice-status.js';
import { extractAdvertisers } from '../../src/finance-api/extract-advertisers.js';
import { probeApi } from '../../src/finance-api/probe-api.js';
import { describeOutcome } from '../../src/finance-api/describe-outcome.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';

const STATUSES = [0, 42, 600, 999];

describe('a status outside 100-599 on a read-only call', () => {
  it.each(STATUSES)(
    'HTTP %i: status and advertisers fail naming it, the probe takes it as no answer',
    async (status) => {
      const sandbox = await startTestSandbox();
      const body = '{"E_RETCODE":0,"E_STATUS":{"INV_INSTNC_ID":"1","CURRNT_STS":"10"}}';
      sandbox.injectNext(
        { status, body, route: 'status' },
        { status, body: '[]', route: 'advertisers' },
        { status, body, route: 'status' },
      );
      const meaning = 'is not an HTTP status (100 to 599): the answer cannot be read';
      const read = await getInvoiceStatus(sandbox.target(), '1');
      expect(read).toMatchObject({ kind: 'http-error', status, meaning });
      expect(describeOutcome(read)).toMatch(new RegExp(`^HTTP ${status} is not an HTTP status`));
      expect(await extractAdvertisers(sandbox.target())).toMatchObject({ kind: 'http-error', status, meaning });
      expect(await probeApi(sandbox.target())).toEqual({ answered: false, reason: `HTTP ${status}` });
    },
  );
});

describe('the probe of an upload paused for gateway failures', () => {
  it.each([101, 303, 307])(
    'takes HTTP %i as no answer: a redirection does not show the back-end was reached',
    async (status) => {
      const sandbox = await startTestSandbox();
      sandbox.injectNext({ status, body: '', headers: { Location: '/login' }, route: 'status' });
      expect(await probeApi(sandbox.target())).toEqual({ answered: false, reason: `HTTP ${status}` });
      expect(await probeApi(sandbox.target())).toEqual({ answered: true, reason: 'HTTP 200' });
    },
  );
});
