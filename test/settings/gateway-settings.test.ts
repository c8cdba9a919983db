/** The profile's `gateway.notProcessed`: fault codes of other gateways that prove a request was not processed. */
import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../../src/errors.js';
import { resolveSettings } from '../../src/settings.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const config = (yaml: string) => {
  const cwd = makeTempDir('settings-gateway');
  writeFileSync(join(cwd, 'invoice-batch.config.yaml'), yaml);
  return cwd;
};

describe('gateway.notProcessed in a profile', () => {
  it('is read into the API settings', () => {
    const cwd = config(
      'profiles:\n  sandbox:\n    gateway:\n      notProcessed: [acme.gateway.Throttled, acme.gateway.TooLarge]\n',
    );
    expect(resolveSettings({}, {}, cwd).api.gatewayNotProcessed).toEqual([
      'acme.gateway.Throttled',
      'acme.gateway.TooLarge',
    ]);
  });

  it('is empty when not set', () => {
    expect(resolveSettings({}, {}, makeTempDir('settings-gateway-none')).api.gatewayNotProcessed).toEqual([]);
  });

  it('refuses an empty code and an unknown key under gateway', () => {
    for (const yaml of [
      'profiles:\n  sandbox:\n    gateway:\n      notProcessed: [""]\n',
      'profiles:\n  sandbox:\n    gateway:\n      notprocessed: [a.B]\n',
    ])
      expect(() => resolveSettings({}, {}, config(yaml))).toThrow(ConfigError);
  });
});

describe('gateway.maxRequestBytes in a profile', () => {
  it('is read into the API settings, and absent when not set', () => {
    const cwd = config('profiles:\n  sandbox:\n    gateway:\n      maxRequestBytes: 1048576\n');
    expect(resolveSettings({}, {}, cwd).api.maxRequestBytes).toBe(1_048_576);
    expect(resolveSettings({}, {}, makeTempDir('settings-max-none')).api.maxRequestBytes).toBeUndefined();
  });

  it.each(['0', '-1', '1.5', '"1MB"'])('refuses %s', (value) => {
    const yaml = `profiles:\n  sandbox:\n    gateway:\n      maxRequestBytes: ${value}\n`;
    expect(() => resolveSettings({}, {}, config(yaml))).toThrow(ConfigError);
  });
});
