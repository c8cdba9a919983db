/**
 * `resolve` with many references: each is settled exactly as one `resolve` settles it, in its own
 * journal transaction, so one refused (not in doubt, an instance the finance system does not show)
 * leaves the others recorded. A journal failure stops them all: nothing after it could be kept.
 */
import { InvoiceBatchError, JournalError } from '../errors.js';
import type { Journal } from '../journal/open-journal.js';
import { resolveInDoubt, type ResolveRequest, type ResolveResult } from './resolve-in-doubt.js';

export type ManyResolved =
  { reference: string; recorded: ResolveResult } | { reference: string; refused: string; error: InvoiceBatchError };

/** One outcome per reference, in the order given; a reference given twice is settled once. */
export async function resolveManyInDoubt(
  journal: Journal,
  references: readonly string[],
  request: Omit<ResolveRequest, 'reference' | 'instanceId'>,
): Promise<ManyResolved[]> {
  const outcomes: ManyResolved[] = [];
  for (const reference of new Set(references)) {
    try {
      outcomes.push({ reference, recorded: await resolveInDoubt(journal, { ...request, reference }) });
    } catch (error) {
      if (!(error instanceof InvoiceBatchError) || error instanceof JournalError) throw error;
      outcomes.push({ reference, refused: error.message, error });
    }
  }
  return outcomes;
}
