/**
 * The sandbox as it answers behind nginx with its default `underscores_in_headers off`: the
 * `api_key` header never reaches it, so a valid key is refused, and every answer names nginx.
 */
import { describe, expect, it } from 'vitest';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { sampleInvoice } from './sample-invoice.js';

async function create(dropUnderscoreHeaders: boolean) {
  const sandbox = await startTestSandbox({ dropUnderscoreHeaders });
  const url = `${sandbox.baseUrl}/${sandbox.erpSegment}/${sandbox.appSegment}/${sandbox.envSegment}/v1/finance/invoice/create`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', api_key: sandbox.apiKey, 'x-other-header': 'kept' },
    body: JSON.stringify(sampleInvoice()),
  });
  return { status: response.status, server: response.headers.get('server'), text: await response.text(), sandbox };
}

describe('sandbox dropUnderscoreHeaders', () => {
  it('refuses a valid key whose api_key header was dropped in front, and answers as nginx', async () => {
    const dropped = await create(true);
    expect(dropped.status).toBe(401);
    expect(dropped.text).toContain('the api_key header is missing');
    expect(dropped.server).toBe('nginx');
    expect(dropped.sandbox.stats().createRequests).toBe(0);
  });

  it('passes the key, with no Server header, when off', async () => {
    const passed = await create(false);
    expect(passed.status).toBe(200);
    expect(passed.server).toBeNull();
    expect(passed.sandbox.instances()).toHaveLength(1);
  });
});
