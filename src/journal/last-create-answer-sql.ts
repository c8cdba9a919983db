/**
 * The last create answer of the run before this one on its target: what the upload reads to tell
 * whether an earlier run ended on gateway failures. Its SQL and the row it returns.
 */
import type { RunStatus } from './run-row.js';

/** The answer to a create as the journal keeps it: its invoice row's state, status and detail, and its run now. */
export interface CreateAnswerRow {
  runId: number;
  state: string;
  httpStatus: number | null;
  detail: string | null;
  /** The run's status now: `reading` or `sending` while its process holds it, however long it has not written. */
  runStatus: RunStatus;
  runHost: string;
  runPid: number;
  /** The run's last heartbeat, by the journal's clock (`leaseNow`). */
  runHeartbeatAt: string;
}

// A request left (attempts) and its answer is recorded (outcome_at); the runs newest first: few are read.
// An interrupted run's last rows are in doubt because its process died, not because of the way to
// the finance API: such a run says nothing of an outage.
const sentSql = (row: string) => `${row}.attempts > 0 AND ${row}.outcome_at IS NOT NULL`;
export const LAST_CREATE_ANSWER_SQL = `SELECT i.run_id AS runId, i.state, i.http_status AS httpStatus, i.detail,
   o.status AS runStatus, o.host AS runHost, o.pid AS runPid, o.heartbeat_at AS runHeartbeatAt
 FROM invoices AS i JOIN runs AS o ON o.id = i.run_id
 WHERE i.run_id = (SELECT r.id FROM runs AS r
    WHERE r.target_identity = (SELECT target_identity FROM runs WHERE id = ?) AND r.id <> ?
      AND r.status <> 'interrupted'
      AND EXISTS (SELECT 1 FROM invoices AS x WHERE x.run_id = r.id AND ${sentSql('x')})
    ORDER BY r.id DESC LIMIT 1)
   AND ${sentSql('i')}
 ORDER BY i.outcome_at DESC, i.id DESC LIMIT 1`;
