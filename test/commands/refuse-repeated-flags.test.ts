/**
 * Every single-valued flag of every command, given twice, is a usage error naming the flag; the
 * list is taken from the commands' own definitions, so a flag added later is covered too.
 */
import yargs from 'yargs';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/commands/all-commands.js';
import { checkCommandLine } from '../../src/commands/check-command-line.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';

interface FlagCase {
  args: string[];
  flag: string;
}

/** Part of what yargs' getOptions() gives (public in yargs, missing from its types). */
interface DeclaredOptions {
  key: Record<string, unknown>;
  array: string[];
  boolean: string[];
  count: string[];
  number: string[];
  choices: Record<string, unknown[] | undefined>;
  demandedOptions: Record<string, unknown>;
}

/** A command line that parses, then the flag given twice with two values it accepts. */
function repeatedFlagCases(): FlagCase[] {
  return COMMANDS.flatMap((command) => {
    const words = (typeof command.command === 'string' ? command.command : command.command[0]!).split(' ');
    const options = (command.builder(yargs([])) as unknown as { getOptions(): DeclaredOptions }).getOptions();
    const choicesOf = (key: string) => options.choices[key];
    const positionalNames = words.slice(1).map((word) => word.replace(/[<>[\].]/g, ''));
    const required = words
      .slice(1)
      .filter((word) => word.startsWith('<'))
      .map((word, i) => String(choicesOf(positionalNames[i]!)?.[0] ?? 'x'));
    const demanded = Object.keys(options.demandedOptions).flatMap((key) => [
      `--${key}`,
      String(choicesOf(key)?.[0] ?? 'x'),
    ]);
    const singleValued = Object.keys(options.key).filter(
      (key) =>
        !positionalNames.includes(key) &&
        !options.array.includes(key) &&
        !options.boolean.includes(key) &&
        !options.count.includes(key),
    );
    return singleValued.map((key) => {
      const choices = choicesOf(key);
      const [first, second] = choices
        ? [String(choices[0]), String(choices[1] ?? choices[0])]
        : options.number.includes(key)
          ? ['1', '2']
          : ['a', 'b'];
      const rest = demanded[0] === `--${key}` ? demanded.slice(2) : demanded;
      // yargs reads `--no-x value` as x negated followed by an argument; `--no-x=value` is the flag.
      const given = key.startsWith('no-')
        ? [`--${key}=${first}`, `--${key}=${second}`]
        : [`--${key}`, first, `--${key}`, second];
      return { args: [words[0]!, ...required, ...rest, ...given], flag: `--${key}` };
    });
  });
}

describe('a single-valued flag given twice', () => {
  const cases = repeatedFlagCases();

  it('covers the string, path and number flags of every command', () => {
    const flags = new Set(cases.map((c) => `${c.args[0]} ${c.flag}`));
    for (const expected of [
      'upload --out',
      'upload --mapping',
      'validate --mapping',
      'watch --config',
      'resolve --instance-id',
    ])
      expect(flags).toContain(expected);
    expect(cases.length).toBeGreaterThan(40);
  });

  it.each(cases.map((c) => [c.args.join(' '), c] as const))('%s: refused naming the flag', (_, { args, flag }) => {
    expect(checkCommandLine(COMMANDS, args)).toMatch(
      new RegExp(`^${flag} was given twice \\(".*", ".*"\\); give it once$`),
    );
  });

  it('is refused by the CLI with exit 2 before anything is read or written', async () => {
    const cwd = makeTempDir('repeated-flag');
    const result = await runCliInProcess(['upload', 'march.csv', '--mapping', 'm.yaml', '--out', 'a', '--out', 'b'], {
      cwd,
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('invoice-batch: --out was given twice ("a", "b"); give it once\n');
  });

  it('says how many times a flag given three times was given', () => {
    expect(
      checkCommandLine(COMMANDS, ['validate', 'f.csv', '--mapping', 'a', '--mapping', 'b', '--mapping', 'c']),
    ).toBe('--mapping was given 3 times ("a", "b", "c"); give it once');
  });

  it('still takes a flag meant to be repeated, and one given once', () => {
    expect(
      checkCommandLine(COMMANDS, ['upload', 'a.csv', 'b.csv', '--mapping', 'm.yaml', '--out', 'o']),
    ).toBeUndefined();
  });
});
