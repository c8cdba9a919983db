/**
 * Decides, purely, what to do with one staged invoice given the journal's rows for the same
 * business key (target + PayeeId + Invoice_Number). Nothing here reads or writes anything.
 */
import { displayKey, type InvoiceRow } from '../journal/invoice-row.js';
import { blocksPosting } from '../journal/key-is-clear.js';
import { howRunGotIt } from '../journal/invoice-state.js';
import { FROM_SAVED_ANSWER, readHandResolution, type HandResolution } from '../journal/read-hand-resolution.js';
import { localDay } from '../report/local-time.js';
import { differencesText } from './compare-invoice-bodies.js';
import { differentInvoiceDetail, sameInvoice, uncheckedNote } from './held-differs.js';

export interface PlanOptions {
  /**
   * Post an invoice whose key was created with other content (a changed amount, date or lines);
   * one created with the same content is never posted again. @default false
   */
  force: boolean;
  /** Re-post in-doubt keys; only offered when the back-end refuses duplicates. @default false */
  retryInDoubt: boolean;
  /** The profile declares that the back-end refuses a second (PayeeId, Invoice_Number). @default false */
  rejectsDuplicates: boolean;
  /**
   * The user states that this target shares no invoices with the journal's other targets: what
   * they hold of a key does not stop it here (plan-other-target.ts). @default false
   */
  distinctTarget?: boolean | undefined;
  /**
   * `resolve` with the run's journal and finance system flags, for the detail of an invoice held
   * while in doubt: the command to run as printed, with the invoice's key. @default 'invoice-batch resolve'
   */
  resolveCommand?: string | undefined;
  /**
   * `resolve` with the run's journal flags but not its address (`--base-url`, `--profile`), for the
   * detail of an invoice held behind a post in doubt under another target, which adds that target's.
   * @default 'invoice-batch resolve'
   */
  resolveThereCommand?: string | undefined;
  /** What this target's identity adds after its address (`/erp/invoicing/qa`), to name another's address by its identity. @default none */
  targetSegments?: string | undefined;
  /**
   * The mapping this run read (its path and sha256) and the sha256 each run of the journal read
   * the same path with: a held invoice says the mapping changed since the run that created it.
   * @default not compared
   */
  mappingDigests?: MappingDigests | undefined;
  /**
   * The runs that had not ended when this run started, by id: what started each (`hand`,
   * `schedule: nightly`) and who ran it where (`ana@finance-02`). An invoice one of them created, or
   * any run started after this one, was created alongside this run, not by an earlier upload.
   * @default none
   */
  runsAlongside?: ReadonlyMap<number, RunAlongside> | undefined;
}

export interface RunAlongside {
  startedBy: string;
  by: string;
}

/** `, running at the same time (started by hand, by ana@finance-02)` when `runId` ran alongside the subject's run; '' when not. */
function alongsideWords(runId: number, subjectRunId: number, options: PlanOptions): string {
  const run = options.runsAlongside?.get(runId);
  if (!run && runId <= subjectRunId) return '';
  if (!run) return ', running at the same time';
  const started = run.startedBy === 'unknown' ? '' : `started by ${run.startedBy}, `;
  return `, running at the same time (${started}by ${run.by})`;
}

export interface MappingDigests {
  mapping: string;
  sha256: string;
  /** Runs that read `mapping`, by id: the sha256 each recorded, null for a run recorded before digests. */
  byRun: ReadonlyMap<number, string | null>;
}

/** The run since which the mapping changed, when `runId` read this run's mapping path with other content. */
function mappingChangedSince(runId: number, digests: MappingDigests | undefined): number | undefined {
  const then = digests?.byRun.get(runId);
  return then && then !== digests?.sha256 ? runId : undefined;
}

export type Plan =
  /** Send it. */
  | { action: 'post' }
  /** Send it again although earlier posts are in doubt: a duplicate answer means one of them was created. */
  | { action: 'retry'; inDoubt: InvoiceRow[] }
  /**
   * Already created: record `skipped`, send nothing; with the instance when it is this invoice (one
   * held because the instance holds other content does not carry it: it is not that invoice).
   */
  | { action: 'skip'; instanceId?: string | undefined; detail: string }
  /** An earlier post is in doubt: record `in-doubt`, send nothing; with the instance its answer named, if any. */
  | { action: 'hold'; detail: string; instanceId?: string | undefined }
  /** The same key is being sent by this run right now: plan it again once that answer is in. */
  | { action: 'wait' }
  /** Another upload is sending the same key right now: set it aside, plan it again once that answer is in (or that upload is found dead). */
  | { action: 'busy'; detail: string };

export interface PlanSubject {
  runId: number;
  payloadHash: string;
  /**
   * For created rows of the key whose body was compared with this one (compare-invoice-bodies.ts):
   * what differs, by row id; empty for the same invoice. A row not in it is the same invoice when
   * its payload hash is this one's.
   */
  compared?: ReadonlyMap<number, readonly string[]> | undefined;
}

/** Who or what settled a row after its run, in a skipped row's words: a person only when one was recorded. */
function settledWords({ how, by }: HandResolution): string {
  switch (by.kind) {
    case 'person':
      return `${how} by ${by.name}`;
    case 'reconcile':
      return "resolved by reconcile's status check";
    case 'saved-answer':
      return `resolved ${FROM_SAVED_ANSWER}${by.name === undefined ? '' : ` by ${by.name}`}`;
    default:
      // Older details of `resolve --from` kept no name, as a person's may not have: neither is guessed.
      return how === 'resolved' ? 'settled after the run' : 'corrected after the run';
  }
}

/** @param keyRows created, in-doubt and sending rows of the same key, oldest first, the subject excluded */
export function planInvoice(subject: PlanSubject, keyRows: readonly InvoiceRow[], options: PlanOptions): Plan {
  // Whether to post is the exactly-once rule's (journal/key-is-clear.ts), as the claim's; the rest says why not.
  if (!keyRows.some((row) => blocksPosting(row))) return { action: 'post' };
  const sending = keyRows.filter((row) => row.state === 'sending');
  if (sending.some((row) => row.runId === subject.runId)) return { action: 'wait' };
  const elsewhere = sending[0];
  if (elsewhere) {
    return {
      action: 'busy',
      detail: `not sent: run ${elsewhere.runId} is sending an invoice with the same PayeeId and Invoice_Number right now; upload again once it has finished`,
    };
  }
  const created = keyRows.filter((row) => row.state === 'created');
  const same = created.find((row) => sameInvoice(subject, row));
  if (same) {
    const day = same.outcomeAt ? localDay(same.outcomeAt) : 'an earlier day';
    const instance = same.instanceId ?? '?';
    // Never posted again, not even with --force: that would book the same invoice twice.
    const unseen = uncheckedNote(subject, same);
    // Who or what recorded it after the run is named: no upload's answer said it was created.
    const hand = readHandResolution(same.detail);
    if (hand) {
      return {
        action: 'skip',
        instanceId: instance,
        detail: `created (${settledWords(hand)} on ${day}: instance ${instance}, run ${same.runId})${unseen}`,
      };
    }
    // Not "already created", the outcome of a post refused as a duplicate, which the earlier one may have been.
    const how = howRunGotIt(same);
    const alongside = alongsideWords(same.runId, subject.runId, options);
    return {
      action: 'skip',
      instanceId: instance,
      detail:
        alongside === ''
          ? `${how} by an earlier upload (run ${same.runId} on ${day}) as instance ${instance}${unseen}`
          : `${how} by run ${same.runId}${alongside}, as instance ${instance}${unseen}`,
    };
  }
  const differs = created[0];
  if (differs && !options.force) {
    const changed = mappingChangedSince(differs.runId, options.mappingDigests);
    const since =
      changed === undefined ? undefined : { mapping: options.mappingDigests?.mapping ?? '', runId: changed };
    return { action: 'skip', detail: differentInvoiceDetail(differs, subject.compared?.get(differs.id), since) };
  }
  // What is left that blocks is in doubt after a request left (rows held back behind one were never sent).
  const inDoubt = keyRows.filter((row) => row.state === 'in-doubt' && row.sendingAt !== null);
  // With --force, created rows of other content stop nothing: the user said to post this one as well.
  if (inDoubt.length === 0) return { action: 'post' };
  // A duplicate answer to the retry proves that what was in doubt was created, so only that same
  // invoice is sent again: a corrected one would be told "already created" with content it never had.
  const changed = inDoubt.find((row) => !sameInvoice(subject, row));
  if (options.retryInDoubt && options.rejectsDuplicates && !changed) return { action: 'retry', inDoubt };
  // An answer that named an instance (a non-zero E_RETCODE with an id) keeps showing it, run after run.
  const instanceId = inDoubt.find((row) => row.instanceId)?.instanceId ?? undefined;
  const named = instanceId ? ` (its answer named instance ${instanceId})` : '';
  const first = changed ?? inDoubt[0]!;
  const differences = changed ? subject.compared?.get(changed.id) : undefined;
  const what = !changed
    ? ''
    : ` with other content${differences && differences.length > 0 ? ` (${differencesText(differences)})` : ''}, so it is not sent again`;
  const resolve = `${options.resolveCommand ?? 'invoice-batch resolve'} ${displayKey(first)}`;
  return {
    action: 'hold',
    detail: `still in doubt from run ${first.runId}${named}${what}: resolve it first: ${resolve} --instance-id <N> (it was created as instance N), or ${resolve} --not-created (it was not)`,
    instanceId,
  };
}
