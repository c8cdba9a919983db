/**
 * A profile with a `targetId` is one finance system to the journal whatever its address: an address
 * or path segment given over it (flag or variable) would make the journal take another system for
 * that one. The space: how the profile was chosen x where the override comes from x targetId or not
 * x the override's spelling, each resolved from a real config file in a real temp folder.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSettings, type SettingsFlags } from '../../src/settings.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const OWN = 'https://erp.example.com';
const CHOSEN = ['defaultProfile', '--profile', 'INVOICE_BATCH_PROFILE'] as const;
const FROM = ['--base-url', 'INVOICE_BATCH_BASE_URL', 'none'] as const;
/** Spellings of the profile's own address, as a user or an environment file writes them. */
const SAME = [OWN, `${OWN}/`, 'https://ERP.Example.COM', `${OWN}:443`, `${OWN}:443//`];
const OTHER = ['https://erp-test.example.com', `${OWN}:8443`, `${OWN}/other`];

function site(targetId: boolean): string {
  const cwd = makeTempDir('override-target-id');
  writeFileSync(
    join(cwd, 'invoice-batch.config.yaml'),
    `defaultProfile: production\nprofiles:\n  production:\n    baseUrl: ${OWN}\n${targetId ? '    targetId: finance-production\n' : ''}  test:\n    baseUrl: https://erp-test.example.com\n`,
  );
  return cwd;
}

function resolveWith(cwd: string, chosen: (typeof CHOSEN)[number], from: (typeof FROM)[number], address: string) {
  const flags: SettingsFlags = {};
  const env: NodeJS.ProcessEnv = { INVOICE_BATCH_API_KEY: 'k'.repeat(24) };
  if (chosen === '--profile') flags.profile = 'production';
  if (chosen === 'INVOICE_BATCH_PROFILE') env.INVOICE_BATCH_PROFILE = 'production';
  if (from === '--base-url') flags.baseUrl = address;
  if (from === 'INVOICE_BATCH_BASE_URL') env.INVOICE_BATCH_BASE_URL = address;
  try {
    return { settings: resolveSettings(flags, env, cwd), refusal: undefined };
  } catch (error) {
    return { settings: undefined, refusal: error as Error };
  }
}

const cases = CHOSEN.flatMap((chosen) =>
  FROM.flatMap((from) =>
    [true, false].flatMap((targetId) =>
      [...SAME.map((address) => ({ address, same: true })), ...OTHER.map((address) => ({ address, same: false }))].map(
        ({ address, same }) => ({ chosen, from, targetId, address, same }),
      ),
    ),
  ),
);

describe('an address given over the chosen profile', () => {
  it.each(cases)(
    'profile chosen by $chosen, address from $from ($address), targetId $targetId',
    ({ chosen, from, targetId, address, same }) => {
      const { settings, refusal } = resolveWith(site(targetId), chosen, from, address);
      const overridden = from !== 'none' && !same;
      if (overridden && targetId) {
        expect(refusal?.name).toBe('ConfigError');
        const source = from === '--base-url' ? '--base-url' : 'environment variable INVOICE_BATCH_BASE_URL';
        const chosenBy = chosen === 'defaultProfile' ? 'defaultProfile in ' : chosen;
        expect(refusal?.message).toContain(
          `${source} gives baseUrl ${address}, but profile "production" (chosen by ${chosenBy}`,
        );
        expect(refusal?.message).toContain(`has baseUrl ${OWN} and targetId "finance-production"`);
        expect(refusal?.message).toMatch(/Nothing was sent: (leave out --base-url|unset INVOICE_BATCH_BASE_URL)/);
        expect(refusal?.message).toContain('or choose a profile (--profile NAME)');
        expect(refusal?.message).not.toContain('\n');
        return;
      }
      // Without a targetId the journal knows the system by its address: only a variable over a profile named on purpose is refused.
      if (overridden && from === 'INVOICE_BATCH_BASE_URL' && chosen !== 'defaultProfile') {
        expect(refusal?.message).toContain('would override the baseUrl of profile "production"');
        return;
      }
      expect(refusal).toBeUndefined();
      expect(settings?.api.profile).toBe('production');
      if (!overridden) expect(settings?.api.targetId).toBe(targetId ? 'finance-production' : undefined);
    },
  );

  it.each([
    ['--env-segment', { envSegment: 'prod' }, {}],
    ['INVOICE_BATCH_ERP_SEGMENT', {}, { INVOICE_BATCH_ERP_SEGMENT: 'other' }],
  ])('refuses a path segment given by %s over a targetId profile that leaves it to the default', (name, flags, env) => {
    const cwd = site(true);
    expect(() => resolveSettings(flags, { INVOICE_BATCH_API_KEY: 'k'.repeat(24), ...env }, cwd)).toThrow(
      `${name.startsWith('--') ? name : `environment variable ${name}`} gives `,
    );
    // The default's own value is no override.
    expect(resolveSettings({ envSegment: 'qa' }, { INVOICE_BATCH_API_KEY: 'k'.repeat(24) }, cwd).api.envSegment).toBe(
      'qa',
    );
  });

  it('lets the profile of the other system be chosen while the variable stays set', () => {
    const env = { INVOICE_BATCH_API_KEY: 'k'.repeat(24), INVOICE_BATCH_BASE_URL: 'https://ERP-test.example.com/' };
    const cwd = site(true);
    expect(() => resolveSettings({}, env, cwd)).toThrow('targetId "finance-production"');
    const test = resolveSettings({ profile: 'test' }, env, cwd);
    expect([test.api.profile, test.api.targetId, test.api.baseUrl]).toEqual([
      'test',
      undefined,
      'https://erp-test.example.com',
    ]);
  });
});

describe('a profile with a targetId and no baseUrl of its own', () => {
  const NO_ADDRESS = 'defaultProfile: production\nprofiles:\n  production:\n    targetId: finance-production\n';
  it.each(
    CHOSEN.flatMap((chosen) =>
      (['--base-url', 'INVOICE_BATCH_BASE_URL'] as const).flatMap((from) =>
        [OWN, ...OTHER].map((address) => ({ chosen, from, address })),
      ),
    ),
  )('refuses any address from $from ($address), profile chosen by $chosen', ({ chosen, from, address }) => {
    const cwd = makeTempDir('target-id-no-address');
    writeFileSync(join(cwd, 'invoice-batch.config.yaml'), NO_ADDRESS);
    const { settings, refusal } = resolveWith(cwd, chosen, from, address);
    expect(settings).toBeUndefined();
    expect(refusal?.name).toBe('ConfigError');
    const source = from === '--base-url' ? '--base-url' : 'environment variable INVOICE_BATCH_BASE_URL';
    expect(refusal?.message).toContain(`${source} gives baseUrl ${address}, but profile "production"`);
    expect(refusal?.message).toContain('has targetId "finance-production" and no baseUrl of its own');
    expect(refusal?.message).toContain('Nothing was sent: add baseUrl to profile "production"');
    expect(refusal?.message).not.toContain('\n');
  });

  it('still says the profile has no baseUrl when none is given', () => {
    const cwd = makeTempDir('target-id-no-address');
    writeFileSync(join(cwd, 'invoice-batch.config.yaml'), NO_ADDRESS);
    expect(() => resolveSettings({}, { INVOICE_BATCH_API_KEY: 'k'.repeat(24) }, cwd)).toThrow(
      'profile "production" has no baseUrl',
    );
  });
});
