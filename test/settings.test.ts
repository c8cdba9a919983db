import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../src/errors.js';
import { DEFAULTS, SANDBOX_API_KEY, resolveSettings } from '../src/settings.js';
import { checkBaseUrl } from '../src/finance-api/check-base-url.js';
import { makeTempDir } from './helpers/temp-dir.js';
import { runCliProcess } from './helpers/run-cli.js';
import { configErrorOf } from './helpers/config-error-of.js';

function folderWithConfig(yaml: string): string {
  const dir = makeTempDir('settings');
  writeFileSync(join(dir, 'invoice-batch.config.yaml'), yaml);
  return dir;
}

const CONFIG = `defaultProfile: staging
profiles:
  staging:
    baseUrl: https://config.example.com
    erpSegment: cfg-erp
    timeoutMs: 7000
    apiKeyFile: staging.key
`;

describe('settings', () => {
  it('works with no config file at all: the sandbox profile and the defaults', () => {
    const cwd = makeTempDir('settings-none');
    const settings = resolveSettings({}, {}, cwd);
    expect(settings.configFile).toBeUndefined();
    expect(settings.api).toMatchObject({
      profile: 'sandbox',
      sandbox: true,
      baseUrl: undefined,
      apiKey: SANDBOX_API_KEY,
      erpSegment: DEFAULTS.erpSegment,
      appSegment: DEFAULTS.appSegment,
      envSegment: 'qa',
      timeoutMs: 30_000,
    });
    expect(settings.outDir).toBe(join(cwd, 'output'));
    expect(settings.journalFile).toBe(join(cwd, 'output', 'journal.sqlite'));
  });

  it('takes flags over environment over config file over defaults', () => {
    const cwd = folderWithConfig(CONFIG);
    writeFileSync(join(cwd, 'staging.key'), 'file-key\n');
    const env = {
      INVOICE_BATCH_ERP_SEGMENT: 'env-erp',
      INVOICE_BATCH_BASE_URL: 'https://env.example.com',
      INVOICE_BATCH_TIMEOUT_MS: '8000',
    };
    const flags = { erpSegment: 'flag-erp', baseUrl: 'https://flag.example.com', timeoutMs: 9000 };

    expect(resolveSettings(flags, env, cwd).api).toMatchObject({
      erpSegment: 'flag-erp',
      baseUrl: 'https://flag.example.com',
      timeoutMs: 9000,
    });
    expect(resolveSettings({}, env, cwd).api).toMatchObject({
      erpSegment: 'env-erp',
      baseUrl: 'https://env.example.com',
      timeoutMs: 8000,
    });
    expect(resolveSettings({}, {}, cwd).api).toMatchObject({
      profile: 'staging',
      erpSegment: 'cfg-erp',
      baseUrl: 'https://config.example.com',
      timeoutMs: 7000,
    });
    expect(resolveSettings({}, {}, cwd).api).toMatchObject({
      appSegment: DEFAULTS.appSegment,
      envSegment: DEFAULTS.envSegment,
    });
  });

  it('takes a variable set to nothing as not set, so that the config file still counts', () => {
    const cwd = folderWithConfig(CONFIG);
    writeFileSync(join(cwd, 'staging.key'), 'file-key\n');
    const empty = {
      INVOICE_BATCH_BASE_URL: '',
      INVOICE_BATCH_PROFILE: '',
      INVOICE_BATCH_ERP_SEGMENT: '',
      INVOICE_BATCH_JOURNAL: '',
      INVOICE_BATCH_OUT: '',
      INVOICE_BATCH_TIMEOUT_MS: '',
    };
    expect(resolveSettings({}, empty, cwd)).toMatchObject({
      api: { profile: 'staging', baseUrl: 'https://config.example.com', erpSegment: 'cfg-erp', timeoutMs: 7000 },
      journalFile: join(cwd, DEFAULTS.journal),
      outDir: join(cwd, DEFAULTS.outDir),
    });
  });

  it('takes the key from the environment before the key file named in the config, relative to the config', () => {
    const cwd = folderWithConfig(CONFIG);
    writeFileSync(join(cwd, 'staging.key'), '# staging, rotated monthly\nfile-key\n', { mode: 0o600 });
    const fromFile = resolveSettings({}, {}, cwd);
    expect(fromFile.api.apiKey).toBe('file-key');
    expect(fromFile.warnings).toEqual([]);
    // Said, not silent: a variable left set from another company's session would beat the profile's file.
    const fromEnv = resolveSettings({}, { INVOICE_BATCH_API_KEY: 'env-key' }, cwd);
    expect(fromEnv.api.apiKey).toBe('env-key');
    expect(fromEnv.warnings).toEqual([
      `the API key is taken from the environment variable INVOICE_BATCH_API_KEY, which comes before apiKeyFile: the file ${join(cwd, 'staging.key')} of profile "staging" is not read; unset the variable to use the file`,
    ]);
  });

  it('takes the profile from the flag over the environment over defaultProfile', () => {
    const cwd = folderWithConfig(`${CONFIG}  other:\n    baseUrl: https://other.example.com\n`);
    const env = { INVOICE_BATCH_PROFILE: 'sandbox', INVOICE_BATCH_API_KEY: 'k' };
    expect(resolveSettings({ profile: 'other' }, env, cwd).api.baseUrl).toBe('https://other.example.com');
    expect(resolveSettings({}, env, cwd).api.profile).toBe('sandbox');
  });

  it('refuses an unknown key in the config file, naming the file and its line and the likely key', () => {
    const cwd = folderWithConfig('profiles:\n  staging:\n    baseUrl: https://x.example.com\n    erpSegmnt: sap\n');
    const error = configErrorOf(() => resolveSettings({ profile: 'staging' }, {}, cwd));
    expect(error.position).toMatchObject({ file: join(cwd, 'invoice-batch.config.yaml'), line: 4 });
    expect(error.message).toContain('invoice-batch.config.yaml:4');
    expect(error.message).toContain('unknown key "erpSegmnt"');
    expect(error.message).toContain('did you mean "erpSegment"');
  });

  it('refuses a value of the wrong type with its line', () => {
    const cwd = folderWithConfig('profiles:\n  staging:\n    baseUrl: https://x.example.com\n    timeoutMs: soon\n');
    const error = configErrorOf(() => resolveSettings({ profile: 'staging' }, {}, cwd));
    expect(error.position.line).toBe(4);
    expect(error.message).toContain('timeoutMs');
  });

  it('refuses an unknown profile and a named config file that does not exist', () => {
    const cwd = folderWithConfig(CONFIG);
    expect(configErrorOf(() => resolveSettings({ profile: 'prod' }, {}, cwd)).message).toMatch(
      /profile "prod" is not defined.*known profiles: sandbox, staging/,
    );
    expect(configErrorOf(() => resolveSettings({ config: 'missing.yaml' }, {}, cwd)).message).toContain(
      'missing.yaml: config file not found',
    );
  });

  it('lists a profile named sandbox once, and asks about a name that differs only in case', () => {
    const cwd = folderWithConfig(
      'profiles:\n  acme:\n    baseUrl: https://acme.example.com\n  sandbox:\n    baseUrl: http://127.0.0.1:4102\n',
    );
    const message = configErrorOf(() => resolveSettings({ profile: 'Acme' }, {}, cwd)).message;
    expect(message).toContain(
      'profile "Acme" is not defined in ' +
        join(cwd, 'invoice-batch.config.yaml') +
        '; did you mean "acme"? (names are case-sensitive); known profiles: sandbox, acme',
    );
    expect(configErrorOf(() => resolveSettings({ profile: 'prod' }, {}, cwd)).message).toMatch(
      /is not defined in .*; known profiles: sandbox, acme$/,
    );
  });

  it('refuses plain http to a host that is not loopback unless allowed', () => {
    expect(() => checkBaseUrl('http://api.example.com', false)).toThrow(ConfigError);
    expect(() => checkBaseUrl('http://127.evil.example.com', false)).toThrow(/plain http/);
    expect(checkBaseUrl('http://api.example.com/', true)).toBe('http://api.example.com');
    expect(checkBaseUrl('http://127.0.0.1:4010/', false)).toBe('http://127.0.0.1:4010');
    expect(checkBaseUrl('http://localhost:4010', false)).toBe('http://localhost:4010');
    expect(checkBaseUrl('http://[::1]:4010', false)).toBe('http://[::1]:4010');
    expect(checkBaseUrl('https://api.example.com', false)).toBe('https://api.example.com');
    expect(() => checkBaseUrl('ftp://api.example.com', true)).toThrow(/expected http or https/);
    const cwd = makeTempDir('settings-http');
    expect(() => resolveSettings({ baseUrl: 'http://api.example.com' }, {}, cwd)).toThrow(/--allow-insecure-http/);
    expect(resolveSettings({ baseUrl: 'http://api.example.com', allowInsecureHttp: true }, {}, cwd).api.baseUrl).toBe(
      'http://api.example.com',
    );
  });

  it('refuses a non-numeric timeout in the environment', () => {
    expect(() => resolveSettings({}, { INVOICE_BATCH_TIMEOUT_MS: 'ten' }, makeTempDir('settings-env'))).toThrow(
      /INVOICE_BATCH_TIMEOUT_MS: expected a whole number of milliseconds from 100 to 600000, got "ten"/,
    );
  });

  it('has no flag for the key: the CLI refuses --api-key as a usage error', async () => {
    const { code, stderr } = await runCliProcess(['advertisers', '--api-key', 'k'], {
      cwd: makeTempDir('settings-flag'),
    });
    expect(code).toBe(2);
    expect(stderr).toContain('api-key');
  });
});
