/**
 * `--since` in the listings' statements, written once for both databases: the journal keeps every
 * time as ISO 8601 UTC text of one length (`toISOString`), so text order is time order on SQLite
 * and PostgreSQL alike. Each takes the instant twice, or null twice for no bound.
 */

const STARTED_SINCE = 'started_at >= ?';

/** Runs started at or after the instant. */
export const RUN_SINCE_CONDITION = `(CAST(? AS TEXT) IS NULL OR ${STARTED_SINCE})`;

/** Invoice rows read by a run started at or after the instant. */
export const ROW_SINCE_CONDITION = `(CAST(? AS TEXT) IS NULL OR run_id IN (SELECT id FROM runs WHERE ${STARTED_SINCE}))`;
