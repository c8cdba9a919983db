/**
 * Library code names the value it refuses, never the flag it came from (the same code serves the
 * drop folder, the scheduler and tests); a command puts its flag in front, so the user reads what
 * to change: `--out list.txt: expected a file ending in .xlsx, .csv, .json, got ".txt"`.
 */
import { UsageError, type InvoiceBatchError } from '../errors.js';
import { OutputFolderError, checkOutputFolder } from '../report/check-output-folder.js';
import type { Settings } from '../settings.js';
import { optionSuggestion, wordYargsMessage, type CommandLineContext } from './word-yargs-message.js';

type ErrorKind = abstract new (...args: never[]) => InvoiceBatchError;

/** `error` as a usage error that begins with `flag` when it is of `kind`; any other error as it is. */
export function withFlagWording(flag: string, error: unknown, kind: ErrorKind): unknown {
  return error instanceof kind ? new UsageError(`${flag} ${error.message}`, { cause: error }) : error;
}

/** checkOutputFolder for the output folder of the settings, the message begun with where it came from. */
export function checkOutFolder(settings: Pick<Settings, 'outDir' | 'outDirSource'>): void {
  try {
    checkOutputFolder(settings.outDir);
  } catch (error) {
    throw withFlagWording(settings.outDirSource, error, OutputFolderError);
  }
}

/** `fooBar` for `foo-bar`, as yargs adds it next to the option as typed. */
function camelCase(name: string): string {
  return name.replace(/-+([^-])/g, (_, c: string) => c.toUpperCase());
}

/** How one token of the command line names an option, for matching the keys yargs reports. */
interface TypedOption {
  /** As the user wrote it, without a value: `--bogus-flag`, `-x`. */
  typed: string;
  /** The keys yargs may report for it. */
  keys: string[];
}

function typedOptions(args: readonly string[]): TypedOption[] {
  const end = args.indexOf('--');
  return (end === -1 ? args : args.slice(0, end)).flatMap((arg): TypedOption[] => {
    const long = /^--([^=]+)/.exec(arg);
    if (long) {
      const name = long[1]!;
      // --no-x negates x; --a.b sets a nested key of a.
      const bases = [name, name.replace(/^no-/, ''), name.split('.')[0]!];
      return [{ typed: `--${name}`, keys: bases.flatMap((base) => [base, camelCase(base)]) }];
    }
    if (/^-[^-\d]/.test(arg)) return [...arg.slice(1).split('=')[0]!].map((c) => ({ typed: `-${c}`, keys: [c] }));
    return [];
  });
}

/**
 * A failure yargs reports, as a one-line usage message: an unknown command with yargs' suggestion,
 * unknown arguments as typed (describeUnknownArguments), anything else on one line (yargs words
 * some failures on several lines, which would print as \n once escaped).
 */
export function describeYargsFailure(
  message: string,
  args: readonly string[],
  context: CommandLineContext = {},
): string {
  // yargs' suggestion alone ("Did you mean upload?") does not say what was wrong.
  if (/^Did you mean/.test(message)) return `unknown command "${args[0] ?? ''}". ${message}`;
  const unknown = /^Unknown arguments?: (.*)$/s.exec(message);
  if (unknown) return describeUnknownArguments(unknown[1]!, args, context.options);
  return wordYargsMessage(message, args, context) ?? message.replace(/\s*\n\s*/g, ' ');
}

/**
 * yargs' "Unknown arguments: bogus-flag, bogusFlag, extra" as the user wrote them: `unknown option
 * --bogus-flag; unexpected argument "extra"`. yargs lists the keys it made (the camel-case alias
 * too) and not the options as typed, so each key is matched back to the token it came from.
 */
export function describeUnknownArguments(listed: string, args: readonly string[], known?: readonly string[]): string {
  const options = typedOptions(args);
  const positionals = args.filter((arg) => !arg.startsWith('-') || /^-\d/.test(arg) || arg === '-');
  // A key is the longest known name at its place: a positional may itself hold ", ".
  const names = [...new Set([...options.flatMap((o) => o.keys), ...positionals])].sort((a, b) => b.length - a.length);
  const unknownOptions = new Set<string>();
  const unknownPositionals = new Set<string>();
  for (let rest = listed; rest.length > 0;) {
    const key = names.find((name) => rest === name || rest.startsWith(`${name}, `)) ?? rest.split(', ')[0]!;
    rest = rest.slice(key.length + 2);
    const option = options.find((o) => o.keys.includes(key));
    if (option) unknownOptions.add(option.typed);
    else unknownPositionals.add(key);
  }
  const parts: string[] = [];
  if (unknownOptions.size > 0)
    parts.push(
      `unknown option${unknownOptions.size > 1 ? 's' : ''} ${[...unknownOptions].map((typed) => `${typed}${optionSuggestion(typed, known)}`).join(', ')}`,
    );
  if (unknownPositionals.size > 0)
    parts.push(
      `unexpected argument${unknownPositionals.size > 1 ? 's' : ''} ${[...unknownPositionals].map((p) => JSON.stringify(p)).join(', ')}`,
    );
  return parts.join('; ');
}
