/**
 * Reads a journal directly and read-only, as an auditor would, without the product's own
 * statements: what each invoice row says, and which instances have a status recorded. A SQLite
 * journal is read with better-sqlite3, a PostgreSQL one (a postgres:// URL) with the pg client.
 */
import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import pg from 'pg';

export interface JournalInvoice {
  id: number;
  runId: number;
  payeeId: string | null;
  invoiceNumber: string | null;
  state: string;
  instanceId: string | null;
  sendingAt: string | null;
  detail: string | null;
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

export interface ReadJournalOptions {
  /**
   * A journal not created yet (no file, or a database without the journal's tables: a process
   * killed before its migrations committed) reads as empty instead of failing. @default false
   */
  mayBeAbsent?: boolean;
}

/** `PayeeId/Invoice_Number`. */
export const keyOf = (row: { payeeId: string | null; invoiceNumber: string | null }): string =>
  `${row.payeeId ?? ''}/${row.invoiceNumber ?? ''}`;

const emptySnapshot = (): JournalSnapshot => ({ invoices: [], runs: [], withStatus: new Set() });

const INVOICES_SQL = `SELECT id, run_id AS "runId", payee_id AS "payeeId", invoice_number AS "invoiceNumber", state,
    instance_id AS "instanceId", sending_at AS "sendingAt", detail
  FROM invoices ORDER BY id`;
const RUNS_SQL = 'SELECT id, status FROM runs ORDER BY id';
const WITH_STATUS_SQL = 'SELECT DISTINCT instance_id AS id FROM status_history';

/** The journal at `location`: a SQLite file path or a postgres:// URL. */
export async function readJournal(location: string, options: ReadJournalOptions = {}): Promise<JournalSnapshot> {
  return /^postgres(ql)?:\/\//.test(location)
    ? readPostgresJournal(location, options)
    : readSqliteJournal(location, options);
}

function readSqliteJournal(file: string, options: ReadJournalOptions): JournalSnapshot {
  if (options.mayBeAbsent && !existsSync(file)) return emptySnapshot();
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const hasTable = (name: string) =>
      db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(name) !== undefined;
    if (options.mayBeAbsent && !hasTable('invoices')) return emptySnapshot();
    const invoices = db.prepare(INVOICES_SQL).all() as JournalInvoice[];
    const runs = db.prepare(RUNS_SQL).all() as JournalRun[];
    const ids = hasTable('status_history') ? (db.prepare(WITH_STATUS_SQL).all() as { id: string }[]) : [];
    return { invoices, runs, withStatus: new Set(ids.map((row) => row.id)) };
  } finally {
    db.close();
  }
}

async function readPostgresJournal(url: string, options: ReadJournalOptions): Promise<JournalSnapshot> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Read-only, and one snapshot for the three queries, as the SQLite reader sees one file.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const hasTable = async (name: string) =>
      (await client.query<{ found: boolean }>('SELECT to_regclass($1) IS NOT NULL AS found', [`public.${name}`]))
        .rows[0]?.found === true;
    if (options.mayBeAbsent && !(await hasTable('invoices'))) return emptySnapshot();
    const invoices = (await client.query<JournalInvoice>(INVOICES_SQL)).rows;
    const runs = (await client.query<JournalRun>(RUNS_SQL)).rows;
    const ids = (await hasTable('status_history')) ? (await client.query<{ id: string }>(WITH_STATUS_SQL)).rows : [];
    return { invoices, runs, withStatus: new Set(ids.map((row) => row.id)) };
  } finally {
    await client.end();
  }
}

/** The rows of one run, by business key. */
export function rowsOfRun(snapshot: JournalSnapshot, runId: number): Map<string, JournalInvoice> {
  return new Map(snapshot.invoices.filter((row) => row.runId === runId).map((row) => [keyOf(row), row]));
}
