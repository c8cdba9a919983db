/**
 * A single-valued flag given twice (`--out a --out b`): yargs makes it an array, which then reached
 * code expecting one string ("The "paths[1]" argument must be of type string"). Refused as a usage
 * error naming the flag, rather than letting the last one win: a scheduler line or script that sets
 * a flag twice holds a mistake, and a silent choice could write results or post to the wrong place.
 */
import type { Argv } from 'yargs';
import { UsageError } from '../errors.js';
import { maskUrlCredentials } from '../finance-api/mask-url-credentials.js';

/** What yargs' getOptions() gives (public in yargs, missing from its types): the options declared so far. */
interface DeclaredOptions {
  key: Record<string, unknown>;
  array: string[];
}

/** A flag and its negation both typed (`--partial --no-partial`): yargs keeps the last, silently. */
function bothWays(args: readonly string[], keys: readonly string[]): string | undefined {
  const end = args.indexOf('--');
  const typed = new Set((end === -1 ? args : args.slice(0, end)).map((arg) => arg.split('=')[0]!));
  return keys.find((key) => typed.has(`--${key}`) && typed.has(`--no-${key}`));
}

/** The refusal of `key` given more than once, with the values given (a flag's coerce meets them first). */
export function repeatedFlagError(key: string, values: readonly unknown[]): UsageError {
  const flag = key.length === 1 ? `-${key}` : `--${key}`;
  // A value may be an address holding a password (--base-url, --journal).
  const listed = values.map((v) => JSON.stringify(maskUrlCredentials(String(v)))).join(', ');
  return new UsageError(
    `${flag} was given ${values.length === 2 ? 'twice' : `${values.length} times`} (${listed}); give it once`,
  );
}

/**
 * `parser` with a check, run after each command's own options are known, that refuses a repeated
 * flag, and a flag given with its negation in `args` (the command line as typed). @default args none
 */
export function refuseRepeatedFlags<T>(parser: Argv<T>, args: readonly string[] = []): Argv<T> {
  return parser.check((argv) => {
    const options = (parser as unknown as { getOptions(): DeclaredOptions }).getOptions();
    const negated = bothWays(args, Object.keys(options.key));
    if (negated !== undefined) throw new UsageError(`--${negated} and --no-${negated} were both given; give one`);
    const many = new Set(options.array);
    for (const key of Object.keys(options.key)) {
      const value = argv[key];
      if (many.has(key) || !Array.isArray(value)) continue;
      throw repeatedFlagError(key, value);
    }
    return true;
  }, true);
}
