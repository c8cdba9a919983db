/**
 * The general settings of docs/configuration.md, as flags, against every command: each command
 * that reads settings takes --config, --profile and --journal; each that talks to a finance system
 * or checks against its advertiser list (validate does) takes the finance API flags too.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import yargs from 'yargs';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/commands/all-commands.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const SETTINGS_FLAGS = ['config', 'profile', 'journal'];
const API_FLAGS = [
  'base-url',
  'erp-segment',
  'app-segment',
  'env-segment',
  'timeout-ms',
  'allow-insecure-http',
  'distinct-target',
];
/** The commands that reach a finance system, its advertiser list or record what it holds, as docs/configuration.md lists them. */
const TARGET_COMMANDS = [
  'advertisers',
  'status',
  'validate',
  'upload',
  'resolve',
  'reconcile',
  'watch',
  'import-results',
];
/** The listings of a journal several targets share: --base-url (as --profile) picks one target's rows. */
const LISTING_COMMANDS = ['journal', 'history'];
/**
 * The commands that read no settings: the emulator (its own --erp-segment and the like say what it
 * serves) and health, which reads a service's heartbeat file and needs no config, key or journal.
 */
const NOT_A_CLIENT = ['sandbox', 'health'];

/** A command's name: the first word of its usage, the first of its names where it has aliases. */
function nameOf(command: (typeof COMMANDS)[number]): string {
  return String([command.command].flat()[0]).split(' ')[0]!;
}

function flagsOf(name: string): string[] {
  const command = COMMANDS.find((c) => nameOf(c) === name)!;
  // getOptions is yargs' own (untyped) record of the options a builder declared.
  const parser = command.builder(yargs([])) as unknown as { getOptions(): { key: Record<string, unknown> } };
  return Object.keys(parser.getOptions().key);
}

const names = COMMANDS.map(nameOf).filter((name) => !NOT_A_CLIENT.includes(name));
const table = names.flatMap((command) =>
  [...SETTINGS_FLAGS, ...API_FLAGS].map((flag) => ({
    command,
    flag,
    taken:
      SETTINGS_FLAGS.includes(flag) ||
      TARGET_COMMANDS.includes(command) ||
      (flag === 'base-url' && LISTING_COMMANDS.includes(command)),
  })),
);

describe('general settings as flags', () => {
  it.each(table)('$command takes --$flag: $taken', ({ command, flag, taken }) => {
    expect(flagsOf(command).includes(flag)).toBe(taken);
  });

  it('docs/configuration.md names the commands that take the finance API flags, as the table above', () => {
    const docs = readFileSync(new URL('../../docs/configuration.md', import.meta.url), 'utf8');
    const sentence = /The finance API\s+flags[^.]*\./.exec(docs)?.[0] ?? '';
    expect(TARGET_COMMANDS.filter((command) => !sentence.includes(`\`${command}\``))).toEqual([]);
  });

  it('validate --base-url checks against the advertiser list of that finance system', async () => {
    const cwd = fileURLToPath(new URL('../..', import.meta.url));
    const args = ['validate', 'samples/european-erp.csv', '--mapping', 'mappings/european-erp.yaml', '--json'];
    const journal = `${makeTempDir('validate-base-url')}/journal.sqlite`;
    const result = await runCliInProcess([...args, '--base-url', 'http://127.0.0.1:9', '--journal', journal], { cwd });
    expect(result.stderr).toBe('');
    const list = JSON.parse(result.stdout).advertiserList;
    expect(list.checked).toBe(false);
    expect(list.refresh).toBe(`invoice-batch advertisers --refresh --base-url http://127.0.0.1:9 --journal ${journal}`);
  });
});
