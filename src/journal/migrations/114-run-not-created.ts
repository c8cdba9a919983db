import type { Migration } from './migration.js';

/**
 * Each run's count of failed invoices a person resolved as not created ("resolved: not created"),
 * beside `failed`, so that the run listing words them as the results do; counted for the runs
 * already recorded, and `not_sent` counted again without them. The detail's words are written out:
 * a migration's text never changes.
 */
const DETAIL = "COALESCE(detail, '')";
const RESOLVED = `state = 'failed'
  AND (substr(${DETAIL}, 1, 12) = 'resolved on ' OR substr(${DETAIL}, 1, 13) = 'corrected on ')
  AND replace(${DETAIL}, ': not created; the next upload posts it', '') <> ${DETAIL}`;
const GATEWAY_REFUSED = 'not sent: the gateway refused it before the finance system';
const NEVER_SENT = `state = 'failed' AND (attempts = 0 OR substr(${DETAIL}, 1, ${GATEWAY_REFUSED.length}) = '${GATEWAY_REFUSED}')`;
const sql = `ALTER TABLE runs ADD COLUMN not_created INTEGER NOT NULL DEFAULT 0;
UPDATE runs SET not_created = (SELECT COUNT(*) FROM invoices WHERE run_id = runs.id AND ${RESOLVED}),
  not_sent = (SELECT COUNT(*) FROM invoices WHERE run_id = runs.id AND ${NEVER_SENT} AND NOT (${RESOLVED}));`;

export const addRunNotCreated: Migration = { id: 114, name: 'run-not-created', sql, postgres: sql };
