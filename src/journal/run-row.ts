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
  /**
   * Where the run's API key came from, as the settings name it (`the environment variable
   * INVOICE_BATCH_API_KEY`), never the key (migration 121); null for a run recorded before.
   */
  keySource: string | null;
  /** The first 12 hex characters of HMAC-SHA-256 of the key under the journal's salt (migration 121); null before. */
  keyFingerprint: string | null;
  /** sha256 of the mapping file's content as read (migration 121); null for a run recorded before. */
  mappingSha256: string | null;
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
  target_identity AS targetIdentity, target_description AS targetDescription, sandbox, options, host, pid, os_user AS osUser,
  key_source AS keySource, key_fingerprint AS keyFingerprint, mapping_sha256 AS mappingSha256, process_token AS processToken,
  status, started_at AS startedAt, heartbeat_at AS heartbeatAt, finished_at AS finishedAt,
  invoices, created, skipped, invalid, rejected, failed, not_sent AS notSent, held_differs AS heldDiffers,
  not_created AS notCreated, in_doubt AS inDoubt, already_created AS alreadyCreated,
  results_file AS resultsFile, note, left_out AS leftOut`;

/** `ana@finance-02`: who ran it, where; `unknown@finance-02` for a run recorded before the journal kept the user. */
export function runBy(run: Pick<RunRow, 'osUser' | 'host'>): string {
  return `${run.osUser ?? 'unknown'}@${run.host}`;
}

/**
 * What started the run, as its flags recorded it (`hand`, `schedule: nightly-upload`, `watch:
 * /srv/in`); `unknown` for a run recorded before the journal kept it, or imported.
 */
export function runStartedBy(run: Pick<RunRow, 'options'>): string {
  try {
    const startedBy = (JSON.parse(run.options) as { startedBy?: unknown } | null)?.startedBy;
    return typeof startedBy === 'string' && startedBy !== '' ? startedBy : 'unknown';
  } catch {
    // Flags edited by hand into something else than JSON: nothing said, nothing guessed.
    return 'unknown';
  }
}

/** `3f9a0c12b7de (env)`: the key's fingerprint and a word for its source, short enough for a table; `unknown` for a run recorded before. */
export function runKeyText(run: Pick<RunRow, 'keySource' | 'keyFingerprint'>): string {
  if (run.keyFingerprint === null) return 'unknown';
  const source = run.keySource ?? '';
  const word = source.startsWith('the environment variable')
    ? 'env'
    : source.startsWith('the file')
      ? 'file'
      : source.startsWith('the sandbox')
        ? 'sandbox'
        : 'config';
  return `${run.keyFingerprint} (${word})`;
}

/** Hex characters of the mapping's sha256 a listing shows: enough to tell two versions apart. */
const SHORT_DIGEST = 12;

/** `mappings/ap.yaml @ 5d41402abc4b`: the mapping's path and which version of it; the path alone for a run recorded before. */
export function runMappingText(run: Pick<RunRow, 'mapping' | 'mappingSha256'>): string {
  return run.mappingSha256 === null ? run.mapping : `${run.mapping} @ ${run.mappingSha256.slice(0, SHORT_DIGEST)}`;
}

export function toRunRow(raw: unknown): RunRow {
  const row = raw as RunRow & { sandbox: number | boolean };
  return { ...row, sandbox: Boolean(row.sandbox) };
}
