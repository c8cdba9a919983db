/**
 * Inputs that are the API key (an argument, a config value, a key file's name) are never printed
 * in full: every line the CLI prints goes through the redaction of the key it knows. Each way a key
 * comes in runs once through the compiled CLI (build first: npx tsc -p .), as a user meets it; the
 * other key shapes run in process with the redaction cli.ts applies, a CLI start (1-3 s) each saved.
 */
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess, type CliResult } from '../helpers/run-cli.js';
import { runCliInProcess, withSandboxKey } from '../helpers/run-cli-in-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { knownKeyRedaction } from '../../src/terminal/redact-known-key.js';

/** Key shapes real back-ends issue: dashed, hex, base64url-like. */
const KEYS = ['SeCrEtKeY-0123456789-abcdef', '9f86d081884c7d659a2feaa0c55ad015', 'sk_live_4eC39HqLyjWDarjtT1zdp7dc'];

/** The first key through the compiled CLI, the others in process. */
function runWithKey(
  key: string,
  args: string[],
  options: { cwd: string; env: Record<string, string | undefined> },
): Promise<CliResult> {
  if (key === KEYS[0]) return runCliProcess(args, options);
  return runCliInProcess(args, { cwd: options.cwd, env: withSandboxKey(options.env), redactKnownKey: true });
}

/** How a user's input carries the key into a message: as is, percent-encoded, in a config value. */
const INPUTS: readonly [
  string,
  (key: string, dir: string) => { args: string[]; env: Record<string, string | undefined> },
][] = [
  ['status <key>', (key) => ({ args: ['status', key], env: { INVOICE_BATCH_API_KEY: key } })],
  [
    'status <key, percent-encoded>',
    (key) => ({
      args: ['status', `x%${[...key].map((c) => c.charCodeAt(0).toString(16)).join('%')}`],
      env: { INVOICE_BATCH_API_KEY: key },
    }),
  ],
  [
    'a config value ${KEY}',
    (key, dir) => {
      const config = join(dir, 'ib.yaml');
      writeFileSync(
        config,
        `defaultProfile: t\nprofiles:\n  t:\n    baseUrl: http://127.0.0.1:9\n    apiKeyFile: \${${key}}\n`,
      );
      return { args: ['advertisers', '--config', config], env: { INVOICE_BATCH_API_KEY: key } };
    },
  ],
  [
    'apiKeyFile that is the key, no key in the environment',
    (key, dir) => {
      const config = join(dir, 'ib.yaml');
      writeFileSync(
        config,
        `defaultProfile: t\nprofiles:\n  t:\n    baseUrl: http://127.0.0.1:9\n    apiKeyFile: ${key}\n`,
      );
      return { args: ['advertisers', '--config', config], env: { INVOICE_BATCH_API_KEY: undefined } };
    },
  ],
];

describe('an input that is the API key', () => {
  it.each(INPUTS.flatMap(([name, input]) => KEYS.map((key) => [name, key, input] as const)))(
    '%s (%s): refused, and no output holds the key',
    async (_, key, input) => {
      const dir = makeTempDir('known-key');
      const { args, env } = input(key, dir);
      const result = await runWithKey(key, args, { cwd: dir, env });
      expect(result.code, result.stderr).not.toBe(0);
      expect(result.stderr).toMatch(/^invoice-batch: /m);
      for (const output of [result.stdout, result.stderr]) {
        expect(output).not.toContain(key);
        expect(output).not.toContain(key.slice(0, 16));
        for (const arg of args.filter((word) => word.length >= key.length && !word.includes('/')))
          expect(output).not.toContain(arg);
      }
    },
    30_000,
  );
});

/** How a key that only a key file holds may be echoed back: whole, in another case, percent-encoded, in part. */
const ECHOES: readonly [string, (key: string) => string][] = [
  ['whole', (key) => key],
  ['in upper case', (key) => key.toUpperCase()],
  ['percent-encoded', (key) => [...key].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('')],
  ['in part, its last four characters cut', (key) => key.slice(0, -4)],
];

describe('a key given only in the key file apiKeyFile names', () => {
  it.each(ECHOES.flatMap(([name, echo]) => KEYS.map((key) => [name, key, echo] as const)))(
    'is redacted from printed lines as the environment key is: an argument holding it %s (%s)',
    async (_, key, echo) => {
      const dir = makeTempDir('key-file-key');
      writeFileSync(join(dir, 'api.key'), `${key}\n`);
      chmodSync(join(dir, 'api.key'), 0o600);
      const config = join(dir, 'ib.yaml');
      writeFileSync(
        config,
        `defaultProfile: t\nprofiles:\n  t:\n    baseUrl: http://127.0.0.1:9\n    apiKeyFile: api.key\n`,
      );
      const result = await runWithKey(key, ['status', echo(key), '--config', config, '--journal', 'j.sqlite'], {
        cwd: dir,
        env: { INVOICE_BATCH_API_KEY: undefined },
      });
      expect(result.stdout + result.stderr).toContain('***');
      for (const output of [result.stdout, result.stderr]) {
        expect(output).not.toContain(echo(key));
        expect(output.toLowerCase()).not.toContain(key.slice(0, 12).toLowerCase());
      }
    },
    30_000,
  );
});

describe('the embedded sandbox key', () => {
  it('is printed as it is: it is public, and its banner shows it for the user to copy', () => {
    const env = { INVOICE_BATCH_API_KEY: 'sandbox-key' };
    expect(knownKeyRedaction(env, ['sandbox-key'])('API key     sandbox-key')).toBe('API key     sandbox-key');
    expect(knownKeyRedaction(env)('API key     sandbox-key')).toBe('API key     ***');
    const real = { INVOICE_BATCH_API_KEY: KEYS[0] };
    expect(knownKeyRedaction(real, ['sandbox-key'])(`key ${KEYS[0]} refused`)).toBe('key *** refused');
  });
});
