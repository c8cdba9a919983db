/**
 * The journal's side of the end of a send loop that failed. The claims whose requests never left
 * are staged again, first and on their own, so that nothing the answers do can leave them
 * `sending`. Then the answers that came in (and those a failed turn had taken) are recorded, for
 * the rows still `sending` only: a turn whose commit succeeded but said it failed has recorded its
 * own. Each is one transaction that a PostgreSQL cut before its commit was known does not end: it
 * is run again on a new connection only when the server says it did not commit, so nothing is
 * recorded twice (postgres-transaction.ts). Best effort: a journal that cannot leaves them `sending`, to be found in doubt, never
 * posted blindly, and the answers it could not record are returned, for the caller to show and
 * save, with whether the claims that never left are still `sending`; the run's own failure is what
 * its caller reports.
 */
import type { Journal } from '../../journal/journal.js';
import type { OutcomeWord } from '../../report/outcome-words.js';
import type { DuplicateRules } from './interpret-create-outcome.js';
import { recordCreateAnswers } from './claim-staged-row.js';
import type { ClaimAnswer } from './send-claim.js';
import type { Claim } from './send-loop-options.js';

export interface FailedRunLeftovers {
  /** Rows claimed whose requests never left. */
  neverSent: readonly number[];
  answers: readonly ({ claim: Claim } & ClaimAnswer)[];
}

export interface FailedRunSettled {
  unrecorded: FailedRunLeftovers['answers'];
  /** The words of the answers recorded now, as a turn gives its outcomes. */
  recorded: OutcomeWord[];
  /** The journal could not stage the claims that never left again: they are still `sending`. */
  neverSentHeld: boolean;
}

export async function settleFailedRun(
  journal: Journal,
  leftovers: FailedRunLeftovers,
  context: { runId: number; duplicates: DuplicateRules; at: string },
): Promise<FailedRunSettled> {
  const { neverSent } = leftovers;
  let neverSentHeld = false;
  if (neverSent.length > 0)
    await journal
      .transaction((tx) => tx.send.unclaimRows(neverSent, context.at), { repeatable: true })
      .catch(() => (neverSentHeld = true));
  return { ...(await recordLeftAnswers(journal, leftovers.answers, context)), neverSentHeld };
}

async function recordLeftAnswers(
  journal: Journal,
  answers: FailedRunLeftovers['answers'],
  context: { runId: number; duplicates: DuplicateRules; at: string },
): Promise<Omit<FailedRunSettled, 'neverSentHeld'>> {
  if (answers.length === 0) return { unrecorded: [], recorded: [] };
  return journal
    .transaction(
      async (tx) => {
        const open = new Set(await tx.send.sendingAmong(answers.map(({ claim }) => claim.row.id)));
        const recorded = await recordCreateAnswers(
          tx,
          answers.filter(({ claim }) => open.has(claim.row.id)),
          context,
        );
        return { unrecorded: [], recorded };
      },
      { repeatable: true },
    )
    .catch(() => ({ unrecorded: answers, recorded: [] }));
}
