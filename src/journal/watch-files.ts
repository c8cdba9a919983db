/** One function per statement on `watch_claims` and `watch_files`, and the content look-up on `runs`. */
import type { JournalDriver } from './journal-driver.js';
import { leaseStatements, type LeaseRow } from './lease-statements.js';
import type { RunCounts, RunRow } from './run-row.js';

export interface WatchClaim extends LeaseRow {
  /** The claimed file's key (watch/claim-key-of.ts: a hash of its path), never the path, whose name may hold a secret. */
  path: string;
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

/**
 * An earlier upload of the same content: the run that finished it, with its counts as `history`
 * gives them (those of `created` the finance system already held among them: `alreadyCreated`).
 */
export interface EarlierUpload
  extends RunCounts, Pick<RunRow, 'notSent' | 'heldDiffers' | 'notCreated' | 'alreadyCreated'> {
  runId: number;
  sourceFile: string;
  sourcePath: string;
  finishedAt: string | null;
  resultsFile: string | null;
}

/** A file a drop folder's upload handled whose run ended (finished, or stopped by a rejection storm) without a results workbook recorded. */
export interface ResultsStillToWrite {
  fileName: string;
  runId: number;
}

/** A handled file's last record, with where its run says the file lies (none for a file refused unsent). */
export interface RecordedWatchFile extends HandledWatchFile {
  sourcePath: string | undefined;
}

export interface WatchStatements {
  findWatchClaim(path: string): Promise<WatchClaim | undefined>;
  /** True when the claim was recorded; false when another watcher recorded one first. */
  insertWatchClaim(claim: WatchClaim): Promise<boolean>;
  /** Takes over the claim of a watcher that is gone; false when someone changed it meanwhile. */
  takeOverWatchClaim(claim: WatchClaim, previousToken: string): Promise<boolean>;
  touchWatchClaim(path: string, processToken: string, at: string): Promise<void>;
  deleteWatchClaim(path: string, processToken: string): Promise<void>;
  insertWatchFile(file: HandledWatchFile): Promise<number>;
  /** The last file of this name in this drop folder handled at or after `since` (ISO time) and uploaded. */
  findLastUploadNamed(folder: string, fileName: string, since: string): Promise<HandledWatchFile | undefined>;
  /** The last record of a file of this drop folder with this name and sha256. */
  findLastHandled(folder: string, fileName: string, sha256: string): Promise<RecordedWatchFile | undefined>;
  /** The first finished upload of a file with this sha256 to this target, by any command. */
  findFinishedUploadOfContent(sha256: string, targetIdentity: string): Promise<EarlierUpload | undefined>;
  /** The files of this drop folder uploaded by a run that ended (finished or stopped) with no results workbook recorded, first handled first, one row per run. */
  listResultsStillToWrite(folder: string): Promise<ResultsStillToWrite[]>;
}

export function watchStatements(d: JournalDriver): WatchStatements {
  const claims = leaseStatements<WatchClaim>(d, 'watch_claims', 'path');
  return {
    findWatchClaim: (path) => claims.find(path),
    insertWatchClaim: (claim) => claims.insert(claim.path, claim),
    takeOverWatchClaim: (claim, previousToken) => claims.takeOver(claim.path, claim, previousToken),
    touchWatchClaim: (path, processToken, at) => claims.touch(path, processToken, at),
    deleteWatchClaim: (path, processToken) => claims.delete(path, processToken),
    async insertWatchFile(file) {
      const row = await d.row<{ id: number }>(
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
      return row!.id;
    },
    async findLastUploadNamed(folder, fileName, since) {
      const row = await d.row<Omit<HandledWatchFile, 'uploaded' | 'runId'> & { runId: number | null }>(
        `SELECT folder, file_name AS fileName, sha256, outcome, uploaded, run_id AS runId, moved_to AS movedTo,
           results_file AS resultsFile, note, handled_at AS handledAt
         FROM watch_files WHERE folder = ? AND file_name = ? AND handled_at >= ? AND uploaded = 1 ORDER BY id DESC LIMIT 1`,
        [folder, fileName, since],
      );
      return row && { ...row, uploaded: true, runId: row.runId ?? undefined };
    },
    async findLastHandled(folder, fileName, sha256) {
      const row = await d.row<
        Omit<RecordedWatchFile, 'uploaded' | 'runId' | 'sourcePath'> & {
          uploaded: number | boolean;
          runId: number | null;
          sourcePath: string | null;
        }
      >(
        `SELECT w.folder, w.file_name AS "fileName", w.sha256, w.outcome, w.uploaded, w.run_id AS "runId",
           w.moved_to AS "movedTo", w.results_file AS "resultsFile", w.note, w.handled_at AS "handledAt",
           r.source_path AS "sourcePath"
         FROM watch_files w LEFT JOIN runs r ON r.id = w.run_id
         WHERE w.folder = ? AND w.file_name = ? AND w.sha256 = ? ORDER BY w.id DESC LIMIT 1`,
        [folder, fileName, sha256],
      );
      return (
        row && {
          ...row,
          uploaded: Boolean(row.uploaded),
          runId: row.runId ?? undefined,
          sourcePath: row.sourcePath ?? undefined,
          movedTo: row.movedTo ?? undefined,
          resultsFile: row.resultsFile ?? undefined,
          note: row.note ?? undefined,
        }
      );
    },
    async findFinishedUploadOfContent(sha256, targetIdentity) {
      return d.row<EarlierUpload>(
        `SELECT id AS runId, source_file AS sourceFile, source_path AS sourcePath, finished_at AS finishedAt, results_file AS resultsFile,
           invoices, created, skipped, invalid, rejected, failed, in_doubt AS inDoubt,
           not_sent AS notSent, held_differs AS heldDiffers, not_created AS notCreated, already_created AS alreadyCreated
         FROM runs WHERE source_sha256 = ? AND target_identity = ? AND status = 'finished' ORDER BY id LIMIT 1`,
        [sha256, targetIdentity],
      );
    },
    async listResultsStillToWrite(folder) {
      return d.rows<ResultsStillToWrite>(
        `SELECT MIN(w.file_name) AS "fileName", w.run_id AS "runId" FROM watch_files w JOIN runs r ON r.id = w.run_id
         WHERE w.folder = ? AND w.uploaded = 1 AND r.status IN ('finished', 'stopped') AND r.results_file IS NULL
         GROUP BY w.run_id ORDER BY MIN(w.id)`,
        [folder],
      );
    },
  };
}
