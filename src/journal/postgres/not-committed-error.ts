/**
 * A transaction whose connection was lost before its COMMIT was answered, and that is known not
 * committed. Its own file, so that telling it (journal-error.ts) does not load the driver.
 */
export class NotCommittedError extends Error {
  override readonly name = 'NotCommittedError';
}
