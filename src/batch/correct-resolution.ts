/**
 * `resolve --correct`: a resolution recorded wrongly (a mistyped instance id, or created when it
 * was not, or the other way round) is changed, and the change kept as its own event with who,
 * when and why (resolution_corrections). Never at the price of a second booking: an invoice
 * posted again since its resolution is refused, and one recorded as created is made postable
 * again only when the finance system does not show its instance.
 */
import { displayKey, type InvoiceRow } from '../journal/invoice-row.js';
import type { Journal } from '../journal/open-journal.js';
import type { ResolutionCorrection } from '../journal/correction-statements.js';
import { heldResolution, isSettledBehindTarget } from './send/settle-held-rows.js';
import { sameInstanceId } from '../finance-api/read-status-instance.js';
import { minuteUtc } from './plan-row-resolution.js';
import { liveRowWord } from '../report/live-row-word.js';
import type { ResolvedInvoice } from './resolve-in-doubt.js';
import { ResolveRefusedError, takenInstanceError } from './refuse-resolve.js';
import { invoiceFacts } from './read-invoice-facts.js';

export interface CorrectRequest {
  /** InvoiceId, or `PayeeId/Invoice_Number`. */
  reference: string;
  /** It was created, as this instance. */
  instanceId?: string | undefined;
  /** It was not created: safe to post again. */
  notCreated?: boolean | undefined;
  /** Why: kept with the correction. */
  reason: string;
  /** Who: `user@host`, kept with the correction. */
  correctedBy: string;
  /** Only rows of this target identity. @default any target */
  targetIdentity?: string | undefined;
  /** Asks the finance system about the new instance id; throws to refuse. @default no check */
  checkInstance?: ((instanceId: string, invoice: ResolvedInvoice) => Promise<void>) | undefined;
  /** Asks the finance system that the instance recorded so far is not this invoice; throws to refuse. @default no check */
  checkAbsent?: ((instanceId: string, invoice: ResolvedInvoice) => Promise<void>) | undefined;
  now?: Date;
}

export interface CorrectResult {
  key: string;
  targetIdentity: string;
  /** What was recorded before, e.g. `created as instance 0030000017`. */
  was: string;
  corrected: { rowId: number; runId: number; state: string; instanceId: string | null }[];
}

const refuse = (message: string) => new ResolveRefusedError(message, { kind: 'cannot-correct' });
const describe = (instanceId: string | null) =>
  instanceId === null ? 'not created' : `created as instance ${instanceId}`;
/** `, noted "..."` for a detail that ends in a resolve's note (check-resolve-note.ts writes it quoted), else nothing. */
const notedIn = (detail: string | null): string => {
  const note = /; note: ("(?:[^"\\]|\\.)*")$/.exec(detail ?? '')?.[1];
  return note === undefined ? '' : `, noted ${note}`;
};
/** Rows a later upload may have posted, or still may: a second booking if the correction said created. */
const POSTING = new Set(['staged', 'sending', 'created', 'in-doubt']);

export async function correctResolution(journal: Journal, request: CorrectRequest): Promise<CorrectResult> {
  if (Boolean(request.instanceId) === Boolean(request.notCreated))
    throw new ResolveRefusedError(
      'say what the finance system shows: the instance id it was created as, or that it was not created',
      {
        kind: 'no-answer',
      },
    );
  if (request.instanceId !== undefined && !/^\d+$/.test(request.instanceId))
    throw new ResolveRefusedError(`expected the digits of an instance id, got "${request.instanceId}"`, {
      kind: 'instance-id-not-digits',
      instanceId: request.instanceId,
    });
  if (request.reason.trim() === '') throw refuse('say why the resolution is corrected: it is kept with the correction');
  const key = await findResolvedKey(journal, request);
  const rows = await journal.resolve.findResolvedByKey(key);
  const createdRow = rows.find((row) => row.state === 'created');
  const recorded = createdRow?.instanceId ?? null;
  const wanted = request.instanceId ?? null;
  const name = displayKey(key);
  if (recorded === wanted || (recorded !== null && wanted !== null && sameInstanceId(recorded, wanted)))
    throw refuse(`${name} is already recorded as ${describe(recorded)}: nothing to correct`);
  const later = (await journal.resolve.listRowsOfKeyAfter(key, Math.max(...rows.map((row) => row.id)))).filter((row) =>
    POSTING.has(row.state),
  );
  if (later.length > 0) {
    const row = later[0] as InvoiceRow;
    throw refuse(
      `${name} was taken up again after its resolution: run ${row.runId} has it ${row.state}${row.instanceId ? ` as instance ${row.instanceId}` : ''}; a correction now could book it twice: check it in the finance system, and cancel one there if both exist`,
    );
  }
  const history = (await journal.lists.listInvoiceHistory(name)).filter((row) => rows.some((r) => r.id === row.id));
  const invoice: ResolvedInvoice = { key: name, targetIdentity: key.targetIdentity, ...invoiceFacts(history) };
  if (wanted !== null) {
    const holder = await journal.resolve.findInstanceHolder(wanted, key);
    if (holder) throw takenInstanceError(wanted, holder, name);
    await request.checkInstance?.(wanted, invoice);
  } else if (recorded !== null) {
    await request.checkAbsent?.(recorded, invoice);
  }
  const at = (request.now ?? new Date()).toISOString();
  // The first decision's note stays beside what it decided: the Detail is all `journal --wide` shows of it.
  const why = (detail: string | null) =>
    `(was ${describe(recorded)}${notedIn(detail)}; by ${request.correctedBy}: ${request.reason.trim()})`;
  const creator = rows.find((row) => row.sendingAt !== null) ?? rows[0];
  // Writes through `tx` alone (the finance system was asked before), each row only while it holds what was
  // read: recorded again on a new connection after a cut that left nothing committed, never twice.
  return journal.transaction(
    async (tx) => {
      const corrected: CorrectResult['corrected'] = [];
      // One row's correction, recorded beside what it replaces: the key's own rows and those held behind it.
      const correct = async (
        row: InvoiceRow,
        state: ResolutionCorrection['state'],
        instanceId: string | null,
        said: string,
      ) => {
        const correction: ResolutionCorrection = {
          invoiceRowId: row.id,
          correctedAt: at,
          correctedBy: request.correctedBy,
          reason: request.reason.trim(),
          previousState: row.state,
          previousInstanceId: row.instanceId,
          previousDetail: row.detail,
          state,
          instanceId,
          detail: `corrected on ${minuteUtc(at)}: ${said} ${why(row.detail)}`,
        };
        if (!(await tx.resolve.correctInvoice(correction)))
          throw refuse(`${name} changed while it was being corrected (row ${row.id}); run the correction again`);
        await tx.resolve.insertCorrection(correction);
        corrected.push({ rowId: row.id, runId: row.runId, state, instanceId });
      };
      for (const row of rows) {
        const state = wanted === null ? 'failed' : row === creator ? 'created' : 'skipped';
        const what = wanted === null ? 'not created; the next upload posts it' : `created as instance ${wanted}`;
        await correct(row, state, wanted, what);
      }
      // Rows held behind this key under other targets were settled with it: corrected with it too.
      const post = { instanceId: wanted ?? undefined, payloadHash: creator?.payloadHash };
      for (const row of await tx.resolve.findSettledUnsentUnderOtherTargets(key)) {
        if (!isSettledBehindTarget(row, key.targetIdentity)) continue;
        const there = { ...key, targetIdentity: row.targetIdentity };
        // Taken up again there since: that upload's row speaks for the invoice, not this one.
        if ((await tx.resolve.listRowsOfKeyAfter(there, row.id)).length > 0) continue;
        const settled = heldResolution(row, key.targetIdentity, post);
        await correct(row, settled.state, settled.instanceId ?? null, settled.detail);
      }
      for (const runId of new Set(corrected.map((c) => c.runId))) await tx.runs.refreshRunCounts(runId);
      return { key: name, targetIdentity: key.targetIdentity, was: describe(recorded), corrected };
    },
    { repeatable: true },
  );
}

/** The one key the reference names among invoices settled by hand. */
async function findResolvedKey(journal: Journal, request: CorrectRequest) {
  const all = await journal.lists.listInvoiceHistory(request.reference);
  const settled = all.filter(
    (row) =>
      (request.targetIdentity === undefined || row.targetIdentity === request.targetIdentity) &&
      ['created', 'skipped', 'failed'].includes(row.state) &&
      /^(resolved|corrected) on /.test(row.detail ?? ''),
  );
  const keys = new Map(settled.map((row) => [`${row.targetIdentity}\u0000${displayKey(row)}`, row]));
  if (keys.size === 0) {
    const latest = all.at(-1);
    throw refuse(
      latest
        ? `"${request.reference}" has no resolution to correct: its latest row (run ${latest.runId}) is ${liveRowWord(latest)}`
        : `no invoice with InvoiceId or PayeeId/Invoice_Number "${request.reference}" is in the journal`,
    );
  }
  if (keys.size > 1)
    throw refuse(
      `"${request.reference}" names several resolved invoices: ${[...keys.values()].map((row) => `${displayKey(row)} on ${row.targetIdentity}`).join('; ')}; name one by its key and target`,
    );
  const row = [...keys.values()][0] as InvoiceRow;
  return { targetIdentity: row.targetIdentity, payeeId: row.payeeId ?? '', invoiceNumber: row.invoiceNumber ?? '' };
}
