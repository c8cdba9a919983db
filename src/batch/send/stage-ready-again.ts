/**
 * Ready claims whose requests never left (a stop, a halt, a pause), staged again in the journal.
 * Returns the rows to claim again: each claim's row, then the rows of its key parked behind it,
 * since no answer of that key is coming now to release them.
 */
import type { JournalStatements } from '../../journal/journal.js';
import type { StagedInvoice } from '../../journal/stage-statements.js';
import { keyOf } from './claim-staged-row.js';
import type { Claim } from './send-loop-options.js';

export async function stageReadyAgain(
  tx: JournalStatements,
  back: readonly Claim[],
  parked: Map<string, StagedInvoice[]>,
  at: string,
): Promise<StagedInvoice[]> {
  await tx.send.unclaimRows(
    back.map((claim) => claim.row.id),
    at,
  );
  return back.flatMap((claim) => {
    const key = keyOf(claim.row);
    const behind = parked.get(key) ?? [];
    parked.delete(key);
    return [claim.row, ...behind];
  });
}
