/**
 * Takes the next rows to claim together in one turn: rows of different keys, none of them a key
 * already in flight. Claiming a batch costs the journal the same few statements as claiming one row.
 */
import type { StagedInvoice } from '../../journal/stage-statements.js';
import { keyOf } from './claim-staged-row.js';

export interface ClaimBatch {
  /** Rows of different keys, to claim together. */
  batch: StagedInvoice[];
  /** A second row of a key already in the batch: to plan in the next batch, once the first is claimed or not. */
  later: StagedInvoice[];
  /** No row was left to read. */
  end: boolean;
}

/**
 * @param inFlight whether a key is being sent by this run now; such a row is handed to `park`, to
 *   plan again once that answer is in
 */
export async function gatherClaimBatch(
  size: number,
  next: () => Promise<StagedInvoice | undefined>,
  inFlight: (key: string) => boolean,
  park: (key: string, row: StagedInvoice) => void,
): Promise<ClaimBatch> {
  const batch: StagedInvoice[] = [];
  const later: StagedInvoice[] = [];
  const keys = new Set<string>();
  while (batch.length < size) {
    const row = await next();
    if (!row) return { batch, later, end: true };
    const key = keyOf(row);
    if (inFlight(key)) park(key, row);
    else if (keys.has(key)) later.push(row);
    else {
      keys.add(key);
      batch.push(row);
    }
  }
  return { batch, later, end: false };
}
