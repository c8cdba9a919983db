/**
 * The address check before an upload's first create names the base URL in its reason, which the
 * journal keeps with every invoice not sent and the run's note: a user name or password that got
 * past the settings' refusal of an address with credentials is shown as `***`, as every echo of an
 * address is (mask-url-credentials.ts).
 */
import { describe, expect, it } from 'vitest';
import { checkAddressSpeaksHttp } from '../../src/finance-api/check-address-speaks-http.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';

const USER = 'ops';
const PASSWORD = 'Lantern-copper-river-77';

describe('the address check of a base URL with credentials', () => {
  it('names the address with its user name and password masked', async () => {
    const sandbox = await startTestSandbox();
    const address = new URL(sandbox.baseUrl);
    address.username = USER;
    address.password = PASSWORD;
    const check = await checkAddressSpeaksHttp(sandbox.target({ baseUrl: address.href.replace(/\/$/, '') }));
    expect(check.speaksHttp).toBe(false);
    const reason = check.speaksHttp ? '' : check.reason;
    expect(reason.replaceAll(PASSWORD, '<the password>')).toContain(`no HTTP answer from http://***@${address.host}:`);
    expect(reason.includes(PASSWORD), 'the password is in the reason').toBe(false);
    expect(reason.includes(`${USER}:`), 'the user name is in the reason').toBe(false);
  });
});
