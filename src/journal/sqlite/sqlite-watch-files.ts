/** The SQLite implementation of `WatchStatements` (watch-files.ts). */
import type { SqliteConnection } from './sqlite-connection.js';
import type { WatchClaim, HandledWatchFile, EarlierUpload, WatchStatements } from '../watch-files.js';

export function sqliteWatchStatements(connection: SqliteConnection): WatchStatements {
  return {
    async findWatchClaim(path: string): Promise<WatchClaim | undefined> {
      return connection
        .statement(
          `SELECT path, host, pid, process_token AS processToken, claimed_at AS claimedAt, heartbeat_at AS heartbeatAt
           FROM watch_claims WHERE path = ?`,
        )
        .get(path) as WatchClaim | undefined;
    },
    async insertWatchClaim(claim: WatchClaim): Promise<boolean> {
      const result = connection
        .statement(
          `INSERT OR IGNORE INTO watch_claims (path, host, pid, process_token, claimed_at, heartbeat_at) VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .run(claim.path, claim.host, claim.pid, claim.processToken, claim.claimedAt, claim.heartbeatAt);
      return result.changes === 1;
    },
    async takeOverWatchClaim(claim: WatchClaim, previousToken: string): Promise<boolean> {
      const result = connection
        .statement(
          `UPDATE watch_claims SET host = ?, pid = ?, process_token = ?, claimed_at = ?, heartbeat_at = ?
           WHERE path = ? AND process_token = ?`,
        )
        .run(claim.host, claim.pid, claim.processToken, claim.claimedAt, claim.heartbeatAt, claim.path, previousToken);
      return result.changes === 1;
    },
    async touchWatchClaim(path: string, processToken: string, at: string): Promise<void> {
      connection
        .statement('UPDATE watch_claims SET heartbeat_at = ? WHERE path = ? AND process_token = ?')
        .run(at, path, processToken);
    },
    async deleteWatchClaim(path: string, processToken: string): Promise<void> {
      connection.statement('DELETE FROM watch_claims WHERE path = ? AND process_token = ?').run(path, processToken);
    },
    async insertWatchFile(file: HandledWatchFile): Promise<number> {
      const result = connection
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
    },
    async findFinishedUploadOfContent(sha256: string, targetIdentity: string): Promise<EarlierUpload | undefined> {
      return connection
        .statement(
          `SELECT id AS runId, source_file AS sourceFile, source_path AS sourcePath, finished_at AS finishedAt, results_file AS resultsFile,
             invoices, created, skipped, invalid, rejected, failed, in_doubt AS inDoubt
           FROM runs WHERE source_sha256 = ? AND target_identity = ? AND status = 'finished' ORDER BY id LIMIT 1`,
        )
        .get(sha256, targetIdentity) as EarlierUpload | undefined;
    },
  };
}
