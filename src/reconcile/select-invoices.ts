/** Which invoices a reconcile asks about: the unfinished ones of the journal, or the ids given. */
import { EXIT_USAGE, InvoiceBatchError } from '../errors.js';
import { isCalendarDate } from '../invoice/formats.js';
import type { Journal } from '../journal/open-journal.js';
import type { CreatedInvoice } from '../journal/status-history.js';

export interface Selection {
  /** Only invoices created on or after this local calendar day, YYYYMMDD. */
  since?: string | undefined;
  /** Exactly these instance ids, final or not, known to the journal or not. */
  instanceIds?: readonly string[] | undefined;
}

/** The first day of a selection is not a calendar date. Exit 2. */
export class SinceDateError extends InvoiceBatchError {
  override readonly name = 'SinceDateError' as const;
  readonly exitCode = EXIT_USAGE;
  readonly text: string;
  constructor(text: string) {
    super(`expected a date YYYY-MM-DD or YYYYMMDD, got "${text}"`);
    this.text = text;
  }
}

/** `2026-05-01` or `20260501` -> `20260501`; anything else is a SinceDateError. */
export function parseSinceDate(text: string): string {
  const compact = text.trim().replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$1$2$3');
  if (!isCalendarDate(compact)) throw new SinceDateError(text);
  return compact;
}

/** Local midnight of a YYYYMMDD day as an ISO instant, to compare with the journal's UTC times. */
export function startOfLocalDay(day: string): string {
  return new Date(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8))).toISOString();
}

export async function selectInvoices(
  journal: Journal,
  targetIdentity: string,
  finalCodes: readonly string[],
  selection: Selection,
): Promise<CreatedInvoice[]> {
  if (selection.instanceIds && selection.instanceIds.length > 0) {
    const unique = [...new Set(selection.instanceIds)];
    const found: CreatedInvoice[] = [];
    for (const instanceId of unique) {
      found.push(
        (await journal.statuses.findCreatedInvoice(targetIdentity, instanceId)) ?? {
          instanceId,
          invoiceId: null,
          invoiceNumber: null,
          payeeId: null,
          amount: null,
          currency: null,
          createdAt: null,
          vendorName: null,
          invoiceDate: null,
          sourceFile: null,
        },
      );
    }
    return found;
  }
  return await journal.statuses.listUnfinishedInvoices(
    targetIdentity,
    finalCodes,
    selection.since ? startOfLocalDay(selection.since) : undefined,
  );
}
