/**
 * A profile block copied from another with its targetId kept: two finance systems under one name
 * would share the journal's knowledge and the advertiser cache. Real sandboxes on loopback, a
 * config in a real temp folder.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SANDBOX_API_KEY } from '../../src/settings.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';

function writeConfig(acme: string, beta: string): string {
  const folder = makeTempDir('shared-target-id');
  writeFileSync(
    join(folder, 'invoice-batch.config.yaml'),
    [
      'defaultProfile: acme',
      'profiles:',
      '  acme:',
      `    baseUrl: ${acme}`,
      '    targetId: finance-group-prod',
      '  beta:',
      `    baseUrl: ${beta}`,
      '    targetId: finance-group-prod',
      '',
    ].join('\n'),
  );
  return folder;
}

const run = (cwd: string, ...args: string[]) =>
  runCliInProcess(args, {
    cwd,
    env: { INVOICE_BATCH_API_KEY: SANDBOX_API_KEY, INVOICE_BATCH_STATE_DIR: makeTempDir('shared-target-state') },
  });

describe('two profiles giving one targetId', () => {
  it('are refused at load for different addresses, naming both profiles and the line, before any call', async () => {
    const acme = await startTestSandbox();
    const beta = await startTestSandbox();
    const cwd = writeConfig(acme.baseUrl, beta.baseUrl);
    for (const profile of ['acme', 'beta']) {
      const refresh = await run(cwd, 'advertisers', '--refresh', '--profile', profile);
      expect(refresh.code, refresh.stderr).toBe(2);
      expect(refresh.stderr).toContain('invoice-batch.config.yaml:8');
      expect(refresh.stderr).toContain('profiles "acme" and "beta" both give targetId "finance-group-prod"');
      expect(refresh.stderr).toContain(beta.baseUrl);
      expect(refresh.stderr).not.toMatch(/\n\s+at /);
      expect(refresh.stdout).toBe('');
    }
  }, 120_000);

  it('are taken for one back-end at one address (two keys to one system), in any spelling of it', async () => {
    const sandbox = await startTestSandbox();
    const cwd = writeConfig(sandbox.baseUrl, `${sandbox.baseUrl.replace('127.0.0.1', 'localhost')}/`);
    const refresh = await run(cwd, 'advertisers', '--refresh', '--profile', 'beta');
    expect(refresh.code, refresh.stderr).toBe(0);
  }, 120_000);
});
