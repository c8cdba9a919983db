/**
 * An API key file that others on the host can read is still used, with one warning on standard
 * error that names the file and its mode and never quotes the key; a private file gives none.
 * Through the compiled CLI (build first: npx tsc -p .).
 */
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/run-cli.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const KEY = 'key-file-secret-4f1c9e';

describe('apiKeyFile readable by others', () => {
  it.each([
    ['0600', false],
    ['0400', false],
    ['0640', true],
    ['0644', true],
    ['0604', true],
    ['0660', true],
  ])('mode %s: warned %s', async (text, warned) => {
    const mode = parseInt(text, 8);
    const cwd = makeTempDir('key-file-mode');
    writeFileSync(
      join(cwd, 'invoice-batch.config.yaml'),
      'defaultProfile: prod\nprofiles:\n  prod:\n    baseUrl: https://finance.example.com\n    apiKeyFile: api.key\n',
    );
    const keyFile = join(cwd, 'api.key');
    writeFileSync(keyFile, `${KEY}\n`);
    chmodSync(keyFile, mode);
    const result = await runCliProcess(['history'], { cwd, env: { INVOICE_BATCH_API_KEY: undefined } });
    expect(result.code, result.stderr).toBe(0);
    const warnings = result.stderr.split('\n').filter((line) => line.includes('others on this host can read'));
    expect(warnings).toHaveLength(warned ? 1 : 0);
    if (warned)
      expect(warnings[0]).toBe(
        `invoice-batch: warning: the API key file ${keyFile} has mode ${text}: others on this host can read it; chmod 600 ${keyFile}`,
      );
    expect(result.stderr + result.stdout).not.toContain(KEY);
  });
});
