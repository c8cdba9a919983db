/**
 * What summaries say about the invoices that were not simply created: why they were held and what a
 * person does next. The outcome words themselves, and the Legend's meanings, are in outcome-words.ts,
 * which every importer takes these from too.
 */

import type { InDoubtIdKind } from '../finance-api/offer-answered-ids.js';

/** What happens to rejected invoices, in every summary that lists them. */
const REJECTED_NEXT =
  'Rejected invoices were not created. Fix them in the file and upload it again: the next upload posts the rejected ones again and skips those already created.';

/**
 * What happens to rejected invoices that --force sent past the invoice created of their key, refused
 * as duplicates: the next upload holds them again, so fixing the file does not post them.
 */
export const REFUSED_OVER_CREATED_NEXT =
  'Invoices refused as a duplicate after --force were not created, and the next upload holds them again: the finance system refuses a second invoice with the same PayeeId and Invoice_Number. Correct the invoice in the finance system, or, if this copy is not to be booked, close it with: invoice-batch resolve <InvoiceId> --reviewed --note "<why>".';

/** What happens to a run's rejected invoices, by the kinds of refusal among its reasons. */
export function rejectedNext(groups: readonly { refusedOverCreated?: true }[]): string {
  const overCreated = groups.some((group) => group.refusedOverCreated);
  if (!overCreated) return REJECTED_NEXT;
  if (groups.every((group) => group.refusedOverCreated)) return REFUSED_OVER_CREATED_NEXT;
  return `${REFUSED_OVER_CREATED_NEXT} ${REJECTED_NEXT.replace(/^Rejected invoices/, 'The other rejected invoices')}`;
}

/**
 * What to do about in-doubt invoices: the one text the terminal's summary, the Summary sheet and
 * the Legend give, each followed by the resolve command (the terminal's with the run's flags).
 */
export const IN_DOUBT_TODO =
  'Do not post or pay them again by hand; an upload never posts them again by itself. Look each one up in the finance system, then record what you found';

/** What resolve does with no answer for an invoice whose answer gave its instance (a refusal code with an id, or a processed number). */
const LOOKED_UP = 'its answer gave the instance: looked up, and recorded if the finance system shows it';

/** An id read from a cut answer or a refusal's words: resolve names it but never records it unconfirmed. */
const UNPROVEN =
  "an id read from a cut answer or from a refusal's words may be another invoice's: confirm it in the finance system first";

/**
 * What a person does about one in-doubt invoice, by what the journal holds of its instance
 * (finance-api/offer-answered-ids.ts): the annotated copy's words, and the summaries' lines in short.
 */
export function inDoubtIdNext(kind: InDoubtIdKind, resolve = 'invoice-batch resolve'): string {
  const give = `${resolve} <InvoiceId> --instance-id <N> (created as N) or --not-created`;
  if (kind === 'named' || kind === 'processed-number') return `${resolve} <InvoiceId>: ${LOOKED_UP}`;
  if (kind === 'unproven') return `${UNPROVEN}, then record it with ${give}`;
  return `look it up in the finance system, then record it with ${give}`;
}

/** One way to record what was found about in-doubt invoices. */
export interface ResolveLine {
  /** The command, from `resolve` (the terminal's carries the run's flags). */
  command: string;
  /** What it is for. */
  why: string;
}

/**
 * The resolve commands for in-doubt invoices, the terminal's summary and the Summary sheet alike;
 * with several in doubt, the bulk form too: one resolve per invoice does not scale after an outage.
 * @param kinds what the journal holds of their instances (offer-answered-ids.ts) @default every kind
 */
export function inDoubtResolveLines(resolve: string, inDoubt: number, kinds?: readonly InDoubtIdKind[]): ResolveLine[] {
  const has = (...some: InDoubtIdKind[]) => kinds === undefined || some.some((kind) => kinds.includes(kind));
  const lines = [
    {
      command: `${resolve} <InvoiceId> --instance-id <N>`,
      why: `it was created as instance N${has('unproven') ? `; ${UNPROVEN}` : ''}`,
    },
    { command: `${resolve} <InvoiceId> --not-created`, why: 'it was not: the next upload posts it' },
  ];
  if (has('named', 'processed-number')) lines.push({ command: `${resolve} <InvoiceId>`, why: LOOKED_UP });
  if (inDoubt > 1)
    lines.push({
      command: `${resolve} <InvoiceId> <InvoiceId> ... --not-created`,
      // The API has no search by invoice number: the statement is recorded as given.
      why: 'several at once, each recorded as not created as you say; nothing is looked up',
    });
  return lines;
}

/**
 * What to do about in-doubt invoices on the Summary sheet: they may already exist; the terminal's resolve lines.
 * @param resolve the resolve command with the run's settings flags @default 'invoice-batch resolve'
 * @param kinds what the journal holds of their instances, as the terminal's lines take them @default every kind
 */
export function inDoubtNext(
  inDoubt: number,
  resolve = 'invoice-batch resolve',
  kinds?: readonly InDoubtIdKind[],
): string {
  const lines = inDoubtResolveLines(resolve, inDoubt, kinds).map(({ command, why }) => `${command} (${why})`);
  return `In doubt invoices were sent but no clear answer came: they may already exist in the finance system. ${IN_DOUBT_TODO}: ${lines.join('; ')}.`;
}

/**
 * Why an invoice is held for another vendor id, worded once for the Summary sheet, the Legend, the
 * terminal and the drop folder's line: plan-other-payee.ts holds on a row there that was created, is
 * in doubt, or is still being sent (its answer awaited, or left so by a run that stopped), since each
 * may be in the finance system.
 * @param vendor how the line names the vendor's id: the workbooks say "vendor id", the drop folder's line the
 *   API's "PayeeId" beside "Invoice_Number" @default 'vendor id'
 */
export function otherPayeeHeld(vendor: 'vendor id' | 'PayeeId' = 'vendor id'): string {
  return `an invoice with the same invoice number, date, amount and currency was created, is in doubt, or is still being sent for another ${vendor}`;
}

/**
 * Invoices whose PayeeId and Invoice_Number the finance system holds with other content (a changed
 * amount, date or lines), or whose number, date, amount and currency it holds, or may hold, under
 * another PayeeId: not posted, so every total shows them apart from what was created, and every
 * summary says what to do with the same words. The journal records them as skipped.
 */
export const HELD_DIFFERS = {
  /** Their column of a totals table; the outcome word's colon would read as a second label there. */
  column: 'Held (differs, not posted)',
  next: 'Held invoices were NOT POSTED: an invoice with the same vendor id and invoice number but other content was created earlier, or one of the same InvoiceId and amount under another number or vendor id, and the finance system holds that one (Message says which, and what differs). If this is a new invoice, give it its own number (and InvoiceId); if it corrects the one created, make the correction in the finance system; only if both are to be booked, upload again with --force, which posts the held invoices and nothing else, where the finance system accepts a second invoice with the same number (a copy closed with resolve --reviewed is never posted).',
  /** What to do about those held for another vendor id. */
  otherPayeeNext: `Held invoices were NOT POSTED: ${otherPayeeHeld()} (Message names it): most often the vendor id was corrected after posting, and posting would book the invoice twice, under both vendors. If the vendor id was corrected, cancel the first one in the finance system (one in doubt: look it up and resolve it first; one still being sent: upload again once its run has finished); only if it is another vendor's own invoice, upload again with --force, which posts the held invoices and nothing else.`,
} as const;

/** How many of a run's held invoices there are, and how many of them were held for another vendor id. */
export interface HeldCounts {
  count: number;
  otherPayee: number;
}

/** What to do about a run's held invoices: the words of each kind among them. */
export function heldNext(held: HeldCounts): string {
  const kinds = [];
  if (held.count > held.otherPayee) kinds.push(HELD_DIFFERS.next);
  if (held.otherPayee > 0)
    kinds.push(
      HELD_DIFFERS.otherPayeeNext.replace(/^Held invoices were/, held.count > held.otherPayee ? 'Others were' : '$&'),
    );
  return kinds.join(' ');
}

/** Why a run's held invoices were not posted, in a line: `a different invoice has the same PayeeId and Invoice_Number`. */
export function heldWhy(held: HeldCounts): string {
  const sameKey = held.count - held.otherPayee;
  const kinds: [number, string][] = [
    [sameKey, 'a different invoice has the same PayeeId and Invoice_Number, or the same InvoiceId'],
    [held.otherPayee, otherPayeeHeld('PayeeId')],
  ];
  const present = kinds.filter(([n]) => n > 0);
  if (present.length === 1) return present[0]![1];
  return present.map(([n, why]) => `${n}: ${why}`).join('; ');
}

/**
 * Invoices once in doubt that a person looked up and recorded as not created: still to post, so
 * every total shows them apart from the finance system's refusals and failures.
 */
export const RESOLVED_NOT_CREATED = {
  /** Their column of a totals table; the outcome word's colon would read as a second label there. */
  column: 'Resolved (not created)',
  next: 'Resolved (not created) invoices were in doubt until a person found them missing in the finance system and recorded so (Message says since when it was in doubt, when and by whom it was settled, and why): no refusal or failure of the finance system. Upload the file again: the next upload posts them.',
} as const;
