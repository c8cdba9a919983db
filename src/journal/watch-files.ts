/** One function per statement on `watch_claims` and `watch_files`, and the content look-up on `runs`. */
import type { Journal } from './open-journal.js';
import type { RunCounts } from './run-row.js';

export interface WatchClaim {
  path: string;
  host: string;
  pid: number;
  processToken: string;
  claimedAt: string;
  heartbeatAt: string;
}

export function findWatchClaim(journal: Journal, path: string): WatchClaim | undefined {
  return journal
    .statement(
      `SELECT path, host, pid, process_token AS processToken, claimed_at AS claimedAt, heartbeat_at AS heartbeatAt
       FROM watch_claims WHERE path = ?`,
    )
    .get(path) as WatchClaim | undefined;
}

/** True when the claim was recorded; false when another watcher recorded one first. */
export function insertWatchClaim(journal: Journal, claim: WatchClaim): boolean {
  const result = journal
    .statement(
      `INSERT OR IGNORE INTO watch_claims (path, host, pid, process_token, claimed_at, heartbeat_at) VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(claim.path, claim.host, claim.pid, claim.processToken, claim.claimedAt, claim.heartbeatAt);
  return result.changes === 1;
}

/** Takes over the claim of a watcher that is gone; false when someone changed it meanwhile. */
export function takeOverWatchClaim(journal: Journal, claim: WatchClaim, previousToken: string): boolean {
  const result = journal
    .statement(
      `UPDATE watch_claims SET host = ?, pid = ?, process_token = ?, claimed_at = ?, heartbeat_at = ?
       WHERE path = ? AND process_token = ?`,
    )
    .run(claim.host, claim.pid, claim.processToken, claim.claimedAt, claim.heartbeatAt, claim.path, previousToken);
  return result.changes === 1;
}

export function touchWatchClaim(journal: Journal, path: string, processToken: string, at: string): void {
  journal
    .statement('UPDATE watch_claims SET heartbeat_at = ? WHERE path = ? AND process_token = ?')
    .run(at, path, processToken);
}

export function deleteWatchClaim(journal: Journal, path: string, processToken: string): void {
  journal.statement('DELETE FROM watch_claims WHERE path = ? AND process_token = ?').run(path, processToken);
}

export interface HandledWatchFile {
  folder: string;
  fileName: string;
  sha256: string;
  outcome: 'done' | 'failed' | 'refused';
  /** True when the file went through an upload (not refused before). */
  uploaded: boolean;
  runId: number | undefined;
  movedTo: string | undefined;
  resultsFile: string | undefined;
  note: string | undefined;
  handledAt: string;
}

export function insertWatchFile(journal: Journal, file: HandledWatchFile): number {
  const result = journal
    .statement(
      `INSERT INTO watch_files (folder, file_name, sha256, outcome, uploaded, run_id, moved_to, results_file, note, handled_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      file.folder,
      file.fileName,
      file.sha256,
      file.outcome,
      file.uploaded ? 1 : 0,
      file.runId ?? null,
      file.movedTo ?? null,
      file.resultsFile ?? null,
      file.note ?? null,
      file.handledAt,
    );
  return Number(result.lastInsertRowid);
}

/** An earlier upload of the same content: the run that finished it. */
export interface EarlierUpload extends RunCounts {
  runId: number;
  sourceFile: string;
  sourcePath: string;
  finishedAt: string | null;
  resultsFile: string | null;
}

/** The first finished upload of a file with this sha256 to this target, by any command. */
export function findFinishedUploadOfContent(
  journal: Journal,
  sha256: string,
  targetIdentity: string,
): EarlierUpload | undefined {
  return journal
    .statement(
      `SELECT id AS runId, source_file AS sourceFile, source_path AS sourcePath, finished_at AS finishedAt, results_file AS resultsFile,
         invoices, created, skipped, invalid, rejected, failed, in_doubt AS inDoubt
       FROM runs WHERE source_sha256 = ? AND target_identity = ? AND status = 'finished' ORDER BY id LIMIT 1`,
    )
    .get(sha256, targetIdentity) as EarlierUpload | undefined;
}
