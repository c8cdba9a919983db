/**
 * Every option of every command, given a number as a user may spell it: a number flag takes plain
 * decimal digits within its bounds and reads them as written, and refuses anything else naming the
 * flag and the bounds; no other option is read as a number by yargs. Each command's own builder,
 * parsed by yargs as cli.ts parses it; nothing runs.
 */
import fc from 'fast-check';
import yargs from 'yargs';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/commands/all-commands.js';
import type { CliCommand } from '../../src/commands/cli-command.js';

/** The sandbox's fault flags (a developer's tool, no finance system behind it) keep yargs' number type. */
const NOT_YET = new Set(['sandbox']);

function parse(command: CliCommand, args: string[]): { value?: unknown; error?: string } {
  let failure: string | undefined;
  // --mapping, which upload and validate demand: a failure of its own would hide the flag's.
  const parser = command
    .builder(
      yargs([...args, '--mapping', 'm.yaml'])
        .locale('en')
        .exitProcess(false),
    )
    .fail((message: string, error: Error | undefined) => {
      failure = error?.message ?? message;
    });
  const argv = parser.parseSync() as Record<string, unknown>;
  // Some commands keep only the camel-case key (yargs' strip-dashed).
  const key = args[0]!
    .slice(2)
    .split('=')[0]!
    .replace(/-+([a-z])/g, (_, c: string) => c.toUpperCase());
  return failure === undefined ? { value: argv[key] } : { error: failure };
}

const nameOf = (command: CliCommand) => String(command.command).split(' ')[0]!;

/** Every long option each command declares, help and version aside. */
const OPTIONS = COMMANDS.filter((command) => !NOT_YET.has(nameOf(command))).flatMap((command) => {
  // getOptions is yargs' own, left out of its types.
  const built = command.builder(yargs([]).locale('en')) as unknown as {
    getOptions(): { key: Record<string, boolean> };
  };
  const declared = built.getOptions();
  return Object.keys(declared.key)
    .filter((key) => key.length > 1 && !/[A-Z]/.test(key) && !['help', 'version'].includes(key))
    .map((key) => ({ command, name: nameOf(command), key }));
});

/** The number flags, with the bounds they state when refusing a word. */
const NUMBER_FLAGS = OPTIONS.flatMap((option) => {
  const refused = parse(option.command, [`--${option.key}`, 'many']).error ?? '';
  const stated =
    /^--([a-z-]+): expected (a whole number|a number)(?: of [a-z ]+)? from ([\d.]+) to (\d+), got "many"$/.exec(
      refused,
    );
  if (!stated) return [];
  expect(stated[1]).toBe(option.key);
  return [{ ...option, fraction: stated[2] === 'a number', min: Number(stated[3]), max: Number(stated[4]) }];
});

/** Spellings real users and scripts write, besides any text at all. */
const SPELLINGS = [
  '1e3',
  '0x10',
  ' 5',
  '5 ',
  '5.5',
  '-1',
  'NaN',
  'Infinity',
  '1_000',
  '',
  '1e400',
  '+5',
  '05',
  '1.',
  '.5',
  '٣',
];

describe('number flags', () => {
  it('are declared by every command that takes a number', () => {
    const names = NUMBER_FLAGS.map((flag) => `${flag.name} --${flag.key}`);
    for (const expected of ['upload --timeout-ms', 'upload --rate', 'upload --max-concurrency', 'upload --keep-days'])
      expect(names).toContain(expected);
    for (const expected of ['watch --settle-seconds', 'reconcile --concurrency', 'journal --run', 'history --limit'])
      expect(names).toContain(expected);
  });

  it('no other option is read as a number', () => {
    const numbers = NUMBER_FLAGS.map((flag) => `${flag.name} --${flag.key}`);
    for (const option of OPTIONS) {
      if (numbers.includes(`${option.name} --${option.key}`)) continue;
      const { value } = parse(option.command, [`--${option.key}`, '1e400']);
      expect(typeof value, `${option.name} --${option.key}`).not.toBe('number');
    }
  });

  it.each(NUMBER_FLAGS)('$name --$key takes digits within its bounds as written, and nothing else', (flag) => {
    const decimal = flag.fraction ? /^\d+(\.\d+)?$/ : /^\d+$/;
    const texts = fc.oneof(
      fc.constantFrom(...SPELLINGS),
      fc.integer({ min: -10, max: flag.max + 10 }).map(String),
      fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String),
      fc.double({ noNaN: false }).map(String),
      fc.string(),
    );
    fc.assert(
      fc.property(texts, (text) => {
        // `--flag=text` hands yargs the text whatever it starts with (`--flag -1` is refused too, as a missing value).
        const { value, error } = parse(flag.command, [`--${flag.key}=${text}`]);
        const number = Number(text);
        const accepted = decimal.test(text) && number >= flag.min && number <= flag.max;
        if (accepted) expect(value).toBe(number);
        else {
          expect(error).toBeDefined();
          expect(error).toMatch(new RegExp(`^--${flag.key}: expected .* from ${flag.min} to ${flag.max}, got `));
        }
      }),
      { numRuns: 300 },
    );
  });
});
