/**
 * The error a yargs failure is thrown as, written once for cli.ts and for a run in process: a flag's
 * coerce (number-flag.ts) fails as yargs' own YError and keeps its message; every other failure is a
 * usage error told in words, naming the nearest option or command the user may have meant.
 */
import { UsageError } from '../errors.js';
import type { CliCommand } from './cli-command.js';
import { describeYargsFailure } from './flag-wording.js';
import { noCommandMessage } from './word-yargs-message.js';

/** yargs' failure when no command is named, told apart from its others by this text. */
export const NO_COMMAND = 'no command';

/** The options of the command being parsed, as declared (getOptions, public in yargs, is missing from its types). */
function declaredOptions(parser: unknown): string[] {
  const options = (parser as { getOptions?: () => { key: Record<string, unknown> } }).getOptions?.().key ?? {};
  return Object.keys(options).filter((key) => key.length > 1 && !/[A-Z]/.test(key) && !key.startsWith('$'));
}

/**
 * The first word before any `--` that reads as a file name starting with a dash (`-march.csv`):
 * yargs took it for options, and the failure it caused is not about what the user meant.
 */
function dashedFileName(args: readonly string[]): string | undefined {
  const end = args.indexOf('--');
  return (end < 0 ? args : args.slice(0, end)).find((arg) => /^-[^-\d].*\.\w+$/s.test(arg));
}

/** What yargs' fail handler throws for `message` (and the error yargs caught, if any) on `args`. */
export function usageFailure(
  message: string,
  error: Error | undefined,
  context: { args: readonly string[]; parser: unknown; commands: readonly CliCommand[] },
): Error {
  if (error && error.name !== 'YError') return error;
  const named = context.commands.map((command) => [command.command].flat()[0] as string);
  if (message === NO_COMMAND) return new UsageError(noCommandMessage(context.args, named));
  const dashed = dashedFileName(context.args);
  const hint = dashed ? ` (to name a file starting with -, put -- before it: -- ${dashed})` : '';
  return new UsageError(
    describeYargsFailure(message, context.args, { options: declaredOptions(context.parser), commands: named }) + hint,
  );
}
