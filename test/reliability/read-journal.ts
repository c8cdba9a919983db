/**
 * Reads a journal file directly and read-only, as an auditor would, without the product's own
 * statements: what each invoice row says, and which instances have a status recorded.
 */
import Database from 'better-sqlite3';

export interface JournalInvoice {
  id: number;
  runId: number;
  payeeId: string | null;
  invoiceNumber: string | null;
  state: string;
  instanceId: string | null;
  sendingAt: string | null;
}

export interface JournalRun {
  id: number;
  status: string;
}

export interface JournalSnapshot {
  invoices: JournalInvoice[];
  runs: JournalRun[];
  /** Instance ids with at least one status answer recorded. */
  withStatus: Set<string>;
}

/** `PayeeId/Invoice_Number`. */
export const keyOf = (row: { payeeId: string | null; invoiceNumber: string | null }): string =>
  `${row.payeeId ?? ''}/${row.invoiceNumber ?? ''}`;

export function readJournal(file: string): JournalSnapshot {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const invoices = db
      .prepare(
        `SELECT id, run_id AS runId, payee_id AS payeeId, invoice_number AS invoiceNumber, state,
           instance_id AS instanceId, sending_at AS sendingAt
         FROM invoices ORDER BY id`,
      )
      .all() as JournalInvoice[];
    const runs = db.prepare('SELECT id, status FROM runs ORDER BY id').all() as JournalRun[];
    const hasHistory =
      db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'status_history'`).get() !== undefined;
    const ids = hasHistory
      ? (db.prepare('SELECT DISTINCT instance_id AS id FROM status_history').all() as { id: string }[])
      : [];
    return { invoices, runs, withStatus: new Set(ids.map((row) => row.id)) };
  } finally {
    db.close();
  }
}

/** The rows of one run, by business key. */
export function rowsOfRun(snapshot: JournalSnapshot, runId: number): Map<string, JournalInvoice> {
  return new Map(snapshot.invoices.filter((row) => row.runId === runId).map((row) => [keyOf(row), row]));
}
