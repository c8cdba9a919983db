/**
 * Runs stopped because their journal could not be used (its server away past the wait, its file
 * locked or full), written where the next command on this host looks: the journal itself cannot
 * take it then. The command that settles those runs (recover-interrupted-runs.ts) records them as
 * stopped by the journal's loss, not as a process that died, and forgets them. A mark names its run
 * by id, start and host: a journal removed or restored at the same place numbers its runs again, and
 * its new run 1 is not the run a mark left by the former one's run 1 speaks of.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { RunRow } from '../journal/run-row.js';

/** Name of the file, in the state folder (beside the register of journals). */
const LOSSES_FILE = 'journal-losses.json';

/** Why and when a run's journal was lost. */
export interface JournalLoss {
  /** The journal's failure, as the upload said it (no password: locations are shown without one). */
  reason: string;
  /** ISO 8601 UTC. */
  at: string;
}

/** A run as the journal holds it, enough to tell it from another run of the same id. */
export type MarkedRun = Pick<RunRow, 'id' | 'startedAt' | 'host'>;

interface LossEntry extends JournalLoss {
  /** Where the journal is, as users name it. */
  journal: string;
  runId: number;
  /** The run's start (ISO 8601) and host, as its journal row has them. */
  startedAt: string;
  host: string;
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
  typeof value.startedAt === 'string' &&
  typeof value.host === 'string' &&
  typeof value.reason === 'string' &&
  typeof value.at === 'string';

/**
 * Written whole under a name of this writer's own first, then renamed into place: a reader never
 * sees half of it, and two writers never write into one another's half-written file.
 */
function writeEntries(stateDir: string, entries: LossEntry[]): void {
  mkdirSync(stateDir, { recursive: true, mode: 0o700 });
  const path = join(stateDir, LOSSES_FILE);
  const partial = `${path}.${process.pid}-${randomBytes(6).toString('hex')}.partial`;
  try {
    writeFileSync(partial, `${JSON.stringify(entries, null, 2)}\n`, { mode: 0o600 });
    renameSync(partial, path);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/** Keeps that `runs` of the journal at `journal` stopped for `loss`; false when the file could not be written. */
export function markJournalLoss(
  stateDir: string,
  journal: string,
  runs: readonly MarkedRun[],
  loss: JournalLoss,
): boolean {
  try {
    const ids = runs.map((run) => run.id);
    const kept = readEntries(stateDir).filter((entry) => entry.journal !== journal || !ids.includes(entry.runId));
    const marks = runs.map((run) => ({ journal, runId: run.id, startedAt: run.startedAt, host: run.host, ...loss }));
    writeEntries(stateDir, [...kept, ...marks]);
    return true;
  } catch {
    // Best effort: without it the run is settled as any process that ended without finishing it.
    return false;
  }
}

/** Instants compared, not texts: a journal may write the same start another way (`+00:00`, no milliseconds). */
const sameInstant = (a: string, b: string): boolean => Date.parse(a) === Date.parse(b);

/** Whether a mark speaks of this run: same start and host, and written after it started. */
const marksRun = (entry: LossEntry, run: MarkedRun): boolean =>
  entry.runId === run.id &&
  entry.host === run.host &&
  sameInstant(entry.startedAt, run.startedAt) &&
  Date.parse(entry.at) >= Date.parse(run.startedAt);

/** The runs of the journal at `journal` known stopped by its loss: the loss of a run, undefined for any other. */
export function readJournalLosses(stateDir: string, journal: string): (run: MarkedRun) => JournalLoss | undefined {
  const entries = readEntries(stateDir).filter((entry) => entry.journal === journal);
  return (run) => {
    const entry = entries.find((candidate) => marksRun(candidate, run));
    return entry === undefined ? undefined : { reason: entry.reason, at: entry.at };
  };
}

/** Forgets the marks of `runIds` of that journal once their runs are settled, a stale one of the same id too. */
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
