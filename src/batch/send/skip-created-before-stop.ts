/**
 * A run that stops before it has sent everything (invalid invoices without --partial, a signal, a
 * halt, its process gone) marks what it did not send "not sent ... safe to post again". Staged
 * invoices whose key an earlier run created were never going to be sent: they are first recorded
 * as the send loop records them (skipped as created, or held as differing), so a stop never makes
 * a created invoice look unposted in the run's results, its counts or the journal. Then those whose
 * key is in doubt or being sent by another run are held in doubt (hold-in-doubt-rows.ts): they may
 * have been created too.
 */
import type { Journal, JournalStatements } from '../../journal/journal.js';
import type { PlanOptions } from '../plan-invoice.js';
import { holdInDoubtRows } from './hold-in-doubt-rows.js';
import { skipCreatedRows } from './skip-created-rows.js';

/** Staged rows read and screened per transaction: a run of any size is never held whole. */
const PAGE_ROWS = 500;

type InTransaction = (screen: (tx: JournalStatements) => Promise<number>) => Promise<number>;

/** Records the run's staged invoices whose key was created as skipped (or held), or is in doubt as held, a transaction a page; returns how many. */
export async function skipCreatedBeforeStop(
  journal: Journal,
  runId: number,
  plan: PlanOptions,
  at: string,
): Promise<number> {
  // A page's screen changes nothing but through its transaction: run again after a lost connection that left nothing committed.
  return skipPages(journal, (screen) => journal.transaction(screen, { repeatable: true }), runId, plan, at);
}

/** `skipCreatedBeforeStop` inside the caller's transaction (a dead process's run, settled in one). */
export async function skipCreatedIn(
  tx: JournalStatements,
  runId: number,
  plan: PlanOptions,
  at: string,
): Promise<number> {
  return skipPages(tx, (screen) => screen(tx), runId, plan, at);
}

async function skipPages(
  reader: Pick<JournalStatements, 'stage'>,
  inTransaction: InTransaction,
  runId: number,
  plan: PlanOptions,
  at: string,
): Promise<number> {
  let after = 0;
  let skipped = 0;
  for (;;) {
    const page = await reader.stage.listStagedPage(runId, after, PAGE_ROWS);
    const last = page[page.length - 1];
    if (last === undefined) return skipped;
    skipped += await inTransaction(async (tx) => {
      const { rest, skipped: created } = await skipCreatedRows(tx, runId, page, plan, at);
      return created + (await holdInDoubtRows(tx, runId, rest, plan, at));
    });
    after = last.id;
  }
}
