/**
 * The invoices whose latest row is not sent (safe to post again, and no later upload posted them):
 * how many, how many runs left them, and when the first of those runs started. A night the finance
 * API could not be reached leaves them; only an upload of their files again posts them.
 */
import type { Journal } from '../journal/journal.js';
import { rowsWithOutcome } from './rows-with-outcome.js';

export interface NotSentRuns {
  invoices: number;
  /** Runs whose rows are those latest rows. */
  runs: number;
  /** When the earliest of those runs started (ISO UTC); null with no invoice not sent. */
  since: string | null;
}

/**
 * @param notSent the count of invoices not sent now (count-invoices-now.ts), so none is read twice
 * @param targetIdentity only that target's invoices @default every target
 */
export async function findNotSentRuns(
  journal: Pick<Journal, 'lists' | 'runs'>,
  notSent: number,
  targetIdentity?: string,
): Promise<NotSentRuns> {
  if (notSent === 0) return { invoices: 0, runs: 0, since: null };
  const rows = await journal.lists.listLatestInvoices(rowsWithOutcome('not sent'), notSent, targetIdentity);
  const runIds = new Set(rows.map((row) => row.runId));
  const started = (await journal.runs.listRuns(-1, targetIdentity))
    .filter((run) => runIds.has(run.id))
    .map((run) => run.startedAt)
    .sort();
  return { invoices: rows.length, runs: runIds.size, since: started[0] ?? null };
}
