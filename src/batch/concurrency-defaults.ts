/** The upload's concurrency when none is given: a file of its own, so `upload --help` shows them without loading the upload. */

/** `--concurrency` when none is given. */
export const DEFAULT_CONCURRENCY = 4;
/** `--max-concurrency` when none is given. */
export const DEFAULT_MAX_CONCURRENCY = 32;
