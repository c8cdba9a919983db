/**
 * Runs stopped because their journal could not be used (its server away past the wait, its file
 * locked or full), written where the next command looks: the journal itself cannot take it then.
 * The command that settles those runs (recover-interrupted-runs.ts) records them as stopped by the
 * journal's loss, not as a process that died, and forgets them. A mark names its run by id, start
 * and host: a journal removed or restored at the same place numbers its runs again, and its new run
 * 1 is not the run a mark left by the former one's run 1 speaks of.
 *
 * The state folder may be shared by several hosts (a home folder on NFS), and a journal's name may
 * be one path that is a different file on each host. So a mark is honoured only for a run of the
 * host it names (whichever host settles that run: its own next command, or another host's once the
 * run is silent past its limit, which reads the mark too), and settling a run forgets only the marks
 * of that run's host: another host's mark of the same journal name and run id speaks of its own run,
 * and is left for that host's next command to settle.
 *
 * The file is read, changed and written back under a lock of its own (`journal-losses.json.lock`),
 * taken the way the register of journals takes its own (lock-journal-register.ts): two uploads
 * losing their journals at once, or an upload and the drop folder's watcher, each add their marks
 * to the other's, never over them.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RunRow } from '../journal/run-row.js';
import { withRegisterLock } from '../journal/register/lock-journal-register.js';
import { PRIVATE_FILE_MODE, writeOutputFile } from '../report/write-output-file.js';

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

function readEntries(file: string): LossEntry[] {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
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
 * Reads the marks, changes them with `change` and writes them back whole (flushed, then renamed
 * into place), all under the lock; undefined from `change` writes nothing.
 */
async function changeEntries(stateDir: string, change: (entries: LossEntry[]) => LossEntry[] | undefined) {
  mkdirSync(stateDir, { recursive: true, mode: 0o700 });
  const file = join(stateDir, LOSSES_FILE);
  await withRegisterLock(file, async () => {
    const changed = change(readEntries(file));
    if (changed === undefined) return;
    const text = `${JSON.stringify(changed, null, 2)}\n`;
    await writeOutputFile({ file }, async (stream) => void stream.end(text), PRIVATE_FILE_MODE);
  });
}

/** Keeps that `runs` of the journal at `journal` stopped for `loss`; false when the file could not be written. */
export async function markJournalLoss(
  stateDir: string,
  journal: string,
  runs: readonly MarkedRun[],
  loss: JournalLoss,
): Promise<boolean> {
  const marks = runs.map((run) => ({ journal, runId: run.id, startedAt: run.startedAt, host: run.host, ...loss }));
  try {
    await changeEntries(stateDir, (entries) => [
      ...entries.filter((entry) => !runs.some((run) => sameRunOf(entry, journal, run))),
      ...marks,
    ]);
    return true;
  } catch {
    // Best effort: without it the run is settled as any process that ended without finishing it.
    return false;
  }
}

/** A mark of that journal's run of this id on this host: its own, or a stale one of a former journal there. */
const sameRunOf = (entry: LossEntry, journal: string, run: MarkedRun): boolean =>
  entry.journal === journal && entry.runId === run.id && entry.host === run.host;

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
  const entries = readEntries(join(stateDir, LOSSES_FILE)).filter((entry) => entry.journal === journal);
  return (run) => {
    const entry = entries.find((candidate) => marksRun(candidate, run));
    return entry === undefined ? undefined : { reason: entry.reason, at: entry.at };
  };
}

/** Forgets the marks of `runs` of that journal once they are settled, a stale one of the same id and host too. */
export async function forgetJournalLosses(stateDir: string, journal: string, runs: readonly MarkedRun[]) {
  const forgotten = (entry: LossEntry) => runs.some((run) => sameRunOf(entry, journal, run));
  // Looked at first without the lock: most settled runs were never marked.
  if (!readEntries(join(stateDir, LOSSES_FILE)).some(forgotten)) return;
  try {
    await changeEntries(stateDir, (entries) => {
      const kept = entries.filter((entry) => !forgotten(entry));
      return kept.length === entries.length ? undefined : kept;
    });
  } catch {
    // Left there, a mark names a run already settled: never read again, as settled runs are not listed.
  }
}
