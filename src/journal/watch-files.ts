/** One function per statement on `watch_claims` and `watch_files`, and the content look-up on `runs`. */
import type { RunCounts } from './run-row.js';

export interface WatchClaim {
  path: string;
  host: string;
  pid: number;
  processToken: string;
  claimedAt: string;
  heartbeatAt: string;
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

/** An earlier upload of the same content: the run that finished it. */
export interface EarlierUpload extends RunCounts {
  runId: number;
  sourceFile: string;
  sourcePath: string;
  finishedAt: string | null;
  resultsFile: string | null;
}

/** Implemented once per backend (sqlite/, postgres/); chosen when the journal opens. */
export interface WatchStatements {
  findWatchClaim(path: string): Promise<WatchClaim | undefined>;
  /** True when the claim was recorded; false when another watcher recorded one first. */
  insertWatchClaim(claim: WatchClaim): Promise<boolean>;
  /** Takes over the claim of a watcher that is gone; false when someone changed it meanwhile. */
  takeOverWatchClaim(claim: WatchClaim, previousToken: string): Promise<boolean>;
  touchWatchClaim(path: string, processToken: string, at: string): Promise<void>;
  deleteWatchClaim(path: string, processToken: string): Promise<void>;
  insertWatchFile(file: HandledWatchFile): Promise<number>;
  /** The first finished upload of a file with this sha256 to this target, by any command. */
  findFinishedUploadOfContent(sha256: string, targetIdentity: string): Promise<EarlierUpload | undefined>;
}
