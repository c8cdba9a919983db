/** What the API settings refuse before a run, and what a given base URL is: never the sandbox. */
import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../../src/errors.js';
import { resolveSettings } from '../../src/settings.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('a given base URL is never the sandbox', () => {
  it.each([
    ['--base-url', { baseUrl: 'https://finance.example.com' }, {}],
    ['INVOICE_BATCH_BASE_URL', {}, { INVOICE_BATCH_BASE_URL: 'https://finance.example.com' }],
  ])('on the default profile with %s: no sandbox flag, no sandbox key, no duplicate rule', (_, flags, env) => {
    const cwd = makeTempDir('settings-base-url');
    const api = resolveSettings(flags, { ...env, INVOICE_BATCH_API_KEY: 'real-key' }, cwd).api;
    expect(api).toMatchObject({
      profile: 'sandbox',
      sandbox: false,
      baseUrl: 'https://finance.example.com',
      apiKey: 'real-key',
      rejectsDuplicates: false,
      duplicateInstancePattern: undefined,
    });
    expect(resolveSettings(flags, env, cwd).api.apiKey).toBeUndefined();
  });

  it('a sandbox profile with a baseUrl in the config file is not the sandbox either', () => {
    const cwd = makeTempDir('settings-sandbox-url');
    writeFileSync(
      join(cwd, 'invoice-batch.config.yaml'),
      'profiles:\n  sandbox:\n    baseUrl: https://finance.example.com\n',
    );
    expect(resolveSettings({}, {}, cwd).api).toMatchObject({
      sandbox: false,
      apiKey: undefined,
      rejectsDuplicates: false,
    });
  });
});

describe('the key and the base URL are checked before anything is sent', () => {
  it.each([
    // control characters by the rule of every setting (refuse-control-characters.ts)
    ['a line break', 'abc\ndef', 'INVOICE_BATCH_API_KEY holds a control character (a line break) at character 4'],
    ['a NUL', 'abc\u0000', 'INVOICE_BATCH_API_KEY holds a control character (a NUL) at character 4'],
    ['a typographic character', 'k3y\u2013one', 'position 4 (U+2013)'],
    ['a trailing space', 'k3y-a ', 'starts or ends with white space'],
    ['double quotes around it', '"k3y-quoted-4f1c"', 'starts and ends with a quote'],
    ['single quotes around it', "'k3y-quoted-4f1c'", 'starts and ends with a quote'],
  ])('refuses a key with %s, without quoting it', (_, key, says) => {
    const message = refusal(() =>
      resolveSettings(
        { baseUrl: 'https://finance.example.com' },
        { INVOICE_BATCH_API_KEY: key },
        makeTempDir('settings-key'),
      ),
    );
    expect(message).toContain('INVOICE_BATCH_API_KEY');
    expect(message).toContain(says);
    expect(message).not.toContain(key.trim());
  });

  it('refuses a key file whose key no header can carry', () => {
    const cwd = makeTempDir('settings-key-file');
    writeFileSync(
      join(cwd, 'invoice-batch.config.yaml'),
      'defaultProfile: prod\nprofiles:\n  prod:\n    baseUrl: https://finance.example.com\n    apiKeyFile: k.txt\n',
    );
    writeFileSync(join(cwd, 'k.txt'), 'schl\u00fcssel\n');
    expect(refusal(() => resolveSettings({}, {}, cwd))).toContain(
      'has a character an HTTP header cannot carry at position 5 (U+00FC)',
    );
  });

  it.each([
    ['credentials', 'https://ann:secret@finance.example.com', 'expected no user name or password'],
    ['a user name', 'https://ann@finance.example.com', 'expected no user name or password'],
    ['a query', 'https://finance.example.com/api?x=1', 'expected no query (?) or fragment (#)'],
    ['a fragment', 'https://finance.example.com/api#top', 'expected no query (?) or fragment (#)'],
  ])('refuses a base URL with %s', (_, baseUrl, says) => {
    const message = refusal(() =>
      resolveSettings({ baseUrl }, { INVOICE_BATCH_API_KEY: 'k' }, makeTempDir('settings-url')),
    );
    expect(message).toContain(says);
    expect(message).not.toContain('secret');
  });
});

describe('timeouts from flags and the environment have the config file range', () => {
  it.each([3_000_000_000, 2_147_483_648, 600_001, 0, -1, 99, 1.5])('refuses --timeout-ms %d', (timeoutMs) => {
    expect(refusal(() => resolveSettings({ timeoutMs }, {}, makeTempDir('settings-timeout')))).toBe(
      `--timeout-ms: expected a whole number of milliseconds from 100 to 600000, got "${timeoutMs}"`,
    );
  });

  it('refuses --timeout-ms that is not a number without calling it NaN', () => {
    expect(refusal(() => resolveSettings({ timeoutMs: Number.NaN }, {}, makeTempDir('settings-timeout')))).toBe(
      '--timeout-ms: expected a whole number of milliseconds from 100 to 600000, got something that is not a number',
    );
  });

  it.each(['2147483648', '3000000000', '0', '-1', '1e3', 'abc', '100.5'])(
    'refuses INVOICE_BATCH_TIMEOUT_MS=%s',
    (raw) => {
      expect(
        refusal(() => resolveSettings({}, { INVOICE_BATCH_TIMEOUT_MS: raw }, makeTempDir('settings-timeout-env'))),
      ).toBe(
        `environment variable INVOICE_BATCH_TIMEOUT_MS: expected a whole number of milliseconds from 100 to 600000, got "${raw}"`,
      );
    },
  );

  it('takes the ends of the range', () => {
    const cwd = makeTempDir('settings-timeout-ok');
    expect(resolveSettings({ timeoutMs: 100 }, {}, cwd).api.timeoutMs).toBe(100);
    expect(resolveSettings({}, { INVOICE_BATCH_TIMEOUT_MS: '600000' }, cwd).api.timeoutMs).toBe(600_000);
  });

  it('takes how long an upload waits for an unreachable journal from INVOICE_BATCH_JOURNAL_WAIT_MS, a minute when not set', () => {
    const cwd = makeTempDir('settings-journal-wait');
    expect(resolveSettings({}, {}, cwd).upload.journalWaitMs).toBe(60_000);
    expect(resolveSettings({}, { INVOICE_BATCH_JOURNAL_WAIT_MS: '5000' }, cwd).upload.journalWaitMs).toBe(5_000);
    expect(refusal(() => resolveSettings({}, { INVOICE_BATCH_JOURNAL_WAIT_MS: 'soon' }, cwd))).toBe(
      'environment variable INVOICE_BATCH_JOURNAL_WAIT_MS: expected a whole number of milliseconds from 0 to 3600000, got "soon"',
    );
  });

  it('refuses watch and schedule waits in the config file that Node timers cannot hold', () => {
    const cwd = makeTempDir('settings-waits');
    writeFileSync(join(cwd, 'invoice-batch.config.yaml'), 'watch:\n  pollMs: 3000000000\n');
    expect(refusal(() => resolveSettings({}, {}, cwd))).toContain('pollMs');
  });
});
