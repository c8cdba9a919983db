/**
 * Runs stopped because their journal could not be used (its server away past the wait, its file
 * locked or full), written where the next command on this host looks: the journal itself cannot
 * take it then. The command that settles those runs (recover-interrupted-runs.ts) records them as
 * stopped by the journal's loss, not as a process that died, and forgets them.
 */
import { readFileSync, renameSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Name of the file, in the state folder (beside the register of journals). */
const LOSSES_FILE = 'journal-losses.json';

/** Why and when a run's journal was lost. */
export interface JournalLoss {
  /** The journal's failure, as the upload said it (no password: locations are shown without one). */
  reason: string;
  /** ISO 8601 UTC. */
  at: string;
}

interface LossEntry extends JournalLoss {
  /** Where the journal is, as users name it. */
  journal: string;
  runId: number;
}

function readEntries(stateDir: string): LossEntry[] {
  try {
    const parsed: unknown = JSON.parse(readFileSync(join(stateDir, LOSSES_FILE), 'utf8'));
    return Array.isArray(parsed) ? (parsed as LossEntry[]).filter(isEntry) : [];
  } catch {
    // None written yet, or unreadable: no run is known to have lost its journal.
    return [];
  }
}

const isEntry = (value: LossEntry): boolean =>
  typeof value?.journal === 'string' &&
  Number.isInteger(value.runId) &&
  typeof value.reason === 'string' &&
  typeof value.at === 'string';

/** Written whole under another name first: a reader never sees half of it. */
function writeEntries(stateDir: string, entries: LossEntry[]): void {
  mkdirSync(stateDir, { recursive: true, mode: 0o700 });
  const path = join(stateDir, LOSSES_FILE);
  writeFileSync(`${path}.partial`, `${JSON.stringify(entries, null, 2)}\n`, { mode: 0o600 });
  renameSync(`${path}.partial`, path);
}

/** Keeps that `runIds` of the journal at `journal` stopped for `loss`; false when the file could not be written. */
export function markJournalLoss(
  stateDir: string,
  journal: string,
  runIds: readonly number[],
  loss: JournalLoss,
): boolean {
  try {
    const kept = readEntries(stateDir).filter((entry) => entry.journal !== journal || !runIds.includes(entry.runId));
    writeEntries(stateDir, [...kept, ...runIds.map((runId) => ({ journal, runId, ...loss }))]);
    return true;
  } catch {
    // Best effort: without it the run is settled as any process that ended without finishing it.
    return false;
  }
}

/** The runs of the journal at `journal` known stopped by its loss, by run id. */
export function readJournalLosses(stateDir: string, journal: string): Map<number, JournalLoss> {
  const entries = readEntries(stateDir).filter((entry) => entry.journal === journal);
  return new Map(entries.map(({ runId, reason, at }) => [runId, { reason, at }]));
}

/** Forgets the marks of `runIds` of that journal, once their runs are settled. */
export function forgetJournalLosses(stateDir: string, journal: string, runIds: readonly number[]): void {
  if (runIds.length === 0) return;
  const entries = readEntries(stateDir);
  const kept = entries.filter((entry) => entry.journal !== journal || !runIds.includes(entry.runId));
  if (kept.length === entries.length) return;
  try {
    writeEntries(stateDir, kept);
  } catch {
    // Left there, a mark names a run already settled: never read again, as settled runs are not listed.
  }
}
