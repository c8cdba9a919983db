/**
 * `resolve --reviewed`: a person checked a held copy (a changed copy of a created invoice, held:
 * differs) and decided it is not to be posted (the supplier's corrected PDF is handled by a credit
 * note, say). The decision is recorded beside the held row, which stays as the upload recorded it,
 * as does the created invoice: nothing is posted, and the copy leaves the open lists.
 */
import { displayKey, type InvoiceRow } from '../journal/invoice-row.js';
import { isUniqueViolation } from '../journal/is-unique-violation.js';
import type { Journal } from '../journal/open-journal.js';
import { liveRowWord } from '../report/live-row-word.js';
import { resolveNoteProblem } from './check-resolve-note.js';
import { minuteUtc } from './plan-row-resolution.js';
import { ResolveRefusedError } from './refuse-resolve.js';

export interface ReviewHeldRequest {
  /** InvoiceId, or `PayeeId/Invoice_Number`. */
  reference: string;
  /** Why it is not posted, in the person's words (check-resolve-note.ts); required. */
  note: string;
  /** Values a note must not hold (the API key). @default none */
  secrets?: readonly (string | undefined)[] | undefined;
  /** Who decided: `user@host`, or `name (login user@host)`. */
  by: string;
  /** Only a held copy on this target identity. @default any target */
  targetIdentity?: string | undefined;
  now?: Date;
}

export interface ReviewedHeldCopy {
  /** `PayeeId/Invoice_Number`. */
  key: string;
  targetIdentity: string;
  invoiceId: string | null;
  /** The held row closed, and the run that held it. */
  rowId: number;
  runId: number;
  amount: string | null;
  currency: string | null;
  reviewedAt: string;
  reviewedBy: string;
  note: string;
}

export async function reviewHeldCopy(journal: Journal, request: ReviewHeldRequest): Promise<ReviewedHeldCopy> {
  const problem = resolveNoteProblem(request.note, request.secrets);
  if (problem !== undefined) throw new ResolveRefusedError(problem, { kind: 'bad-note', problem });
  const found = await journal.resolve.findOpenHeldCopies(request.reference, request.targetIdentity);
  if (found.length === 0)
    throw new ResolveRefusedError(await notHeldMessage(journal, request.reference), { kind: 'not-held' });
  if (found.length > 1) throw severalHeldError(request.reference, found);
  const held = found[0]!;
  const review = {
    invoiceRowId: held.id,
    reviewedAt: (request.now ?? new Date()).toISOString(),
    reviewedBy: request.by,
    note: request.note.trim(),
  };
  try {
    await journal.transaction(async (tx) => {
      // Another person may have closed it (or an upload posted it) since it was read.
      const still = await tx.resolve.findOpenHeldCopies(request.reference, held.targetIdentity);
      if (!still.some((row) => row.id === held.id))
        throw new ResolveRefusedError(await notHeldMessage(tx, request.reference), { kind: 'not-held' });
      await tx.resolve.insertHeldReview(review);
    });
  } catch (error) {
    // Another person closed it between the read above and this record (PostgreSQL reads what was
    // committed when each statement began): told as when they come one after the other.
    if (!isUniqueViolation(error)) throw error;
    throw new ResolveRefusedError(await notHeldMessage(journal, request.reference), { kind: 'not-held' });
  }
  return {
    key: displayKey(held),
    targetIdentity: held.targetIdentity,
    invoiceId: held.invoiceId,
    rowId: held.id,
    runId: held.runId,
    amount: held.invoiceAmount,
    currency: held.currencyCode,
    reviewedAt: review.reviewedAt,
    reviewedBy: review.reviewedBy,
    note: review.note,
  };
}

/** Why a reference names no open held copy, in the words of the listings. */
async function notHeldMessage(journal: Pick<Journal, 'resolve'>, reference: string): Promise<string> {
  const latest = await journal.resolve.findLatestByReference(reference);
  if (!latest) return `no invoice with InvoiceId or PayeeId/Invoice_Number "${reference}" is in the journal`;
  const reviews = await journal.resolve.listHeldReviews(reference);
  const last = reviews.at(-1);
  const instance = latest.instanceId ? ` as instance ${latest.instanceId}` : '';
  const now = `"${reference}" is not a held copy open: its latest row (run ${latest.runId}) is ${liveRowWord(latest)}${instance}`;
  const closed =
    last === undefined
      ? ''
      : `; its held copy of run ${last.runId} was already closed as reviewed by ${last.reviewedBy} at ${minuteUtc(last.reviewedAt)} (note: ${JSON.stringify(last.note)})`;
  return `${now}${closed}; only a changed copy of a created invoice held: differs is closed as reviewed (journal --outcome "held: differs" lists them)`;
}

function severalHeldError(reference: string, rows: readonly InvoiceRow[]): ResolveRefusedError {
  const listed = rows.map((row) => `${displayKey(row)} on ${row.targetIdentity}`).join('; ');
  return new ResolveRefusedError(`"${reference}" names several held copies: ${listed}; name the target identity`, {
    kind: 'several',
    found: `"${reference}" names several held copies: ${listed}`,
    exampleKey: new Set(rows.map(displayKey)).size > 1 ? displayKey(rows[0]!) : undefined,
    severalTargets: new Set(rows.map((row) => row.targetIdentity)).size > 1,
  });
}
