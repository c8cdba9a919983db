/** A run as the journal holds it. */
export type RunStatus = 'reading' | 'sending' | 'finished' | 'stopped' | 'interrupted' | 'discarded';

export interface RunCounts {
  invoices: number;
  created: number;
  skipped: number;
  invalid: number;
  rejected: number;
  failed: number;
  inDoubt: number;
}

export interface RunRow extends RunCounts {
  /** Of `failed`, the invoices none of whose requests left (`isNeverSent`): "not sent" in every listing. */
  notSent: number;
  /** Of `skipped`, the invoices held because the finance system has their key with other content (`isHeldDiffers`). */
  heldDiffers: number;
  /** Of `failed`, the invoices a person resolved as not created (`isResolvedNotCreated`): "resolved: not created" in every listing. */
  notCreated: number;
  /** Of `created`, the invoices the finance system already held (`isAlreadyCreated`): "already created" in every listing; refreshed with the other counts (migration 119). */
  alreadyCreated: number;
  id: number;
  sourceFile: string;
  sourcePath: string;
  sourceSha256: string;
  mapping: string;
  targetIdentity: string;
  targetDescription: string;
  sandbox: boolean;
  /** The run's flags as JSON text, e.g. `{"partial":true}`. */
  options: string;
  host: string;
  pid: number;
  /** The operating-system user the run's process ran as (migration 120); null for a run recorded before. */
  osUser: string | null;
  /** Random mark of the process that ran it, telling it apart from a later process with the same pid. */
  processToken: string;
  status: RunStatus;
  startedAt: string;
  heartbeatAt: string;
  finishedAt: string | null;
  resultsFile: string | null;
  note: string | null;
  /** The rows the mapping left out of the file, as `run-left-out.ts` stores them; null when not known. */
  leftOut: string | null;
}

/** Column list shared by every statement that reads whole runs. */
export const RUN_COLUMNS = `
  id, source_file AS sourceFile, source_path AS sourcePath, source_sha256 AS sourceSha256, mapping,
  target_identity AS targetIdentity, target_description AS targetDescription, sandbox, options, host, pid, os_user AS osUser, process_token AS processToken,
  status, started_at AS startedAt, heartbeat_at AS heartbeatAt, finished_at AS finishedAt,
  invoices, created, skipped, invalid, rejected, failed, not_sent AS notSent, held_differs AS heldDiffers,
  not_created AS notCreated, in_doubt AS inDoubt, already_created AS alreadyCreated,
  results_file AS resultsFile, note, left_out AS leftOut`;

/** `ana@finance-02`: who ran it, where; `unknown@finance-02` for a run recorded before the journal kept the user. */
export function runBy(run: Pick<RunRow, 'osUser' | 'host'>): string {
  return `${run.osUser ?? 'unknown'}@${run.host}`;
}

export function toRunRow(raw: unknown): RunRow {
  const row = raw as RunRow & { sandbox: number | boolean };
  return { ...row, sandbox: Boolean(row.sandbox) };
}
