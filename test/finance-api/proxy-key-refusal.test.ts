/**
 * A 401 from behind a reverse proxy (a Server or Via header of one, or a base URL with a path)
 * names the proxy dropping the api_key header as a possible cause: nginx drops headers with an
 * underscore unless `underscores_in_headers on`. Uploads run in process against real sandboxes.
 */
import { describe, expect, it } from 'vitest';
import { readProxyFront } from '../../src/finance-api/read-proxy-front.js';
import { runCliInProcess, withSandboxKey } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

const upload = async (dropUnderscoreHeaders: boolean, key?: string) => {
  const cwd = makeTempDir('proxy-key-refusal');
  const sandbox = await startTestSandbox({ dropUnderscoreHeaders });
  writeUploadInputs(cwd, { count: 2, prefix: 'NGX' });
  const env = key === undefined ? withSandboxKey() : withSandboxKey({ INVOICE_BATCH_API_KEY: key });
  return runCliInProcess(['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl], {
    cwd,
    env,
  });
};

describe('a refused API key behind a reverse proxy', () => {
  it('names nginx dropping the api_key header as a possible cause, in one sentence', async () => {
    const result = await upload(true);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'the finance API refused the API key (HTTP 401 Unauthorized), or the reverse proxy in front (server: nginx) dropped its api_key header, as nginx does unless underscores_in_headers is on',
    );
  });

  it('says only that the key was refused when nothing shows a proxy', async () => {
    const result = await upload(false, 'not-the-key');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('the finance API refused the API key (HTTP 401 Unauthorized)');
    expect(result.stderr).not.toContain('underscores_in_headers');
  });
});

describe('readProxyFront', () => {
  const headers = (init: Record<string, string>) => new Headers(init);
  it('reads a proxy from Via, a proxy Server header, or a path in the base URL', () => {
    expect(readProxyFront(headers({ via: '1.1 gw' }), 'https://erp.example')).toBe('via: 1.1 gw');
    expect(readProxyFront(headers({ server: 'nginx/1.24.0' }), 'https://erp.example')).toBe('server: nginx/1.24.0');
    expect(readProxyFront(headers({}), 'http://127.0.0.1:8180/api/v2/')).toBe("the base URL's path /api/v2/");
  });
  it('reads none from a back-end of its own name at the root', () => {
    expect(readProxyFront(headers({ server: 'Kestrel' }), 'https://erp.example/')).toBeUndefined();
    expect(readProxyFront(headers({}), undefined)).toBeUndefined();
  });
});
