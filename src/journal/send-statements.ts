/** Statements around each create request: claim, outcome, and what earlier runs say about a key. */
import { INVOICE_COLUMNS, type InvoiceRow } from './invoice-row.js';
import type { InvoiceState } from './invoice-state.js';
import type { HeldRow, OtherTargetRow } from './other-target-statements.js';

export interface BusinessKey {
  targetIdentity: string;
  payeeId: string;
  invoiceNumber: string;
}

/** A staged row and its key, as `claimRows` takes it. */
export type ClaimableRow = BusinessKey & { id: number };

export interface OutcomeRecord {
  state: Exclude<InvoiceState, 'staged' | 'sending' | 'invalid'>;
  instanceId?: string | undefined;
  httpStatus?: number | undefined;
  eRetcode?: number | undefined;
  eMessage?: string | undefined;
  detail?: string | undefined;
  /** Requests made for this outcome (0 when nothing was sent). */
  attempts: number;
  at: string;
}

export type CreatedForStaged = InvoiceRow & { stagedId: number };

/**
 * A created row whose instance id (leading zeros aside) belongs to another business key: the key
 * of the first row created with it on the same target (answered first, then the lower id).
 */
export interface SharedInstance {
  rowId: number;
  runId: number;
  instanceId: string;
  /** That first row. */
  other: { invoiceId: string | null; payeeId: string; invoiceNumber: string; runId: number };
}

export interface SkippedRow {
  rowId: number;
  instanceId: string;
  detail: string;
}

/** Implemented once per backend (sqlite/, postgres/); chosen when the journal opens. */
export interface SendStatements {
  /**
   * Claims staged rows for sending in one call: holds each row's key for the rest of this
   * transaction (false in `held` where another process holds it now: plan that row later), then
   * marks `sending` the held rows where nothing else of the key bears on posting it: no row of the
   * key is being sent, in doubt after a request left, or (unless `force`) created. `marked` has the
   * ids claimed; the other held rows are planned from `findKeyRowsOf`. The rows' keys must differ.
   * Within a transaction only.
   */
  claimRows(rows: readonly ClaimableRow[], at: string, force: boolean): Promise<{ held: boolean[]; marked: number[] }>;
  /**
   * For each row, in the order given, the other rows of its business key that bear on posting it:
   * created, in doubt, or being sent, oldest first. One statement for all on PostgreSQL.
   */
  findKeyRowsOf(rows: readonly ClaimableRow[]): Promise<InvoiceRow[][]>;
  /** The first created row of a key on a target, if any. */
  findCreatedByKey(key: BusinessKey): Promise<InvoiceRow | undefined>;
  /**
   * For the staged rows of a run with ids in (afterId, throughId]: the first created row of each
   * one's key, if there is one, with the staged row's id as `stagedId`.
   */
  findCreatedForStaged(runId: number, afterId: number, throughId: number): Promise<CreatedForStaged[]>;
  /** FIND_OTHER_TARGET_ROWS_SQL: the rows of the staged rows' keys under the journal's other targets. */
  findOtherTargetRows(
    runId: number,
    targetIdentity: string,
    afterId: number,
    throughId: number,
  ): Promise<OtherTargetRow[]>;
  /** RECORD_HELD_SQL: rows held back as failed, nothing sent; a row no longer staged is left as it is. Returns the ids recorded. */
  recordHeld(rows: readonly HeldRow[], at: string): Promise<number[]>;
  /** Records rows as skipped (nothing sent); a row no longer staged is left as it is. Returns the ids recorded. */
  recordSkipped(rows: readonly SkippedRow[], at: string): Promise<number[]>;
  /** Claims a staged row for sending; false when it is no longer staged. Must be committed before the request leaves. */
  markSending(rowId: number, at: string): Promise<boolean>;
  /**
   * Claims whose requests never left (taken back on a stop or a pause): staged again, as if never
   * claimed. A row no longer `sending` is left as it is. Returns how many were taken back.
   */
  unclaimRows(rowIds: readonly number[], at: string): Promise<number>;
  /** The rows among these still `sending`. */
  sendingAmong(rowIds: readonly number[]): Promise<number[]>;
  /** Records what came of a row: the answer of its create request, or why it was not sent. */
  recordOutcome(rowId: number, outcome: OutcomeRecord): Promise<void>;
  /** `recordOutcome` for many rows at once (one statement where the backend allows). */
  recordOutcomes(records: readonly { rowId: number; outcome: OutcomeRecord }[]): Promise<void>;
  /** A run whose process died: whatever it was sending may or may not have been created. */
  markStaleSendingInDoubt(runId: number, detail: string, at: string): Promise<number>;
  /** Invoices of a run that were never sent (stopped, interrupted, nothing posted): safe to post again. */
  failStagedInvoices(runId: number, detail: string, at: string): Promise<number>;
  /**
   * Valid invoices of a run whose business key also belongs to an invalid invoice of the same run
   * (another fragment of a split invoice, or a second invoice with the key) are not sent: what the
   * file says about that key is incomplete or contradictory. Marked like every unsent row.
   */
  failStagedSharingInvalidKey(runId: number, detail: string, at: string): Promise<number>;
  /**
   * Every created row that shares an instance id with a created row of this run and belongs to
   * another key than the instance's first row, in this run or another (which run checks last
   * must not matter). Leading zeros do not make another instance.
   */
  findSharedInstances(runId: number): Promise<SharedInstance[]>;
  /** A created row becomes in doubt (instance id kept, for the user to check); false when it is no longer created. */
  markCreatedInDoubt(rowId: number, detail: string, at: string): Promise<boolean>;
}

/**
 * `findSharedInstances`: each created row of the run paired with every other created row of the
 * same instance (leading zeros aside) on the same target. Almost always none; `sharedInstancesOf`
 * groups them and decides. Both backends must look the pairs up in `invoices_by_instance` (an
 * index on the instance id without its zeros): without statistics, SQLite took `invoices_by_state`
 * instead (6 s for 5,000 rows) and PostgreSQL combined the key and state indexes (8.6 s for 3,000),
 * so SQLite is told the index, and PostgreSQL gets no other condition an index could serve.
 */
const sharedInstancesSql = (other: string, target: string, state: string) =>
  `SELECT mine.id AS "id", mine.run_id AS "runId", mine.instance_id AS "instanceId",
     mine.invoice_id AS "invoiceId", mine.payee_id AS "payeeId", mine.invoice_number AS "invoiceNumber",
     mine.outcome_at AS "outcomeAt",
     other.id AS "otherId", other.run_id AS "otherRunId", other.instance_id AS "otherInstanceId",
     other.invoice_id AS "otherInvoiceId", other.payee_id AS "otherPayeeId",
     other.invoice_number AS "otherInvoiceNumber", other.outcome_at AS "otherOutcomeAt"
   FROM invoices AS mine
   JOIN ${other} ON ltrim(other.instance_id, '0') = ltrim(mine.instance_id, '0')
     AND ${target} = mine.target_identity AND other.instance_id IS NOT NULL
     AND other.instance_id <> '' AND ${state} = 'created' AND other.id <> mine.id
   WHERE mine.run_id = ? AND mine.state = 'created' AND mine.instance_id IS NOT NULL AND mine.instance_id <> ''
   ORDER BY mine.id`;

export const FIND_SHARED_INSTANCES_SQLITE = sharedInstancesSql(
  'invoices AS other INDEXED BY invoices_by_instance',
  'other.target_identity',
  'other.state',
);
export const FIND_SHARED_INSTANCES_POSTGRES = sharedInstancesSql(
  'invoices AS other',
  "(other.target_identity || '')",
  "(other.state || '')",
);

interface InstanceHolder {
  id: number;
  runId: number;
  instanceId: string;
  invoiceId: string | null;
  payeeId: string;
  invoiceNumber: string;
  outcomeAt: string;
}

/** A row of FIND_SHARED_INSTANCES_*: the run's row, and the other row with each name prefixed `other`. */
export type SharedInstanceRow = InstanceHolder & {
  [K in keyof InstanceHolder as `other${Capitalize<K>}`]: InstanceHolder[K];
};

const firstOf = (a: InstanceHolder, b: InstanceHolder) =>
  a.outcomeAt < b.outcomeAt || (a.outcomeAt === b.outcomeAt && a.id < b.id) ? a : b;

/**
 * The rows of FIND_SHARED_INSTANCES_* grouped by instance: in each group the first row created
 * (by answer time, then id) owns it, and every row of another key shares it. A row of the owner's
 * own key (a retry answered with the same instance) shares with nobody.
 */
export function sharedInstancesOf(rows: readonly SharedInstanceRow[]): SharedInstance[] {
  const groups = new Map<string, Map<number, InstanceHolder>>();
  const add = (holder: InstanceHolder) => {
    const instance = holder.instanceId.replace(/^0+/, '');
    const group = groups.get(instance) ?? new Map<number, InstanceHolder>();
    group.set(holder.id, holder);
    groups.set(instance, group);
  };
  for (const row of rows) {
    add(row);
    add({
      id: row.otherId,
      runId: row.otherRunId,
      instanceId: row.otherInstanceId,
      invoiceId: row.otherInvoiceId,
      payeeId: row.otherPayeeId,
      invoiceNumber: row.otherInvoiceNumber,
      outcomeAt: row.otherOutcomeAt,
    });
  }
  const shared: SharedInstance[] = [];
  for (const group of groups.values()) {
    const holders = [...group.values()];
    const owner = holders.reduce(firstOf);
    for (const holder of holders) {
      if (holder.payeeId === owner.payeeId && holder.invoiceNumber === owner.invoiceNumber) continue;
      shared.push({
        rowId: holder.id,
        runId: holder.runId,
        instanceId: holder.instanceId,
        other: {
          invoiceId: owner.invoiceId,
          payeeId: owner.payeeId,
          invoiceNumber: owner.invoiceNumber,
          runId: owner.runId,
        },
      });
    }
  }
  return shared.sort((a, b) => a.rowId - b.rowId);
}

/** `markCreatedInDoubt` in one text for both backends: detail, at, at, row id. */
export const MARK_CREATED_IN_DOUBT_SQL = `UPDATE invoices SET state = 'in-doubt', detail = ?, outcome_at = ?, updated_at = ?
   WHERE id = ? AND state = 'created'`;

/** Records what came of a row; one text for both backends, in the order of `outcomeValues`. */
export const RECORD_OUTCOME_SQL = `UPDATE invoices SET state = ?, instance_id = ?, http_status = ?, e_retcode = ?, e_message = ?, detail = ?,
   attempts = attempts + ?, outcome_at = ?, updated_at = ?
   WHERE id = ?`;

export function outcomeValues(rowId: number, outcome: OutcomeRecord): unknown[] {
  return [
    outcome.state,
    outcome.instanceId ?? null,
    outcome.httpStatus ?? null,
    outcome.eRetcode ?? null,
    outcome.eMessage ?? null,
    outcome.detail ?? null,
    outcome.attempts,
    outcome.at,
    outcome.at,
    rowId,
  ];
}

/** One text for both backends: ordered by staged row, then oldest created row first. */
export const FIND_CREATED_FOR_STAGED_SQL = `SELECT staged_id AS stagedId, ${INVOICE_COLUMNS} FROM (
     SELECT s.id AS staged_id, c.* FROM invoices AS s
     JOIN invoices AS c ON c.target_identity = s.target_identity AND c.payee_id = s.payee_id
       AND c.invoice_number = s.invoice_number AND c.state = 'created'
     WHERE s.run_id = ? AND s.state = 'staged' AND s.id > ? AND s.id <= ?) AS k
   ORDER BY staged_id, id`;

/**
 * What `claimRows` asks of the row `i` on SQLite (its one `?` is 1 with force): the conditions
 * under which `planInvoice` says post, so that the one-statement claim decides as the plan would.
 * PostgreSQL's claim has the same conditions in its function (migration 107); the tests hold both
 * to the same cases.
 */
export const KEY_IS_CLEAR_SQL = `NOT EXISTS (
     SELECT 1 FROM invoices AS k
     WHERE k.target_identity = i.target_identity AND k.payee_id = i.payee_id AND k.invoice_number = i.invoice_number
       AND k.id <> i.id
       AND (k.state = 'sending' OR (k.state = 'created' AND ? = 0) OR (k.state = 'in-doubt' AND k.sending_at IS NOT NULL)))`;
