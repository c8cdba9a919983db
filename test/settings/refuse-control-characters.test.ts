/**
 * A setting holding a control character (an env file with Windows line ends sourced by cron gives
 * `journal.sqlite\r`, `qa\r`) is refused before anything is opened or sent, from a flag, the
 * environment or the config file, naming the setting and never its value.
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  controlCharacterProblem,
  refuseControlCharactersInEnv,
  refuseControlCharactersInFlags,
} from '../../src/settings/refuse-control-characters.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

const SECRET = 'pg-password-71c2';

const CASES = [
  {
    source: 'environment',
    name: 'INVOICE_BATCH_JOURNAL',
    value: 'journal.sqlite\r',
    named: 'environment variable INVOICE_BATCH_JOURNAL',
  },
  {
    source: 'environment',
    name: 'INVOICE_BATCH_ENV_SEGMENT',
    value: 'qa\r',
    named: 'environment variable INVOICE_BATCH_ENV_SEGMENT',
  },
  {
    source: 'environment',
    name: 'INVOICE_BATCH_OUT',
    value: 'out\r\n',
    named: 'environment variable INVOICE_BATCH_OUT',
  },
  {
    source: 'environment',
    name: 'INVOICE_BATCH_JOURNAL',
    value: `postgres://u:${SECRET}@h/db\r`,
    named: 'environment variable INVOICE_BATCH_JOURNAL',
  },
  {
    source: 'environment',
    name: 'INVOICE_BATCH_API_KEY',
    value: `${SECRET}\r`,
    named: 'environment variable INVOICE_BATCH_API_KEY',
  },
  { source: 'flag', name: '--journal', value: 'journal.sqlite\r', named: '--journal' },
  { source: 'flag', name: '--env-segment', value: 'q\ta', named: '--env-segment' },
  { source: 'config file', name: 'journal', value: 'journal.sqlite\\r', named: 'journal' },
  { source: 'config file', name: 'outDir', value: 'out\\u0000', named: 'outDir' },
] as const;

describe('settings holding control characters', () => {
  it.each(CASES)('$named = $value ($source) is refused before anything is opened or sent', async (c) => {
    const sandbox = await startTestSandbox();
    const dir = makeTempDir('control-setting');
    writeUploadInputs(dir, { count: 2, prefix: 'CTL' });
    const env: NodeJS.ProcessEnv = { INVOICE_BATCH_API_KEY: sandbox.apiKey };
    const args = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml'];
    let config = `defaultProfile: p\nprofiles:\n  p:\n    baseUrl: ${sandbox.baseUrl}\n`;
    if (c.source === 'flag') args.push(c.name, c.value);
    if (c.source === 'environment') env[c.name] = c.value;
    if (c.source === 'config file') config += `${c.name}: "${c.value}"\n`;
    writeFileSync(join(dir, 'invoice-batch.config.yaml'), config);

    const result = await runCliInProcess(args, { cwd: dir, env });
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toMatch(
      new RegExp(
        `${c.named.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}:? (ends with a carriage return|holds a control character)`,
      ),
    );
    if (c.value.endsWith('\r')) expect(result.stderr).toContain('line ends of a file written on Windows (CRLF)?');
    if (c.source === 'config file') expect(result.stderr).toContain('invoice-batch.config.yaml:5');
    expect(result.stderr).not.toContain(SECRET);
    expect(sandbox.stats().createRequests).toBe(0);
    // Nothing was created: no journal, no output folder, under any name.
    expect(readdirSync(dir).sort()).toEqual(['invoice-batch.config.yaml', 'invoices.csv', 'mapping.yaml']);
    expect(existsSync(join(dir, 'journal.sqlite\r'))).toBe(false);
  });

  it('names a tab at its place and takes plain text', () => {
    expect(controlCharacterProblem('q\ta')).toContain('(a tab) at character 2');
    expect(controlCharacterProblem('journal.sqlite')).toBeUndefined();
  });

  it('reads a base URL trimmed, as it is posted to: a tab or line break around it passes, one inside is refused', () => {
    const pasted = ' \thttps://api.example.com/ \u00a0\r\n';
    expect(() => refuseControlCharactersInFlags({ baseUrl: pasted })).not.toThrow();
    expect(() => refuseControlCharactersInEnv({ INVOICE_BATCH_BASE_URL: pasted })).not.toThrow();
    expect(() => refuseControlCharactersInFlags({ baseUrl: 'https://api.\texample.com/' })).toThrow(
      /--base-url holds a control character/,
    );
    // Other settings are read whole: a journal path with a line break around it is refused.
    expect(() => refuseControlCharactersInFlags({ journal: 'journal.sqlite\r\n' })).toThrow(
      /--journal ends with a carriage return/,
    );
  });
});
