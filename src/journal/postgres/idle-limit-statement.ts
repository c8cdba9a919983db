/**
 * A client stalled inside a transaction (a hung proxy or router) keeps its locks for as long as its
 * connection stays open, which through a stall is for good: the server never sees the client gone.
 * Set at the start of the journal's transactions, the server ends such a session once it has been
 * silent inside the transaction for the journal's wait, freeing what it held. Only a client's
 * silence counts: a statement the server works on, however long, is not cut.
 */

/** The statement that bounds the current transaction's silences to `waitMs`, at least `atLeastMs`. */
export function idleLimitStatement(waitMs: number, atLeastMs: number): string {
  // A whole number of ms: SET takes no parameter.
  const limitMs = Math.max(atLeastMs, Math.round(waitMs));
  return `SET LOCAL idle_in_transaction_session_timeout = ${limitMs}`;
}
