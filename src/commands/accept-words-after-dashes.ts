/**
 * `--` ends the options: every word after it is a file name or other operand, even one starting
 * with a dash (`validate --mapping m.yaml -- -dash.csv`). yargs keeps such words out of a command's
 * positionals, so they are given to it marked with a NUL (which no argument can hold) as words
 * that are no flags, and the mark is taken off before any command sees them. A bare `-` is marked
 * wherever it stands: yargs drops it from a list of files and reads it as an empty word elsewhere,
 * and a command refuses it by name (refuse-stdin-operands.ts) only if it sees it.
 */
import yargs, { type Argv } from 'yargs';

const MARK = '\u0000';

/** The words of a command line, those after the first `--` marked and the `--` itself left out. */
export function markWordsAfterDashes(args: readonly string[]): string[] {
  const end = args.indexOf('--');
  const options = end < 0 ? args : args.slice(0, end);
  const operands = end < 0 ? [] : args.slice(end + 1);
  return [
    ...options.map((word) => (word === '-' ? MARK + word : word)),
    ...operands.map((word) => (word.startsWith('-') ? MARK + word : word)),
  ];
}

function unmark(value: unknown): unknown {
  if (typeof value === 'string') return value.startsWith(MARK) ? value.slice(MARK.length) : value;
  if (Array.isArray(value)) return value.map(unmark);
  return value;
}

/** A yargs parser of `args` that takes the words after `--` as operands. */
export function parseWordsAfterDashes(args: readonly string[]): Argv {
  return yargs(markWordsAfterDashes(args)).middleware((argv) => {
    for (const key of Object.keys(argv)) argv[key] = unmark(argv[key]);
  }, true);
}
