/**
 * Settles the runs whose process died (crash, SIGKILL, power loss): what it was sending becomes
 * in doubt and is never posted again by itself; what it had not sent yet is marked safe to post again.
 */
import type { Journal } from '../journal/open-journal.js';
import { asJournalError } from '../journal/journal-error.js';
import { isRunAbandoned, STALE_AFTER_MS, type ThisProcess } from './run-liveness.js';
import { settleSharedInstancesIn } from './settle-shared-instances.js';
import { pidExists, thisProcess } from './this-process.js';
import { skipCreatedIn } from './send/skip-created-before-stop.js';
import type { PlanOptions } from './plan-invoice.js';
import type { RunRow } from '../journal/run-row.js';
import { forgetJournalLosses, readJournalLosses, type JournalLoss } from './journal-loss-marks.js';

/** Without the dead upload's settings: content other than what was created is held, as without --force. */
const SETTLING_PLAN: PlanOptions = { force: false, retryInDoubt: false, rejectsDuplicates: false };

export interface RecoveredRun {
  runId: number;
  sourceFile: string;
  /** Invoices that were being sent and are now in doubt. */
  inDoubt: number;
  /** Invoices never sent, now failed (safe to post again). */
  notSent: number;
  /** The run stopped because its journal could not be used (recorded `stopped`, not `interrupted`); undefined otherwise. */
  journalLost?: JournalLoss | undefined;
}

export interface RecoverOptions {
  self?: ThisProcess;
  /** When the runs are judged and settled. @default the journal's lease clock (`runs.leaseNow`) */
  now?: Date;
  /** @default STALE_AFTER_MS */
  staleAfterMs?: number;
  pidExists?: (pid: number) => boolean;
  /**
   * The state folder, where an upload that lost its journal marked its runs (journal-loss-marks.ts):
   * those are settled as stopped by the journal's loss. @default none: every run as interrupted
   */
  stateDir?: string | undefined;
}

/**
 * Called first by every command that reads or writes invoices (upload, journal, history, reconcile), so
 * what a killed run was sending is shown and counted as in doubt, never as a `sending` that nobody sees.
 */
export async function recoverInterruptedRuns(journal: Journal, options: RecoverOptions = {}): Promise<RecoveredRun[]> {
  try {
    return await recover(journal, options);
  } catch (error) {
    throw asJournalError(error, journal.location, 'cannot settle the runs of stopped processes');
  }
}

async function recover(journal: Journal, options: RecoverOptions): Promise<RecoveredRun[]> {
  const self = options.self ?? thisProcess();
  const now = options.now ?? new Date(await journal.runs.leaseNow());
  const at = now.toISOString();
  const probe = {
    now: now.getTime(),
    pidExists: options.pidExists ?? pidExists,
    staleAfterMs: options.staleAfterMs ?? STALE_AFTER_MS,
  };
  const recovered: RecoveredRun[] = [];
  const settled: RunRow[] = [];
  const lossOf =
    options.stateDir === undefined ? () => undefined : readJournalLosses(options.stateDir, journal.location);
  for (const run of await journal.runs.listUnfinishedRuns()) {
    const journalLost: JournalLoss | undefined = lossOf(run);
    if (!isRunAbandoned(run, self, probe)) continue;
    // Run again on a new connection should a PostgreSQL cut leave it known not committed; known
    // committed, it is not: what it settled is taken in once, after it returns.
    const settledRun = await journal.transaction(
      async (tx): Promise<RecoveredRun | undefined> => {
        // Looked at again inside the transaction: the run may have finished, or another command may
        // have settled it, since the list was read. Settling it then would overwrite its outcome.
        const current = await tx.runs.findRun(run.id);
        const unfinished = current?.status === 'reading' || current?.status === 'sending';
        if (!current || !unfinished || !isRunAbandoned(current, self, probe)) return undefined;
        const inDoubt = await tx.send.markStaleSendingInDoubt(
          run.id,
          `run ${run.id} stopped while this invoice was being sent: it may or may not have been created; check the finance system, then resolve it`,
          at,
        );
        // What it staged of a key created earlier is skipped (or held), never not sent (skip-created-before-stop.ts).
        await skipCreatedIn(tx, run.id, SETTLING_PLAN, at);
        const notSent = await tx.send.failStagedInvoices(
          run.id,
          `not sent: run ${run.id} stopped before sending it; safe to post again`,
          at,
        );
        // Its answers may name an instance another invoice has; a finished run checks that at its end.
        await settleSharedInstancesIn(tx, run.id, at);
        // A run whose journal was lost was stopped by that, as a halt stops one: no process died.
        if (journalLost) await tx.runs.finishRun(run.id, 'stopped', at, journalLossNote(journalLost));
        else
          await tx.runs.finishRun(
            run.id,
            'interrupted',
            at,
            `the process (pid ${run.pid} on ${run.host}) ended without finishing the run`,
          );
        await tx.runs.refreshRunCounts(run.id);
        return { runId: run.id, sourceFile: run.sourceFile, inDoubt, notSent, journalLost };
      },
      { repeatable: true },
    );
    if (settledRun === undefined) continue;
    recovered.push(settledRun);
    settled.push(run);
  }
  if (options.stateDir !== undefined)
    // Every settled run's: a mark of its id and host that was not its own is stale, and is never read again.
    await forgetJournalLosses(options.stateDir, journal.location, settled);
  return recovered;
}

/** The note of a run stopped by its journal's loss: the stop, as the upload said it, and since when. */
export function journalLossNote(loss: JournalLoss): string {
  return `stopped: the journal could not be used (since ${loss.at}): ${loss.reason}`;
}
