/**
 * Texts made from an input file quote it (headers found, a cell's value), and a user may drop the
 * key file in the inbox or paste the key in a cell: the secrets are masked from them before they
 * reach the terminal, a workbook or the journal. validate, upload and import-results alike mask them
 * by the rule cells are copied by (scrub-data-text.ts), which leaves a URL's user name or short
 * password, ordinary words of a cell (`ACME-1001`), as written.
 */
import type { Problem } from '../mapping/mapped-invoice.js';
import { withoutDataSecrets, type DataSecrets } from '../mapping/scrub-data-text.js';

/** A text with the secrets it holds masked, any other text as it was. */
export type MaskText = (text: string) => string;

/**
 * The problem with `mask` applied to every text it quotes: the file's name and sheet too, which
 * the Problems sheet and the journal show, as a file named with the key is named everywhere else.
 */
export function maskProblem(problem: Problem, mask: MaskText): Problem {
  return {
    ...problem,
    file: mask(problem.file),
    ...(problem.sheet === undefined ? {} : { sheet: mask(problem.sheet) }),
    message: mask(problem.message),
    ...(problem.value === undefined ? {} : { value: mask(problem.value) }),
    ...(problem.column === undefined ? {} : { column: mask(problem.column) }),
  };
}

/** The same error with `mask` applied to its message, so its class and exit code stay as they were. */
export function maskError(error: unknown, mask: MaskText): unknown {
  if (error instanceof Error) error.message = mask(error.message);
  return error;
}

/** The rule of input data as a MaskText; none given, texts are kept as they are. */
export function maskDataSecrets(secrets: DataSecrets | undefined): MaskText {
  return (text) => (secrets ? withoutDataSecrets(text, secrets) : text);
}
