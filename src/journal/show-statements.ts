/** What `journal show` reads of one invoice: every row of it, with its run and the body as sent. */
import { INVOICE_COLUMNS, type InvoiceRow } from './invoice-row.js';
import { bodyOfSql } from './known-body-sql.js';
import { namedByReference } from './named-by-reference.js';

/** An invoice row with the run it belongs to and its request body. */
export interface InvoiceHistoryRow extends InvoiceRow {
  /** The request body exactly as staged and sent (JSON text); null for an invalid invoice. */
  payloadJson: string | null;
  runStartedAt: string;
  runSourcePath: string;
  runMapping: string;
  runTargetDescription: string;
  /** The user the run's process ran as; null for a run recorded before the journal kept it (migration 120). */
  runOsUser: string | null;
  runHost: string;
  /** Which key and which mapping version the run used (migration 121); null for a run recorded before. */
  runKeySource: string | null;
  runKeyFingerprint: string | null;
  runMappingSha256: string | null;
  /** The run's flags as JSON text: what started it (`runStartedBy`). */
  runOptions: string;
  resultsFile: string | null;
}

const RUN_COLUMN = (column: string, alias: string) =>
  `(SELECT ${column} FROM runs WHERE runs.id = invoices.run_id) AS ${alias}`;

/**
 * Every row named by InvoiceId or by `PayeeId/Invoice_Number` (the reference given twice), on any
 * target, oldest first. One text for both backends: no backend-specific SQL, no join aliases.
 */
export const INVOICE_HISTORY_SQL = `SELECT ${INVOICE_COLUMNS}, ${bodyOfSql('invoices')} AS payloadJson,
  ${RUN_COLUMN('started_at', 'runStartedAt')}, ${RUN_COLUMN('source_path', 'runSourcePath')}, ${RUN_COLUMN('mapping', 'runMapping')},
  ${RUN_COLUMN('target_description', 'runTargetDescription')}, ${RUN_COLUMN('results_file', 'resultsFile')},
  ${RUN_COLUMN('os_user', 'runOsUser')}, ${RUN_COLUMN('host', 'runHost')},
  ${RUN_COLUMN('key_source', 'runKeySource')}, ${RUN_COLUMN('key_fingerprint', 'runKeyFingerprint')},
  ${RUN_COLUMN('mapping_sha256', 'runMappingSha256')}, ${RUN_COLUMN('options', 'runOptions')}
  FROM invoices WHERE ${namedByReference()}
  ORDER BY id`;
