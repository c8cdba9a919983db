/**
 * `resolve`: the user checked the finance system and says whether an in-doubt invoice exists.
 * Every in-doubt row of its business key is settled at once, so nothing of it waits any more:
 * created -> one row records the instance (the others are skipped); not created -> all are
 * failed, and the next upload posts it. Without an answer, an invoice whose create answer named
 * its instance is settled by looking that instance up.
 */
import { readHeldThere, type HeldThere } from '../journal/held-there-detail.js';
import { displayKey, type InvoiceRow } from '../journal/invoice-row.js';
import type { Journal } from '../journal/open-journal.js';
import type { InvoiceFacts } from './compare-status-with-invoice.js';
import { invoiceFacts } from './read-invoice-facts.js';
import { noteDetail, resolveNoteProblem } from './check-resolve-note.js';
import { liveRowWord } from '../report/live-row-word.js';
import { settleHeldUnderOtherTargets } from './send/settle-held-rows.js';
import { planRowResolution, type ResolveAnswer } from './plan-row-resolution.js';
import { ResolveRefusedError, severalInDoubtError, takenInstanceError } from './refuse-resolve.js';
import { onlyShownInstance } from './offer-answered-instance.js';
import { offerAnsweredInstances, processedIdSpellings } from '../finance-api/offer-answered-ids.js';

/** The invoice being resolved, as a check of its instance id needs it. */
export interface ResolvedInvoice extends InvoiceFacts {
  /** `PayeeId/Invoice_Number`. */
  key: string;
  targetIdentity: string;
}

export interface ResolveRequest {
  /** InvoiceId, or `PayeeId/Invoice_Number`. */
  reference: string;
  /** It was created, as this instance. */
  instanceId?: string | undefined;
  /** It was not created: safe to post again. */
  notCreated?: boolean | undefined;
  /**
   * With `notCreated`: the finance system refused it, in these words (an answer an upload could not
   * record); recorded as rejected, which the next upload posts again as well. @default recorded as failed
   */
  rejected?: string | undefined;
  /** Why, in the person's words: checked (check-resolve-note.ts) and kept at the end of the detail. @default none */
  note?: string | undefined;
  /** Values a note must not hold (the API key): a note holding one is refused. @default none */
  secrets?: readonly (string | undefined)[] | undefined;
  /** Who answered (`user@host`, or the command that settled it by itself); kept in the detail. @default not named */
  by?: string | undefined;
  /** The answer is the finance system's, saved by an upload (`resolve --from`), not a person's. @default false */
  savedAnswer?: boolean | undefined;
  /** Only rows of this target identity (when the journal holds in-doubt rows of several). */
  targetIdentity?: string | undefined;
  /**
   * Asks the finance system about `instanceId` before anything is recorded; throws to refuse
   * (check-resolve-instance.ts). @default no check
   */
  checkInstance?: ((instanceId: string, invoice: ResolvedInvoice) => Promise<void>) | undefined;
  now?: Date;
}

export interface ResolveResult {
  /** `PayeeId/Invoice_Number`. */
  key: string;
  targetIdentity: string;
  /** The instance recorded as created; none when recorded as not created. */
  instanceId?: string | undefined;
  /** Rows settled, with their new state. */
  settled: { rowId: number; runId: number; invoiceId: string | null; state: string }[];
  /**
   * Held behind a post in doubt under another target, and recorded here as not created: the next
   * upload holds it again until that one is resolved there, with this command. @default none
   */
  heldThere?: HeldThere | undefined;
}

export async function resolveInDoubt(journal: Journal, asked: ResolveRequest): Promise<ResolveResult> {
  let request = asked;
  const noteProblem = request.note === undefined ? undefined : resolveNoteProblem(request.note, request.secrets);
  if (noteProblem !== undefined) throw new ResolveRefusedError(noteProblem, { kind: 'bad-note', problem: noteProblem });
  const note = noteDetail(request.note);
  // A reference that is not in doubt is said first: asking for an answer about it would mislead.
  const named = await journal.resolve.findInDoubtByReference(request.reference, request.targetIdentity);
  if (named.length === 0) {
    throw new ResolveRefusedError(await notInDoubtMessage(journal, request.reference), { kind: 'not-in-doubt' });
  }
  // No answer given: the instance the create's own answer named (a non-zero E_RETCODE with an
  // id), looked up with a status call; never taken unchecked, the code may mean it was refused.
  const answered = new Set(named.map((row) => row.instanceId).filter((id): id is string => Boolean(id)));
  const fromAnswer = !request.instanceId && !request.notCreated && answered.size === 1 && request.checkInstance;
  if (fromAnswer) request = { ...request, instanceId: [...answered][0] };
  // Ids read from the stored answer but not proven (a cut excerpt, a number that lost its zeros): named in the
  // refusal; only the spellings of a processed answer's number are looked up in turn.
  const details = named.map((row) => row.detail);
  const offered = answered.size === 0 ? offerAnsweredInstances(details) : [];
  const spellings = answered.size === 0 ? processedIdSpellings(details) : [];
  const fromOffer = !request.instanceId && !request.notCreated && spellings.length > 0 && request.checkInstance;
  if (Boolean(request.instanceId) === Boolean(request.notCreated) && !fromOffer) {
    const names =
      offered.length > 0
        ? `; its answer named ${offered.join(' or ')}, not confirmed: give the one it shows with --instance-id`
        : '';
    throw new ResolveRefusedError(
      `say what the finance system shows: the instance id it was created as, or that it was not created${names}`,
      { kind: 'no-answer', offered },
    );
  }
  if (request.instanceId !== undefined && !/^\d+$/.test(request.instanceId)) {
    throw new ResolveRefusedError(`expected the digits of an instance id, got "${request.instanceId}"`, {
      kind: 'instance-id-not-digits',
      instanceId: request.instanceId,
    });
  }
  const keys = new Map<string, InvoiceRow>();
  for (const row of named) keys.set(`${row.targetIdentity}\u0000${displayKey(row)}`, row);
  if (keys.size > 1) throw severalInDoubtError(request.reference, [...keys.values()]);
  const first = named[0] as InvoiceRow;
  const key = {
    targetIdentity: first.targetIdentity,
    payeeId: first.payeeId ?? '',
    invoiceNumber: first.invoiceNumber ?? '',
  };
  if ((request.instanceId !== undefined || fromOffer) && request.checkInstance) {
    // Asked before the transaction: no journal lock is held while the finance system answers.
    const history = await journal.lists.listInvoiceHistory(displayKey(first));
    const invoice = {
      key: displayKey(first),
      targetIdentity: key.targetIdentity,
      ...invoiceFacts(history.filter((row) => row.targetIdentity === key.targetIdentity && row.state === 'in-doubt')),
    };
    const check = request.checkInstance;
    if (fromOffer) request = { ...request, instanceId: await onlyShownInstance(spellings, (id) => check(id, invoice)) };
    else await check(request.instanceId!, invoice);
  }
  const answer: ResolveAnswer = {
    instanceId: request.instanceId,
    rejected: request.rejected,
    by: request.by,
    savedAnswer: request.savedAnswer,
    fromAnswer: Boolean(fromAnswer || fromOffer),
    checked: request.checkInstance !== undefined,
    note,
    at: (request.now ?? new Date()).toISOString(),
  };
  // Reads its rows and writes through `tx` alone (the finance system was asked before): recorded again on a
  // new connection after a cut that left nothing committed, never twice.
  return journal.transaction(
    async (tx) => {
      // One instance is one invoice: recording it for a second key would hide a typo in the id.
      const holder = request.instanceId ? await tx.resolve.findInstanceHolder(request.instanceId, key) : undefined;
      if (holder && request.instanceId) throw takenInstanceError(request.instanceId, holder, displayKey(first));
      const rows = await tx.resolve.findInDoubtByKey(key);
      // The instance belongs to a post that really left, when there is one.
      const creator = rows.find((row) => row.sendingAt !== null) ?? rows[0];
      const settled: ResolveResult['settled'] = [];
      for (const row of rows) {
        const resolution = planRowResolution(row, creator ?? row, answer);
        if (await tx.resolve.resolveInvoice(row.id, resolution)) {
          settled.push({ rowId: row.id, runId: row.runId, invoiceId: row.invoiceId, state: resolution.state });
        }
      }
      // Held back here behind this key's doubt under this target, elsewhere: settled with it (a rejection was not created).
      settled.push(
        ...(await settleHeldUnderOtherTargets(
          tx,
          key,
          { instanceId: request.instanceId, payloadHash: creator?.payloadHash },
          answer.at,
        )),
      );
      for (const runId of new Set(settled.map((s) => s.runId))) await tx.runs.refreshRunCounts(runId);
      // "Not created" here settles nothing there: the next upload holds it again while that doubt lasts.
      const heldThere = request.instanceId
        ? undefined
        : rows.map((row) => readHeldThere(row.detail, displayKey(row))).find((there) => there !== undefined);
      return {
        key: displayKey(first),
        targetIdentity: first.targetIdentity,
        instanceId: request.instanceId,
        settled,
        heldThere,
      };
    },
    { repeatable: true },
  );
}

async function notInDoubtMessage(journal: Journal, reference: string): Promise<string> {
  const latest = await journal.resolve.findLatestByReference(reference);
  if (!latest) return `no invoice with InvoiceId or PayeeId/Invoice_Number "${reference}" is in the journal`;
  const instance = latest.instanceId ? ` as instance ${latest.instanceId}` : '';
  // In the words of the listings: a clerk who sees "resolved: not created" in `journal` must read the same here.
  const word = `"${reference}" is not in doubt: its latest row (run ${latest.runId}) is ${liveRowWord(latest)}${instance}`;
  // Two resolving at once: the one refused learns who settled it first, and how to change that.
  const settled = SETTLED_BY_HAND.exec(latest.detail ?? '')?.[0];
  return settled === undefined
    ? word
    : `${word} (${settled}); if that was wrong, resolve ${reference} --correct changes it`;
}

/** `resolved on 2026-12-01 06:35 UTC by ana@desk` or `corrected on 2026-12-01 06:35 UTC` (the day alone in older journals), as resolve writes a row's detail. */
const SETTLED_BY_HAND =
  /^(?:resolved on \S+ \S+ UTC(?: by [^\s,:()]+(?: \(login [^)]*\))?)?|corrected on [^\s:]+(?: \d\d:\d\d UTC)?)/;
