/**
 * The read-only probe against the sandbox: a redirection on it is no outage that waiting ends, so
 * it says what to correct (the Location, masked, and the base URL), while a gateway failure does not.
 */
import { describe, expect, it } from 'vitest';
import { probeApi } from '../../src/finance-api/probe-api.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';

describe('probeApi', () => {
  it.each([301, 308])(
    'names a %i redirect as lasting, with its Location and the base URL to correct',
    async (status) => {
      const sandbox = await startTestSandbox({
        redirect: { status, location: 'https://user:S3cret-pw@moved.example/api?token=T0k3n' },
      });
      const result = await probeApi(sandbox.target());
      expect(result.answered).toBe(false);
      expect(result.reason).toBe(`HTTP ${status}`);
      expect(result.lasting).toContain(`HTTP ${status}`);
      expect(result.lasting).toContain('https://***@moved.example/api?***');
      expect(result.lasting).toContain(`correct the base URL ${sandbox.baseUrl}`);
      expect(result.lasting).not.toMatch(/S3cret-pw|T0k3n/);
    },
  );

  it.each([302, 307])('leaves a temporary %i redirect to the pause: a maintenance redirect ends', async (status) => {
    const sandbox = await startTestSandbox();
    sandbox.injectNext({ status, body: '', headers: { Location: '/maintenance' }, route: 'status' });
    expect(await probeApi(sandbox.target())).toEqual({ answered: false, reason: `HTTP ${status}` });
  });

  it('leaves a gateway failure to the pause: it may end by waiting', async () => {
    const sandbox = await startTestSandbox();
    sandbox.injectNext({ status: 502, body: '<html>bad gateway</html>', route: 'status' });
    const result = await probeApi(sandbox.target());
    expect(result).toEqual({ answered: false, reason: 'HTTP 502' });
  });
});
