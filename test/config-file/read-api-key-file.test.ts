/**
 * An API key file that others on the host can read is still used, with one warning on standard
 * error that names the file and its mode and never quotes the key; a private file gives none.
 * Through the compiled CLI (build first: npx tsc -p .).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readApiKeyFile } from '../../src/config-file/read-api-key-file.js';
import { openJournal } from '../../src/journal/open-journal.js';
import { configErrorOf } from '../helpers/config-error-of.js';
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
    // history reads the profile, and a journal that is there (it creates none).
    mkdirSync(join(cwd, 'output'));
    await (await openJournal(join(cwd, 'output', 'journal.sqlite'))).close();
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

describe('apiKeyFile too large to be a key file', () => {
  it.each([
    [64 * 1024 + 1, '64.0 KB'],
    [300 * 1024 * 1024, '300.0 MB'],
  ])('%i bytes: refused by its size, before it is read, without quoting it', (size, shown) => {
    const dir = makeTempDir('key-file-size');
    const keyFile = join(dir, 'api.key');
    // Sparse past the key line: a big file costs no disk.
    writeFileSync(keyFile, `${KEY}\n`);
    truncateSync(keyFile, size);
    const error = configErrorOf(() => readApiKeyFile(keyFile, join(dir, 'invoice-batch.config.yaml')));
    expect(error.message).toBe(
      `${join(dir, 'invoice-batch.config.yaml')}: the API key file ${keyFile} is ${shown}; a key file holds the key and is read only up to 64.0 KB: check that apiKeyFile names the right file`,
    );
    expect(error.message).not.toContain(KEY);
  });

  it('reads a key file of 64 KB', () => {
    const keyFile = join(makeTempDir('key-file-size'), 'api.key');
    writeFileSync(keyFile, `${KEY}\n`.padEnd(64 * 1024, '#'));
    chmodSync(keyFile, 0o600);
    expect(readApiKeyFile(keyFile, undefined)).toEqual({ key: KEY, warning: undefined });
  });
});

describe('apiKeyFile that names no file', () => {
  // Each is something a config can name by mistake or by design: a pipe a secret agent writes, a
  // device, a folder. Through the compiled CLI, killed at the bound: a read that waits would block it.
  const specials = [
    {
      name: 'a named pipe (FIFO)',
      make: (dir: string) => (execFileSync('mkfifo', [join(dir, 'key')]), join(dir, 'key')),
    },
    { name: 'a device', make: () => '/dev/zero' },
    { name: 'a folder', make: (dir: string) => (mkdirSync(join(dir, 'key')), join(dir, 'key')) },
  ];
  it.each(specials)(
    'refuses $name at once, naming it for what it is',
    async (each) => {
      const cwd = makeTempDir('key-file-special');
      const keyFile = each.make(cwd);
      writeFileSync(
        join(cwd, 'invoice-batch.config.yaml'),
        `defaultProfile: prod\nprofiles:\n  prod:\n    baseUrl: https://finance.example.com\n    apiKeyFile: ${keyFile}\n`,
      );
      const result = await runCliProcess(['history'], {
        cwd,
        env: { INVOICE_BATCH_API_KEY: undefined },
        timeoutMs: 10_000,
      });
      // Killed at the bound, the child has no exit code of its own: 2 is the refusal, given in time.
      expect(result.code, result.stderr).toBe(2);
      expect(result.stderr).toContain(`the API key file ${keyFile} is ${each.name}, not a file`);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    },
    20_000,
  );
});
