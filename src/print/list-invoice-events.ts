/**
 * The events of one journal row, in order: read (staged or invalid), recorded as sending before its
 * request was to leave, then what the journal recorded of it (an answer, held back, not sent, in
 * doubt), and a settlement by `resolve`. Each says what came of the row in the words of the results
 * and the listings (report/outcome-words.ts): a clerk reads "not sent" as safe to post again, so no
 * skipped, held or in-doubt invoice is ever labelled so. Pure: derived from the row's own times and texts.
 */
import type { InvoiceHistoryRow } from '../journal/show-statements.js';
import { reviewEvent, statusEvents, type InvoiceTrail } from './list-trail-events.js';
import type { HistoryEvent, HistoryEventKind } from './history-event.js';
import { NOT_SENT } from '../journal/invoice-state.js';
import { ANSWER_NAMED_INSTANCE } from '../journal/resolve-statements.js';
import { outcomeWordOf, resolutionWord, wordOfUnsent, type OutcomeWord } from '../report/outcome-words.js';

// `resolve` writes its detail as "resolved on <day>: ..." (batch/resolve-in-doubt.ts), its time as the outcome time and the start of the doubt as in_doubt_at.
const RESOLVED = /^resolved on /;
const RESOLVED_AS_INSTANCE = /^resolved on .*?: created as instance /;

/**
 * The instance the answer named, where the row still holds it: a resolution with an instance id
 * writes it over the answer's (resolve-statements.ts), unless it is the one the answer named.
 */
function answeredInstance(row: InvoiceHistoryRow): string | null {
  const detail = row.detail ?? '';
  return RESOLVED_AS_INSTANCE.test(detail) && !detail.includes(ANSWER_NAMED_INSTANCE) ? null : row.instanceId;
}

const IN_DOUBT = wordOfUnsent('in-doubt', null);

/** The outcome word, then the journal's detail; a not-sent detail begins with its word already. */
function outcomeText(word: OutcomeWord, detail: string | null): string {
  if (!detail) return word;
  return detail.startsWith(`${word}: `) ? detail : `${word}; ${detail}`;
}

function answerText(row: InvoiceHistoryRow, word: OutcomeWord): string {
  const parts: string[] = [word];
  const instance = answeredInstance(row);
  if (row.httpStatus !== null) parts.push(`HTTP ${row.httpStatus}`);
  if (row.eRetcode !== null) parts.push(`E_RETCODE ${row.eRetcode}`);
  if (instance !== null) parts.push(`instance ${instance}`);
  if (row.eMessage) parts.push(`E_MESSAGE ${JSON.stringify(row.eMessage)}`);
  return parts.join(', ');
}

function where(row: InvoiceHistoryRow): string {
  const sheet = row.sheet ? `, sheet ${row.sheet}` : '';
  return `${row.sourceFile}${sheet}, row${/[-,]/.test(row.rows) ? 's' : ''} ${row.rows}`;
}

/**
 * @param trail what the journal holds of this row beside it (list-trail-events.ts `trailOfRow`):
 * the row holds the latest of its corrections, so the resolution is shown as it was before the
 * first of them, then each correction; then its review and the statuses reconcile read, by time.
 */
export function listInvoiceEvents(row: InvoiceHistoryRow, trail: InvoiceTrail = {}): HistoryEvent[] {
  const corrections = trail.corrections ?? [];
  const first = corrections[0];
  const events = eventsOf(
    first
      ? {
          ...row,
          state: first.previousState as InvoiceHistoryRow['state'],
          instanceId: first.previousInstanceId,
          detail: first.previousDetail,
        }
      : row,
  );
  for (const c of corrections)
    events.push({
      kind: 'corrected',
      at: c.correctedAt,
      runId: row.runId,
      text: `${resolutionWord({ state: c.state, attempts: 0, detail: c.detail })}; ${c.detail}`,
    });
  const later = [...(trail.reviews ?? []).map(reviewEvent), ...statusEvents(trail.statuses ?? [], row.runId)];
  return [...events, ...later.sort((a, b) => (a.at ?? '').localeCompare(b.at ?? ''))];
}

function eventsOf(row: InvoiceHistoryRow): HistoryEvent[] {
  const runId = row.runId;
  const events: HistoryEvent[] = [];
  if (row.state === 'invalid') {
    events.push({
      kind: 'invalid',
      at: row.stagedAt,
      runId,
      text: `${outcomeWordOf(row)}; read from ${where(row)}, never sent (see the run's problems)`,
    });
    return events;
  }
  events.push({ kind: 'staged', at: row.stagedAt, runId, text: `read from ${where(row)} with ${row.runMapping}` });
  if (row.sendingAt !== null) {
    const attempts = row.attempts > 1 ? ` (${row.attempts} attempts)` : '';
    events.push({
      kind: 'sending',
      at: row.sendingAt,
      runId,
      text: `create request to ${row.runTargetDescription}${attempts}`,
    });
  }
  const resolved = row.detail !== null && RESOLVED.test(row.detail);
  const answered = isAnswered(row);
  if (resolved) {
    // The doubt began when the row's in-doubt outcome was recorded; rows settled before the journal kept that time have none.
    const doubt: HistoryEvent = answered
      ? { kind: 'answer', at: row.inDoubtAt, runId, text: answerText(row, IN_DOUBT) }
      : { kind: 'in doubt', at: row.inDoubtAt, runId, text: IN_DOUBT };
    events.push(doubt);
    events.push({ kind: 'resolved', at: row.outcomeAt, runId, text: `${resolutionWord(row)}; ${row.detail}` });
  } else if (row.outcomeAt !== null || row.state === 'sending') {
    const word = outcomeWordOf(row);
    const kind = outcomeKind(row, answered, word);
    const detail = row.state === 'sending' ? 'no answer recorded yet (sending)' : row.detail;
    const text =
      kind === 'answer' ? `${answerText(row, word)}${detail ? `; ${detail}` : ''}` : outcomeText(word, detail);
    events.push({ kind, at: row.outcomeAt, runId, text });
  }
  return events;
}

const isAnswered = (row: InvoiceHistoryRow) =>
  row.httpStatus !== null || row.eRetcode !== null || row.eMessage !== null;

/** Nothing of the row's create request left: never claimed, or recorded as not sent and unanswered. */
export function requestNeverLeft(row: InvoiceHistoryRow): boolean {
  return row.sendingAt === null || (!isAnswered(row) && row.detail?.startsWith(NOT_SENT) === true);
}

/**
 * What the journal recorded of a request: an answer; not sent (nothing of it left: refused before
 * connecting, a TLS failure, held back by other invoices); held back without sending by the run's
 * plan (skipped, held: differs, still in doubt from a run before); in doubt (it may have arrived, no answer says so); or,
 * for an in-doubt post that a later run proved, the settlement.
 */
function outcomeKind(row: InvoiceHistoryRow, answered: boolean, word: OutcomeWord): HistoryEventKind {
  if (answered) return 'answer';
  if (requestNeverLeft(row)) return word === 'not sent' ? 'not sent' : word === 'created' ? 'recorded' : 'held back';
  if (row.state === 'in-doubt' || row.state === 'sending') return 'in doubt';
  return 'settled';
}
