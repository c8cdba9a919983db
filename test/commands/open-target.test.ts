import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { openTarget } from '../../src/commands/open-target.js';
import { extractAdvertisers } from '../../src/finance-api/extract-advertisers.js';
import { ConfigError } from '../../src/errors.js';
import { DEFAULTS, type ApiSettings } from '../../src/settings.js';
import { DEFAULT_MAX_ANSWER_BYTES } from '../../src/finance-api/api-target.js';
import { makeTempDir } from '../helpers/temp-dir.js';

function apiSettings(overrides: Partial<ApiSettings> = {}): ApiSettings {
  return {
    profile: 'sandbox',
    sandbox: true,
    baseUrl: undefined,
    erpSegment: DEFAULTS.erpSegment,
    appSegment: DEFAULTS.appSegment,
    envSegment: DEFAULTS.envSegment,
    apiKey: 'sandbox-key',
    timeoutMs: 5000,
    retry: { attempts: 2, baseDelayMs: 10, maxDelayMs: 100 },
    allowInsecureHttp: false,
    rejectsDuplicates: false,
    duplicateInstancePattern: undefined,
    duplicateMessagePattern: 'duplicate',
    maxAnswerBytes: DEFAULT_MAX_ANSWER_BYTES,
    ...overrides,
  };
}

describe('openTarget', () => {
  it('starts the embedded sandbox on loopback with its state in the given folder, named by that folder', async () => {
    const stateDir = join(makeTempDir('open-target'), 'output', 'sandbox');
    const opened = await openTarget(apiSettings(), { stateDir });
    try {
      expect(opened.target.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(opened.target).toMatchObject({ sandbox: true, identity: `sandbox:${stateDir}`, envSegment: 'qa' });
      expect(await extractAdvertisers(opened.target)).toMatchObject({ kind: 'advertisers' });
      expect(existsSync(join(stateDir, 'state.jsonl'))).toBe(true);
    } finally {
      await opened.close();
    }
    await expect(fetch(opened.target.baseUrl)).rejects.toThrow();
  });

  it('keeps the same identity on every run, although the port changes', async () => {
    const stateDir = join(makeTempDir('open-target'), 'sb');
    const first = await openTarget(apiSettings(), { stateDir });
    await first.close();
    const second = await openTarget(apiSettings(), { stateDir });
    await second.close();
    expect(second.target.identity).toBe(first.target.identity);
  });

  it('points at a real API with targetKey as identity, starting nothing', async () => {
    const opened = await openTarget(
      apiSettings({
        profile: 'production',
        sandbox: false,
        baseUrl: 'https://api.example.com',
        apiKey: 'k',
        erpSegment: 'sap',
      }),
      { stateDir: '/nonexistent' },
    );
    expect(opened.target).toMatchObject({
      baseUrl: 'https://api.example.com',
      sandbox: false,
      identity: 'https://api.example.com/sap/invoicing/qa',
      apiKey: 'k',
    });
    await opened.close();
  });

  it('refuses a real profile without a key, naming INVOICE_BATCH_API_KEY and apiKeyFile', async () => {
    const attempt = openTarget(
      apiSettings({ profile: 'production', sandbox: false, baseUrl: 'https://api.example.com', apiKey: undefined }),
      { stateDir: '/x' },
    );
    await expect(attempt).rejects.toBeInstanceOf(ConfigError);
    await expect(attempt).rejects.toThrow(/INVOICE_BATCH_API_KEY.*apiKeyFile/);
  });
});
