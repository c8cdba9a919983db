/**
 * Texts made from an input file quote it (headers found, a cell's value), and a user may drop the
 * key file in the inbox or paste the key in a cell: the API key is scrubbed from them by the rule
 * that scrubs server answers, before they reach the terminal, a workbook or the journal.
 */
import { scrubServerText } from '../finance-api/scrub-server-text.js';
import type { Problem } from '../mapping/mapped-invoice.js';

/** The problem with the secrets scrubbed from its column, value and message. */
export function scrubProblem(problem: Problem, secrets: readonly string[]): Problem {
  if (secrets.length === 0) return problem;
  return {
    ...problem,
    message: scrubServerText(problem.message, secrets),
    ...(problem.value === undefined ? {} : { value: scrubServerText(problem.value, secrets) }),
    ...(problem.column === undefined ? {} : { column: scrubServerText(problem.column, secrets) }),
  };
}

/** The same error, its message scrubbed, so its class and exit code stay as they were. */
export function scrubError(error: unknown, secrets: readonly string[]): unknown {
  if (error instanceof Error && secrets.length > 0) error.message = scrubServerText(error.message, secrets);
  return error;
}
