/** One function per statement on `reconcile_runs` and `reconcile_run_checks`. Times are ISO 8601 UTC. */
import type { JournalDriver } from './journal-driver.js';

export type ReconcileRunOutcome = 'running' | 'stopped' | 'finished';

export interface NewReconcileRun {
  targetIdentity: string;
  /** Which invoices it asks about (resume-reconcile-run.ts): a run is gone on with only for the same. */
  selectionKey: string;
  startedAt: string;
  /** Invoices it is to ask about. */
  toCheck: number;
}

export interface ReconcileRunRow extends NewReconcileRun {
  id: number;
  outcome: ReconcileRunOutcome;
  /** Statuses it read, as of its last end. */
  checked: number;
  endedAt: string | null;
}

export interface ReconcileRunCheck {
  instanceId: string;
  checkedAt: string;
  /** The check as reported (status-check.ts), as JSON text. */
  checkJson: string;
}

export interface ReconcileRunStatements {
  insertReconcileRun(run: NewReconcileRun): Promise<number>;
  /** The latest run on a target, whatever its selection or outcome. */
  latestReconcileRun(targetIdentity: string): Promise<ReconcileRunRow | undefined>;
  /** Marks a run that is gone on with as running again. */
  reopenReconcileRun(id: number): Promise<void>;
  endReconcileRun(
    id: number,
    outcome: Exclude<ReconcileRunOutcome, 'running'>,
    checked: number,
    at: string,
  ): Promise<void>;
  /** Records a status the run read; a second record of the same invoice is ignored. */
  insertReconcileRunCheck(runId: number, check: ReconcileRunCheck): Promise<void>;
  listReconcileRunChecks(runId: number): Promise<ReconcileRunCheck[]>;
}

const SQL = {
  insert: `INSERT INTO reconcile_runs (target_identity, selection_key, started_at, outcome, to_check)
    VALUES (?, ?, ?, 'running', ?) RETURNING id`,
  latest: `SELECT id, target_identity AS targetIdentity, selection_key AS selectionKey, started_at AS startedAt,
      outcome, to_check AS toCheck, checked, ended_at AS endedAt
    FROM reconcile_runs WHERE target_identity = ? ORDER BY id DESC LIMIT 1`,
  reopen: `UPDATE reconcile_runs SET outcome = 'running', ended_at = NULL WHERE id = ?`,
  end: `UPDATE reconcile_runs SET outcome = ?, checked = ?, ended_at = ? WHERE id = ?`,
  insertCheck: `INSERT INTO reconcile_run_checks (run_id, instance_id, checked_at, check_json)
    VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING`,
  listChecks: `SELECT instance_id AS instanceId, checked_at AS checkedAt, check_json AS checkJson
    FROM reconcile_run_checks WHERE run_id = ? ORDER BY checked_at, instance_id`,
} as const;

export function reconcileRunStatements(d: JournalDriver): ReconcileRunStatements {
  return {
    async insertReconcileRun(run) {
      const row = await d.row<{ id: number }>(SQL.insert, [
        run.targetIdentity,
        run.selectionKey,
        run.startedAt,
        run.toCheck,
      ]);
      return row!.id;
    },
    latestReconcileRun: (targetIdentity) => d.row<ReconcileRunRow>(SQL.latest, [targetIdentity]),
    async reopenReconcileRun(id) {
      await d.change(SQL.reopen, [id]);
    },
    async endReconcileRun(id, outcome, checked, at) {
      await d.change(SQL.end, [outcome, checked, at, id]);
    },
    async insertReconcileRunCheck(runId, check) {
      await d.change(SQL.insertCheck, [runId, check.instanceId, check.checkedAt, check.checkJson]);
    },
    listReconcileRunChecks: (runId) => d.rows<ReconcileRunCheck>(SQL.listChecks, [runId]),
  };
}
