/**
 * Whether a reconcile goes on with the latest run on its target: when that run did not finish
 * (stopped by a signal or an outage, or its process died), asked about the same invoices, and
 * started within RESUME_WITHIN_MS. Its statuses read before are reported again, not asked again.
 */
import { createHash } from 'node:crypto';
import type { Journal } from '../journal/open-journal.js';
import type { Selection } from './select-invoices.js';
import type { StatusCheck } from './status-check.js';

/**
 * 12 hours: a re-run after a stop, a reboot or an outage comes within hours, while a nightly
 * reconcile comes ~24 h after the last one, whose statuses are by then too old to report as read.
 */
export const RESUME_WITHIN_MS = 12 * 3600_000;

/** The run a reconcile goes on with, as it stood: told on standard error and in --json. */
export interface ResumedRun {
  runId: number;
  /** When the run first started, ISO. */
  startedAt: string;
  /** Statuses it had read. */
  checked: number;
  /** Invoices it was to ask about when it started. */
  toCheck: number;
}

export interface ResumableRun {
  resumed: ResumedRun;
  /** The checks it made, as reported then. */
  earlier: StatusCheck[];
}

/** The same selection gives the same key, whatever the order of the ids given. */
export function selectionKeyOf(selection: Selection): string {
  const ids = [...new Set(selection.instanceIds ?? [])].sort();
  const text = JSON.stringify({ since: selection.since ?? null, instanceIds: ids });
  return createHash('sha256').update(text).digest('hex');
}

export async function findResumableRun(
  journal: Journal,
  targetIdentity: string,
  selectionKey: string,
  now: Date,
): Promise<ResumableRun | undefined> {
  const run = await journal.reconcileRuns.latestReconcileRun(targetIdentity);
  if (!run || run.outcome === 'finished' || run.selectionKey !== selectionKey) return undefined;
  const age = now.getTime() - Date.parse(run.startedAt);
  if (!(age >= 0 && age <= RESUME_WITHIN_MS)) return undefined;
  const rows = await journal.reconcileRuns.listReconcileRunChecks(run.id);
  const earlier = rows.map((row) => JSON.parse(row.checkJson) as StatusCheck);
  return {
    resumed: { runId: run.id, startedAt: run.startedAt, checked: earlier.length, toCheck: run.toCheck },
    earlier,
  };
}
