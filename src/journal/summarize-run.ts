/** The figures of one finished run, read back from the journal: counts, control totals, timing. */
import { CurrencyTotals, formatScaled, parseScaled } from '../invoice/decimal-amount.js';
import { SignTallies, type SignSplit } from '../invoice/split-by-sign.js';
import { totalledAmount } from '../invoice/totalled-amount.js';
import type { Journal } from './open-journal.js';
import type { RunCounts, RunRow } from './run-row.js';
import { isInDoubt, type InvoiceState } from './invoice-state.js';
import type { VisitAmount } from './visit-run-amounts.js';
import { groupInDoubt, type HeldThereGroup } from './group-in-doubt.js';
import type { InDoubtIdKind } from '../finance-api/offer-answered-ids.js';
import { JournalError } from '../errors.js';
import { leftOutFromText, type RunLeftOut } from './run-left-out.js';
import {
  listRunExceptions,
  type ConflictingSkips,
  type FailureGroup,
  type NotSentGroup,
  type OtherTargetSkips,
  type RejectionGroup,
  type ReviewedCopies,
} from './list-run-exceptions.js';

export interface RunSummary {
  run: RunRow;
  counts: RunCounts;
  /**
   * Per currency: every invoice of the file vs the ones created by this run, the ones already
   * created by an earlier upload (skipped), the ones in doubt (they may exist: never to be read as
   * not created), the ones held because the finance system holds other content under their key
   * (never to be read as created), and the rest, not created; exact amount strings.
   */
  totals: Record<string, RunTotal>;
  /** Invoices in no total: their amount or currency was missing or could not be read. */
  untotalled: number;
  /** Up to ten in-doubt invoices of the run's own posts as `InvoiceId (PayeeId/Invoice_Number)`, to name in the summary. */
  inDoubtExamples: string[];
  /** What the journal holds of the instance of the run's own in-doubt invoices, each kind once: what a person is told. @default every kind */
  inDoubtKinds?: InDoubtIdKind[] | undefined;
  /**
   * Of `counts.inDoubt`, those held behind a post in doubt under another target, by that target:
   * resolved there, with the command their Message names. @default none
   */
  heldThere?: HeldThereGroup[] | undefined;
  /** The rejected invoices by reason, the most frequent first. */
  rejections: RejectionGroup[];
  /** The failed invoices (tried, never taken by the finance system) by reason, the most frequent first. */
  failures: FailureGroup[];
  /** The invoices never handed to the finance system by reason (the Results Message), the most frequent first. */
  notSentGroups: NotSentGroup[];
  /** Skipped because a different invoice with the same PayeeId and Invoice_Number was created earlier. */
  conflicts: ConflictingSkips;
  /** Of the skipped, changed copies read again that a person had closed as reviewed: nothing to do. @default none */
  reviewedCopies?: ReviewedCopies | undefined;
  /** Skipped as created under another target: not posted to this one, which may be another company. @default none */
  otherTarget?: OtherTargetSkips | undefined;
  /** Nothing was posted because invalid invoices were found and `--partial` was not given. */
  heldForInvalid: boolean;
  /**
   * Of `counts.failed`, the invoices never handed to the API (no attempt): held back by invalid
   * ones, not reached before a stop, or refused before sending. Their word is "not sent".
   */
  notSent: number;
  /** Of `counts.failed`, the invoices a person resolved as not created since: "resolved: not created". */
  notCreated: number;
  /** Of `counts.created`, the invoices the finance system already held (a duplicate refusal named them): "already created". */
  alreadyCreated: number;
  /** The run was stopped by a signal, or a halt, before every invoice was sent. */
  stopped: boolean;
  /** Why the upload stopped by itself: the API key was refused, or the API could not be reached. */
  halted?: string | undefined;
  /**
   * A stop came while the file was read: only `counts.invoices` of it were read, and the totals
   * "in the file" cover those alone. @default false
   */
  readStopped?: boolean | undefined;
  durationMs: number;
  /** The rows the mapping's rules left out of the file as the upload read it, by rule. @default not known (a run recorded before the journal kept them) */
  leftOut?: RunLeftOut | undefined;
}

/** The parts of a currency's total, as RunTotal names them. */
export type TotalPart = 'source' | 'created' | 'skipped' | 'held' | 'inDoubt' | 'resolvedNotCreated' | 'notCreated';

/** One currency's amount in the file and the parts it splits into; exact amount strings. */
export interface RunTotal {
  source: string;
  created: string;
  /** Skipped as already created, without the held ones. */
  skipped: string;
  held: string;
  inDoubt: string;
  /** Resolved as not created by a person: still to post, neither refused nor failed. */
  resolvedNotCreated: string;
  /** Invalid, rejected, failed and not sent. */
  notCreated: string;
  /**
   * Once a part holds a credit note (an amount below 0), every part that holds an invoice or a credit
   * note, as invoices and credit notes apart, count and amount each: the net alone hides both, and
   * with every part split they add up to the file's. @default none: no credit note in this currency
   */
  bySign?: Partial<Record<TotalPart, SignSplit>> | undefined;
}

export async function summarizeRun(
  journal: Journal,
  runId: number,
  flags: { heldForInvalid: boolean; stopped: boolean; halted?: string | undefined; readStopped?: boolean },
): Promise<RunSummary> {
  await journal.runs.refreshRunCounts(runId);
  const run = await journal.runs.findRun(runId);
  if (!run) throw new JournalError(`run ${runId} is missing`, journal.location);
  const {
    rejections,
    failures,
    notSent: notSentGroups,
    conflicts,
    reviewedCopies,
    otherTarget,
  } = await listRunExceptions(journal, runId);
  const { totals, untotalled } = await totalRunAmounts(
    (visit) => journal.lists.forEachRunAmount(runId, visit),
    conflicts.amounts,
  );
  // Every one read: the own ones and those held behind another target are told apart by detail.
  const inDoubtRows =
    run.inDoubt > 0 ? await journal.lists.listInvoices({ state: 'in-doubt', runId, limit: run.inDoubt }) : [];
  const { ownExamples: inDoubtExamples, ownKinds: inDoubtKinds, heldThere } = groupInDoubt(inDoubtRows.reverse());
  const { invoices, created: createdCount, skipped, invalid, rejected, failed, inDoubt } = run;
  const end = run.finishedAt ? Date.parse(run.finishedAt) : Date.now();
  return {
    run,
    counts: { invoices, created: createdCount, skipped, invalid, rejected, failed, inDoubt },
    totals,
    untotalled,
    inDoubtExamples,
    inDoubtKinds,
    heldThere,
    rejections,
    failures,
    notSentGroups,
    conflicts,
    reviewedCopies,
    otherTarget,
    notSent: run.notSent,
    notCreated: run.notCreated,
    alreadyCreated: run.alreadyCreated,
    heldForInvalid: flags.heldForInvalid,
    stopped: flags.stopped,
    halted: flags.halted,
    readStopped: flags.readStopped === true,
    durationMs: end - Date.parse(run.startedAt),
    leftOut: leftOutFromText(run.leftOut, runId, journal.location),
  };
}

/**
 * Per currency, the amounts of every invoice of a run, of those created, in doubt and resolved as
 * not created; and
 * the invoices in no total. `forEachAmount` calls its visitor once per invoice; `held` is the
 * amounts of the invoices held because their key was created with other content (ConflictingSkips).
 */
export async function totalRunAmounts(
  forEachAmount: (visit: VisitAmount) => Promise<void>,
  held: Record<string, string>,
): Promise<Pick<RunSummary, 'totals' | 'untotalled'>> {
  const source = new CurrencyTotals();
  const created = new CurrencyTotals();
  const skipped = new CurrencyTotals();
  const doubtful = new CurrencyTotals();
  const resolved = new CurrencyTotals();
  const notCreated = new CurrencyTotals();
  const parts = { created, skipped, inDoubt: doubtful, resolvedNotCreated: resolved, notCreated };
  const signs = new SignTallies<TotalPart>();
  let untotalled = 0;
  await forEachAmount((rowCurrency, rowAmount, state, resolvedNotCreated, alreadyCreated, heldDiffers, earlier) => {
    const totalled = totalledAmount(rowCurrency, rowAmount);
    if (!totalled) {
      untotalled += 1;
      return;
    }
    const { currency, amount } = totalled;
    source.add(currency, amount);
    signs.add(currency, 'source', amount);
    // Invalid in this file, but the finance system holds it from an earlier run: not "not created".
    const part = earlier === true ? 'skipped' : partOf(state, resolvedNotCreated, alreadyCreated, heldDiffers === true);
    // The held invoices are skipped in the journal, taken out of skipped below by their sum.
    (part === 'held' ? skipped : parts[part]).add(currency, amount);
    signs.add(currency, part, amount);
  });
  const totals: RunSummary['totals'] = {};
  for (const currency of source.currencies()) {
    const heldHere = held[currency] ?? '0.0000';
    totals[currency] = {
      source: source.get(currency),
      created: created.get(currency),
      // The held invoices are skipped in the journal, but not created as the file has them.
      skipped: formatScaled((parseScaled(skipped.get(currency)) ?? 0n) - (parseScaled(heldHere) ?? 0n)),
      held: heldHere,
      inDoubt: doubtful.get(currency),
      resolvedNotCreated: resolved.get(currency),
      notCreated: notCreated.get(currency),
    };
    const bySign = signs.splits(currency);
    if (bySign) totals[currency].bySign = bySign;
  }
  return { totals, untotalled };
}

/** The part of a currency's total an invoice's amount belongs to, by its journal row. */
function partOf(
  state: InvoiceState,
  resolvedNotCreated: boolean,
  alreadyCreated: boolean,
  heldDiffers: boolean,
): Exclude<TotalPart, 'source'> {
  // Already in the finance system before this run: with the skipped ones, not "created now".
  if (state === 'created' && !alreadyCreated) return 'created';
  if (heldDiffers) return 'held';
  if (state === 'skipped' || alreadyCreated) return 'skipped';
  if (isInDoubt(state)) return 'inDoubt';
  return resolvedNotCreated ? 'resolvedNotCreated' : 'notCreated';
}
