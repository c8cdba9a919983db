/**
 * What a Results row of an imported workbook proves of its key (PROOF), and whether the journal
 * already knows that, in which case the row is left as the journal has it.
 */
import type { JournalStatements } from '../journal/open-journal.js';
import type { ResultsWorkbookRow } from './read-results-workbook.js';

export type Proof = 'created' | 'already-created' | 'in-doubt' | 'other-content';

/** What a Results row proves of its key, by outcome; the others (invalid, rejected, failed, not sent) posted nothing. */
const PROOF: Readonly<Record<string, Proof>> = {
  // Created by that run, as the instance the row names.
  created: 'created',
  // "created by an earlier upload (run R on D) as instance N", or "created by run R, running at the same time (...),
  // as instance N": the back-end holds N under this key, with this content. Read by outcome, never by these words.
  skipped: 'created',
  // The post was refused as a duplicate of instance N: the back-end holds N under this key, its content not seen.
  'already created': 'already-created',
  // NOT POSTED by that run: the instance its message names holds the key with other content.
  'held: differs': 'other-content',
  'in doubt': 'in-doubt',
};

/** What the row proves of its key; undefined when its outcome posted nothing. */
export const proofOf = (row: ResultsWorkbookRow): Proof | undefined => PROOF[row.outcome];

/** Whether the journal holds the row's key created (or, for an in-doubt row, in doubt) already. */
export async function isKnown(
  tx: JournalStatements,
  row: ResultsWorkbookRow,
  proof: Proof,
  target: string,
): Promise<boolean> {
  const key = { targetIdentity: target, payeeId: row.payeeId, invoiceNumber: row.invoiceNumber };
  if (await tx.send.findCreatedByKey(key)) return true;
  return proof === 'in-doubt' && (await tx.resolve.findInDoubtByKey(key)).length > 0;
}
