/**
 * INVOICE_BATCH_BASE_URL left set from ACME's session while the user names Beta's profile: Beta's
 * invoices would be created in ACME's system under Beta's name. Two real sandboxes on loopback,
 * a config and inputs in a real temp folder, a real SQLite journal.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SANDBOX_API_KEY } from '../../src/settings.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const COUNT = 2;

async function site() {
  const acme = await startTestSandbox();
  const beta = await startTestSandbox();
  const cwd = makeTempDir('env-over-profile');
  writeUploadInputs(cwd, { count: COUNT, prefix: 'ENV' });
  writeFileSync(
    join(cwd, 'invoice-batch.config.yaml'),
    `defaultProfile: acme\nprofiles:\n  acme:\n    baseUrl: ${acme.baseUrl}\n  beta:\n    baseUrl: ${beta.baseUrl}\n    envSegment: qa\n`,
  );
  const upload = (env: Record<string, string>, ...more: string[]) =>
    runCliInProcess(['upload', 'invoices.csv', '--mapping', 'mapping.yaml', ...more], {
      cwd,
      env: { INVOICE_BATCH_API_KEY: SANDBOX_API_KEY, INVOICE_BATCH_STATE_DIR: makeTempDir('env-state'), ...env },
    });
  return { acme, beta, upload };
}

describe('an environment variable overriding a profile named on purpose', () => {
  it.each([
    ['--profile', ['--profile', 'beta'], {}],
    ['INVOICE_BATCH_PROFILE', [], { INVOICE_BATCH_PROFILE: 'beta' }],
  ])(
    'is refused for a profile named by %s, naming the variable and the profile value',
    async (_, args, named) => {
      const { acme, beta, upload } = await site();
      const refused = await upload({ INVOICE_BATCH_BASE_URL: acme.baseUrl, ...named }, ...args);
      expect(refused.code, refused.stderr).toBe(2);
      expect(refused.stderr).toContain(`environment variable INVOICE_BATCH_BASE_URL (${acme.baseUrl})`);
      expect(refused.stderr).toContain(`baseUrl of profile "beta" (${beta.baseUrl})`);
      expect(refused.stderr).not.toMatch(/\n\s+at /);
      const segment = await upload({ INVOICE_BATCH_ENV_SEGMENT: 'prod', ...named }, ...args);
      expect(segment.code, segment.stderr).toBe(2);
      expect(segment.stderr).toContain(
        'INVOICE_BATCH_ENV_SEGMENT (prod) would override the envSegment of profile "beta" (qa)',
      );
      expect(acme.stats().createRequests + beta.stats().createRequests).toBe(0);
    },
    120_000,
  );

  it('goes on when it agrees with the profile, when --base-url is given, and for the default profile', async () => {
    const { acme, beta, upload } = await site();
    const localhost = beta.baseUrl.replace('127.0.0.1', 'localhost');
    expect((await upload({ INVOICE_BATCH_BASE_URL: localhost }, '--profile', 'beta')).code).toBe(0);
    expect(beta.stats().createRequests).toBe(COUNT);
    const flagged = await upload(
      { INVOICE_BATCH_BASE_URL: beta.baseUrl },
      '--profile',
      'beta',
      '--base-url',
      acme.baseUrl,
      // Beta's invoices, created at beta's address in this journal, go to acme's only when said to differ.
      '--distinct-target',
    );
    expect(flagged.code, flagged.stderr).toBe(0);
    expect(acme.stats().createRequests).toBe(COUNT);
    const unnamed = await upload({ INVOICE_BATCH_BASE_URL: beta.baseUrl });
    expect(unnamed.stderr).not.toContain('would override');
  }, 120_000);
});
