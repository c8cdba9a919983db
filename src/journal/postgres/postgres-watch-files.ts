/** The PostgreSQL implementation of `WatchStatements` (watch-files.ts). */
import type { EarlierUpload, WatchClaim, WatchStatements } from '../watch-files.js';
import type { PostgresConnection } from './postgres-connection.js';

export function postgresWatchStatements(c: PostgresConnection): WatchStatements {
  return {
    async findWatchClaim(path) {
      return c.row<WatchClaim>(
        `SELECT path, host, pid, process_token AS processToken, claimed_at AS claimedAt, heartbeat_at AS heartbeatAt
         FROM watch_claims WHERE path = ?`,
        [path],
      );
    },
    async insertWatchClaim(claim) {
      const changed = await c.change(
        `INSERT INTO watch_claims (path, host, pid, process_token, claimed_at, heartbeat_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (path) DO NOTHING`,
        [claim.path, claim.host, claim.pid, claim.processToken, claim.claimedAt, claim.heartbeatAt],
      );
      return changed === 1;
    },
    async takeOverWatchClaim(claim, previousToken) {
      const changed = await c.change(
        `UPDATE watch_claims SET host = ?, pid = ?, process_token = ?, claimed_at = ?, heartbeat_at = ?
         WHERE path = ? AND process_token = ?`,
        [claim.host, claim.pid, claim.processToken, claim.claimedAt, claim.heartbeatAt, claim.path, previousToken],
      );
      return changed === 1;
    },
    async touchWatchClaim(path, processToken, at) {
      await c.change('UPDATE watch_claims SET heartbeat_at = ? WHERE path = ? AND process_token = ?', [
        at,
        path,
        processToken,
      ]);
    },
    async deleteWatchClaim(path, processToken) {
      await c.change('DELETE FROM watch_claims WHERE path = ? AND process_token = ?', [path, processToken]);
    },
    async insertWatchFile(file) {
      const row = await c.row<{ id: number }>(
        `INSERT INTO watch_files (folder, file_name, sha256, outcome, uploaded, run_id, moved_to, results_file, note, handled_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        [
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
        ],
      );
      return (row as { id: number }).id;
    },
    async findFinishedUploadOfContent(sha256, targetIdentity) {
      return c.row<EarlierUpload>(
        `SELECT id AS runId, source_file AS sourceFile, source_path AS sourcePath, finished_at AS finishedAt, results_file AS resultsFile,
           invoices, created, skipped, invalid, rejected, failed, in_doubt AS inDoubt
         FROM runs WHERE source_sha256 = ? AND target_identity = ? AND status = 'finished' ORDER BY id LIMIT 1`,
        [sha256, targetIdentity],
      );
    },
  };
}
