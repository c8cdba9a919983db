/**
 * The exit codes as `--help` lists them, from the one list (errors.ts) in the words of the README's
 * list (a test compares the two): a script's author reads one or the other and must learn the same codes.
 */
import { EXIT_CODES } from '../errors.js';

export const EXIT_CODE_EPILOGUE = `Exit codes: ${EXIT_CODES.flatMap((entry) =>
  entry.help === null ? [] : [`${entry.code} ${entry.help}`],
).join(', ')}.`;
