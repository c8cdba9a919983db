/** One function per statement on the `runs` table. */
import { limitOf, type JournalDriver } from './journal-driver.js';
import { RUN_COLUMNS, toRunRow, type RunRow, type RunStatus } from './run-row.js';
import { leftOutToText, type RunLeftOut } from './run-left-out.js';
import { RUN_SINCE_CONDITION } from './since-sql.js';
import { LAST_CREATE_ANSWER_SQL, type CreateAnswerRow } from './last-create-answer-sql.js';
import { ALREADY_CREATED_SQL, HELD_DIFFERS_SQL, NEVER_SENT_SQL, RESOLVED_NOT_CREATED_SQL } from './invoice-state.js';

/** What a new run is recorded with: the run's own columns, its flags still an object. */
export interface NewRun extends Pick<
  RunRow,
  | 'sourceFile'
  | 'sourcePath'
  | 'sourceSha256'
  | 'mapping'
  | 'targetIdentity'
  | 'targetDescription'
  | 'sandbox'
  | 'host'
  | 'pid'
  | 'processToken'
  | 'startedAt'
> {
  /** The run's flags, stored as JSON. */
  options: Record<string, unknown>;
}

export interface RunStatements {
  /** Records a new run in status `reading`; returns its id. */
  insertRun(run: NewRun): Promise<number>;
  setRunStatus(runId: number, status: RunStatus, at: string): Promise<void>;
  /**
   * Shows other processes that the run's process is alive (used when it runs on another host). The
   * heartbeat is stamped by the journal's clock (`leaseNow`): on PostgreSQL `at` is not used for it.
   */
  touchRun(runId: number, at: string): Promise<void>;
  /** Recounts the run's invoices per outcome from their rows. */
  refreshRunCounts(runId: number): Promise<void>;
  /** Ends a run: its final status, when, and an optional note (why it stopped). Counts are refreshed separately. */
  finishRun(runId: number, status: RunStatus, at: string, note?: string): Promise<void>;
  setRunResultsFile(runId: number, file: string): Promise<void>;
  /** Where the run's file lies now: the drop folder's `done/` or `failed/` once the watcher moved it there. */
  setRunSourcePath(runId: number, sourcePath: string): Promise<void>;
  /** Keeps the operating-system user the run's process runs as (migration 120): who ran it. */
  setRunOsUser(runId: number, osUser: string): Promise<void>;
  /** Keeps which API key the run uses (migration 121): where it came from and its fingerprint, never the key. */
  setRunKey(runId: number, keySource: string, keyFingerprint: string): Promise<void>;
  /** Keeps the sha256 of the mapping file the run read (migration 121): which version of it. */
  setRunMappingSha256(runId: number, mappingSha256: string): Promise<void>;
  /** The sha256 each run that read this mapping path recorded (null before migration 121), by run id. */
  listMappingDigests(mapping: string): Promise<Map<number, string | null>>;
  /** The journal's random salt of key fingerprints (migration 121), made once per journal; undefined when its row was emptied by hand. */
  keySalt(): Promise<string | undefined>;
  /** Keeps the rows the mapping left out of the run's file, for every results file written of it. */
  setRunLeftOut(runId: number, leftOut: RunLeftOut): Promise<void>;
  findRun(runId: number): Promise<RunRow | undefined>;
  /** Newest first; of `targetIdentity` only when given; started at or after `since` (ISO UTC) only when given. */
  listRuns(limit: number, targetIdentity?: string, since?: string): Promise<RunRow[]>;
  /** Whether any run of this journal was for the target of this identity. */
  hasRunFor(targetIdentity: string): Promise<boolean>;
  /** The highest run id of the target, undefined when it has none: a copy restored from before holds fewer. */
  highestRunFor(targetIdentity: string): Promise<number | undefined>;
  /** The journal's own random identity (migration 118): a copy has the same one, another journal not. */
  journalId(): Promise<string>;
  /**
   * The journal's first run, `<id>@<started_at>`, undefined when it has none: a journal and a copy of
   * it taken before it had an identity share it, when each was given an identity of its own.
   */
  firstRun(): Promise<string | undefined>;
  /**
   * The last answer recorded to a create of the newest other run of this run's target that sent
   * any: how the way to the finance API went last. Undefined when no other run sent one.
   */
  lastCreateAnswer(runId: number): Promise<CreateAnswerRow | undefined>;
  /** Runs not ended yet: their process is alive, or died without a word. */
  listUnfinishedRuns(): Promise<RunRow[]>;
  /** The other runs that had not ended when run `runId` started (ended since, or not yet): they ran alongside it. */
  listRunsAlongside(runId: number): Promise<RunRow[]>;
  /**
   * The clock of heartbeats, ISO 8601 UTC: every process compares a heartbeat with this, never with
   * its own host's clock, so a host whose clock is ahead does not find another host's live run stale.
   */
  leaseNow(): Promise<string>;
}

const countOf = (condition: string) => `(SELECT COUNT(*) FROM invoices WHERE run_id = runs.id${condition})`;

const REFRESH_COUNTS_SQL = `UPDATE runs SET
   invoices = ${countOf('')},
   created = ${countOf(" AND state = 'created'")},
   skipped = ${countOf(" AND state = 'skipped'")},
   invalid = ${countOf(" AND state = 'invalid'")},
   rejected = ${countOf(" AND state = 'rejected'")},
   failed = ${countOf(" AND state = 'failed'")},
   not_sent = ${countOf(` AND ${NEVER_SENT_SQL}`)},
   held_differs = ${countOf(` AND ${HELD_DIFFERS_SQL}`)},
   not_created = ${countOf(` AND ${RESOLVED_NOT_CREATED_SQL}`)},
   already_created = ${countOf(` AND ${ALREADY_CREATED_SQL}`)},
   in_doubt = ${countOf(" AND state IN ('in-doubt', 'sending')")}
 WHERE id = ?`;

export function runStatements(d: JournalDriver): RunStatements {
  const runs = async (where: string, params: unknown[]) =>
    (await d.rows(`SELECT ${RUN_COLUMNS} FROM runs ${where}`, params)).map(toRunRow);
  return {
    async insertRun(run) {
      const sql = `INSERT INTO runs (source_file, source_path, source_sha256, mapping, target_identity, target_description,
         sandbox, options, host, pid, process_token, status, started_at, heartbeat_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'reading', ?, ${d.clock}) RETURNING id`;
      return (await d.row<{ id: number }>(sql, [...newRunValues(run), ...d.clockParams(run.startedAt)]))!.id;
    },
    async setRunStatus(runId, status, at) {
      await d.change(`UPDATE runs SET status = ?, heartbeat_at = ${d.clock} WHERE id = ?`, [
        status,
        ...d.clockParams(at),
        runId,
      ]);
    },
    async touchRun(runId, at) {
      await d.change(`UPDATE runs SET heartbeat_at = ${d.clock} WHERE id = ?`, [...d.clockParams(at), runId]);
    },
    async refreshRunCounts(runId) {
      await d.change(REFRESH_COUNTS_SQL, [runId]);
    },
    async finishRun(runId, status, at, note) {
      await d.change(
        'UPDATE runs SET status = ?, finished_at = ?, heartbeat_at = ?, note = COALESCE(?, note) WHERE id = ?',
        [status, at, at, note ?? null, runId],
      );
    },
    async setRunResultsFile(runId, file) {
      await d.change('UPDATE runs SET results_file = ? WHERE id = ?', [file, runId]);
    },
    async setRunSourcePath(runId, sourcePath) {
      await d.change('UPDATE runs SET source_path = ? WHERE id = ?', [sourcePath, runId]);
    },
    async setRunOsUser(runId, osUser) {
      await d.change('UPDATE runs SET os_user = ? WHERE id = ?', [osUser, runId]);
    },
    async setRunLeftOut(runId, leftOut) {
      await d.change('UPDATE runs SET left_out = ? WHERE id = ?', [leftOutToText(leftOut), runId]);
    },
    async findRun(runId) {
      return (await runs('WHERE id = ?', [runId]))[0];
    },
    async listRuns(limit, targetIdentity, since) {
      const target = targetIdentity ?? null;
      const from = since ?? null;
      return runs(
        `WHERE (CAST(? AS TEXT) IS NULL OR target_identity = ?) AND ${RUN_SINCE_CONDITION} ORDER BY id DESC LIMIT ?`,
        [target, target, from, from, limitOf(d, limit)],
      );
    },
    async hasRunFor(targetIdentity) {
      return (
        (await d.row('SELECT 1 AS found FROM runs WHERE target_identity = ? LIMIT 1', [targetIdentity])) !== undefined
      );
    },
    async highestRunFor(targetIdentity) {
      const row = await d.row<{ highest: number | null }>(
        'SELECT MAX(id) AS highest FROM runs WHERE target_identity = ?',
        [targetIdentity],
      );
      return row?.highest ?? undefined;
    },
    async setRunKey(runId, keySource, keyFingerprint) {
      await d.change('UPDATE runs SET key_source = ?, key_fingerprint = ? WHERE id = ?', [
        keySource,
        keyFingerprint,
        runId,
      ]);
    },
    async setRunMappingSha256(runId, mappingSha256) {
      await d.change('UPDATE runs SET mapping_sha256 = ? WHERE id = ?', [mappingSha256, runId]);
    },
    async listMappingDigests(mapping) {
      const rows = await d.rows<{ id: number; sha256: string | null }>(
        'SELECT id, mapping_sha256 AS sha256 FROM runs WHERE mapping = ?',
        [mapping],
      );
      return new Map(rows.map((row) => [row.id, row.sha256]));
    },
    async keySalt() {
      return (
        (await d.row<{ salt: string | null }>('SELECT key_salt AS salt FROM journal_identity', []))?.salt ?? undefined
      );
    },
    async journalId() {
      return (await d.row<{ id: string }>('SELECT journal_id AS id FROM journal_identity', []))!.id;
    },
    async firstRun() {
      const row = await d.row<{ id: number; at: string }>(
        'SELECT id, started_at AS at FROM runs ORDER BY id LIMIT 1',
        [],
      );
      return row === undefined ? undefined : `${row.id}@${row.at}`;
    },
    async lastCreateAnswer(runId) {
      return d.row<CreateAnswerRow>(LAST_CREATE_ANSWER_SQL, [runId, runId]);
    },
    async listUnfinishedRuns() {
      return runs(`WHERE status IN ('reading', 'sending') ORDER BY id`, []);
    },
    async listRunsAlongside(runId) {
      // ISO 8601 UTC text of one length: text order is time order on both databases (since-sql.ts).
      return runs(
        `WHERE id <> ? AND (finished_at IS NULL OR finished_at > (SELECT started_at FROM runs WHERE id = ?)) ORDER BY id`,
        [runId, runId],
      );
    },
    async leaseNow() {
      return (await d.row<{ now: string }>(`SELECT ${d.clock} AS now`, d.clockParams(new Date().toISOString())))!.now;
    },
  };
}

function newRunValues(run: NewRun): unknown[] {
  return [
    run.sourceFile,
    run.sourcePath,
    run.sourceSha256,
    run.mapping,
    run.targetIdentity,
    run.targetDescription,
    run.sandbox ? 1 : 0,
    JSON.stringify(run.options),
    run.host,
    run.pid,
    run.processToken,
    run.startedAt,
  ];
}
