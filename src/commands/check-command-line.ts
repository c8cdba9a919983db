/**
 * Whether a command line would parse, without running it: the commands' own options, choices and
 * arguments, checked as `cli.ts` checks them. A schedule job's command is checked this way when
 * the config loads, so that `reconcile --bogus` shows at start and not at 02:00 on every night.
 */
import yargs from 'yargs';
import type { CliCommand } from './cli-command.js';
import { describeYargsFailure } from './flag-wording.js';
import { refuseRepeatedFlags } from './refuse-repeated-flags.js';

/** Undefined when `args` parse; else what is wrong, worded like the CLI's usage errors. */
export function checkCommandLine(commands: readonly CliCommand[], args: readonly string[]): string | undefined {
  return readCommandLine(commands, args).problem;
}

/** What is wrong with `args`, worded like the CLI's usage errors, or the options and arguments they parse to. */
export function readCommandLine(
  commands: readonly CliCommand[],
  args: readonly string[],
): { problem: string; parsed?: undefined } | { problem?: undefined; parsed: Record<string, unknown> } {
  let parsed: Record<string, unknown> = {};
  let problem: string | undefined;
  let options: string[] | undefined;
  let parser = refuseRepeatedFlags(yargs([...args]), args)
    .locale('en')
    .strict()
    .help(false)
    .version(false)
    .exitProcess(false)
    .fail((message, error) => {
      problem ??= error ? error.message : message;
      // The command's options are known while it is parsed, not after.
      options ??= Object.keys((parser as unknown as { getOptions(): { key: object } }).getOptions().key);
    });
  for (const command of commands) {
    parser = parser.command({
      command: command.command as string | string[],
      describe: command.describe,
      builder: command.builder,
      handler: (given) => {
        parsed = given;
      },
    });
  }
  try {
    void parser.parse();
  } catch (error) {
    problem ??= error instanceof Error ? error.message : String(error);
  }
  const named = commands.map((command) => [command.command].flat()[0] as string);
  if (problem === undefined) return { parsed };
  const filtered = options?.filter((key) => !/[A-Z]/.test(key));
  return { problem: describeYargsFailure(problem, args, { options: filtered, commands: named }) };
}
