/**
 * The rejections, the failures and the invoices not sent of a run grouped by reason, and its invoices skipped
 * because a different invoice with the same key was created earlier: what the summaries list. Read through the results page
 * statement (the one the results workbook pages through): it holds no statement of its own.
 */
import { rejectionReason } from '../finance-api/rejection-reason.js';
import { CurrencyTotals } from '../invoice/decimal-amount.js';
import { displayKey } from './invoice-row.js';
import { failureReason } from './failure-reason.js';
import {
  isHeldDiffers,
  isNeverSent,
  isResolvedNotCreated,
  OTHER_PAYEE_DETAIL,
  REFUSED_OVER_CREATED_DETAIL,
  REVIEWED_COPY_DETAIL,
  SAME_INVOICE_ID_DETAIL,
} from './invoice-state.js';
import { readCreatedThere } from './created-there-detail.js';
import type { ListStatements } from './list-statements.js';

export interface RejectionGroup {
  /** The reason with the values of single invoices taken out (see rejectionReason). */
  reason: string;
  count: number;
  /** One E_MESSAGE as the finance system wrote it. */
  example: string;
  /** Refused as duplicates of the invoice created of their key, which --force sent them past: held again next time. @default false */
  refusedOverCreated?: true;
}

/** Failed invoices (the request was made but never taken by the finance system) with one reason. */
export interface FailureGroup {
  /** The journal's detail without what belongs to one invoice (see failureReason). */
  reason: string;
  count: number;
}

/** Invoices never handed to the finance system ("not sent") with one reason: held back, held as a look-alike, stopped. */
export interface NotSentGroup {
  /** The journal's detail without its `not sent: ` (see failureReason): the Results Message. */
  reason: string;
  count: number;
  /** The first few, as `Invoice_Number (row N)` or `(rows N-M)`, to find them in the file. */
  rows: string[];
}

/** Rows of a not-sent group named by `listRunExceptions`; the Results sheet has them all. */
const NAMED_ROWS = 3;

/** An invoice as a person finds it in the file: its number and its rows there. */
function rowLabel(row: { invoiceNumber: string | null; sheet: string | null; rows: string }): string {
  const where = `${row.sheet ? `sheet ${row.sheet}, ` : ''}${/^\d+$/.test(row.rows) ? 'row' : 'rows'} ${row.rows}`;
  return `${row.invoiceNumber ?? '(no number)'} (${where})`;
}

/**
 * Skipped invoices that differ from the one created earlier with the same PayeeId and Invoice_Number,
 * or whose number, date, amount and currency were created, or are in doubt, for another PayeeId, or
 * whose InvoiceId and money were, under another key.
 */
export interface ConflictingSkips {
  count: number;
  /** Of `count`: those held for another PayeeId (plan-other-payee.ts). */
  otherPayee: number;
  /** Of `count`: those held for their InvoiceId under another PayeeId or Invoice_Number (plan-same-invoice-id.ts). */
  sameInvoiceId: number;
  /** Up to ten, as `InvoiceId (PayeeId/Invoice_Number)`, with `, amount 830.32 -> 1,190.00` when the amount differs. */
  examples: string[];
  /** Their amounts per currency, exact (`{EUR: "238.0000"}`): in no total of what was created. */
  amounts: Record<string, string>;
}

/**
 * Skipped as a changed copy read again that a person had closed as reviewed, not to be posted
 * (`resolve --reviewed`): nothing to do.
 */
export interface ReviewedCopies {
  count: number;
  /** Up to ten, as `InvoiceId (PayeeId/Invoice_Number): ` and the Message: who closed it, when and why. */
  examples: string[];
}

/** Invoices skipped because the same invoice was created under another target: not posted to this one. */
export interface OtherTargetSkips {
  count: number;
  /** The other targets, the most invoices first. */
  targets: { target: string; count: number }[];
}

const PAGE = 1000;

/**
 * The invoice's own amount change in a held invoice's detail (`amount 830.32 -> 1,190.00`, as
 * batch/compare-invoice-bodies.ts words it), so the terminal shows both amounts as the workbook does.
 * A figure has no space (its groups are commas), so differences end at ", ", " and N more" or ". NOT POSTED".
 */
const AMOUNT_CHANGE = /(?:: |, )(amount \S+ -> \S+?)(?=, | and \d|\. NOT POSTED|$)/;

export function conflictExample(
  row: { invoiceId: string | null; detail: string | null } & Parameters<typeof displayKey>[0],
): string {
  const change = AMOUNT_CHANGE.exec(row.detail ?? '')?.[1];
  return `${row.invoiceId ?? '?'} (${displayKey(row)}${change ? `, ${change}` : ''})`;
}

function sorted<G extends { reason: string; count: number }>(groups: Map<string, G>): G[] {
  return [...groups.values()].sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
}

/** Rejected, failed and not sent invoices of one run by reason, the most frequent first, and its conflicting skips. */
export async function listRunExceptions(
  journal: { lists: Pick<ListStatements, 'listRunResultsPage'> },
  runId: number,
): Promise<{
  rejections: RejectionGroup[];
  failures: FailureGroup[];
  notSent: NotSentGroup[];
  conflicts: ConflictingSkips;
  reviewedCopies: ReviewedCopies;
  otherTarget: OtherTargetSkips;
}> {
  const groups = new Map<string, RejectionGroup>();
  const failures = new Map<string, FailureGroup>();
  const notSent = new Map<string, NotSentGroup>();
  const conflicts: ConflictingSkips = { count: 0, otherPayee: 0, sameInvoiceId: 0, examples: [], amounts: {} };
  const held = new CurrencyTotals();
  const reviewedCopies: ReviewedCopies = { count: 0, examples: [] };
  const otherTargets = new Map<string, number>();
  for (let after = 0; ;) {
    const rows = await journal.lists.listRunResultsPage(runId, after, PAGE);
    for (const row of rows) {
      // Not posted to this target, which may be another company (created-there-detail.ts).
      const there = row.state === 'skipped' ? readCreatedThere(row.detail)?.target : undefined;
      if (there !== undefined) otherTargets.set(there, (otherTargets.get(there) ?? 0) + 1);
      if (isHeldDiffers(row)) {
        conflicts.count += 1;
        if (row.detail?.startsWith(OTHER_PAYEE_DETAIL) ?? false) conflicts.otherPayee += 1;
        if (row.detail?.startsWith(SAME_INVOICE_ID_DETAIL) ?? false) conflicts.sameInvoiceId += 1;
        if (row.currencyCode !== null && row.invoiceAmount !== null) held.add(row.currencyCode, row.invoiceAmount);
        if (conflicts.examples.length < 10) conflicts.examples.push(conflictExample(row));
      }
      if (row.state === 'skipped' && (row.detail?.startsWith(REVIEWED_COPY_DETAIL) ?? false)) {
        reviewedCopies.count += 1;
        const example = `${row.invoiceId ?? '?'} (${displayKey(row)}): ${row.detail ?? ''}`;
        if (reviewedCopies.examples.length < 10) reviewedCopies.examples.push(example);
      }
      // A failed row that never reached the finance system is "not sent" (held back, stopped, refused by the gateway): no failure of its own.
      const neverSent = isNeverSent(row);
      if (neverSent) {
        const reason = failureReason(row.detail);
        const group = notSent.get(reason) ?? { reason, count: 0, rows: [] };
        group.count += 1;
        if (group.rows.length < NAMED_ROWS) group.rows.push(rowLabel(row));
        notSent.set(reason, group);
      }
      // One a person resolved as not created is no failure of the finance system either.
      if (row.state === 'failed' && !neverSent && !isResolvedNotCreated(row)) {
        const reason = failureReason(row.detail);
        const group = failures.get(reason);
        if (group) group.count += 1;
        else failures.set(reason, { reason, count: 1 });
      }
      if (row.state !== 'rejected') continue;
      const overCreated = row.detail?.startsWith(REFUSED_OVER_CREATED_DETAIL) ?? false;
      const refused = rejectionReason(row.eRetcode, row.eMessage, row.httpStatus);
      const reason = overCreated
        ? `${refused} (sent with --force past the invoice created with this PayeeId and Invoice_Number)`
        : refused;
      const group = groups.get(reason);
      if (group) group.count += 1;
      else
        groups.set(reason, {
          reason,
          count: 1,
          example: row.eMessage ?? '',
          ...(overCreated ? { refusedOverCreated: true } : {}),
        });
    }
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1]?.id ?? after;
  }
  conflicts.amounts = held.toRecord();
  const targets = [...otherTargets].map(([target, count]) => ({ target, count })).sort((a, b) => b.count - a.count);
  const otherTarget = { count: targets.reduce((sum, one) => sum + one.count, 0), targets };
  return {
    rejections: sorted(groups),
    failures: sorted(failures),
    notSent: sorted(notSent),
    conflicts,
    reviewedCopies,
    otherTarget,
  };
}

/** The same groups over several runs, merged by reason. */
export function mergeRejectionReasons<G extends { reason: string; count: number }>(
  lists: readonly (readonly G[])[],
): G[] {
  const groups = new Map<string, G>();
  for (const group of lists.flat()) {
    const known = groups.get(group.reason);
    if (known) known.count += group.count;
    else groups.set(group.reason, { ...group });
  }
  return sorted(groups);
}
