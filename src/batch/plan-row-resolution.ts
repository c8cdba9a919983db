/**
 * What `resolve` records on each in-doubt row of a key: its new state and a detail that says who
 * answered what, and when. Pure.
 */
import type { InvoiceRow } from '../journal/invoice-row.js';
import { RESOLVED_NOT_CREATED_DETAIL } from '../journal/invoice-state.js';
import { ANSWER_NAMED_INSTANCE, type Resolution } from '../journal/resolve-statements.js';
import { FROM_SAVED_ANSWER } from '../journal/read-hand-resolution.js';

/** The person's answer about one key, as every row of it records it. */
export interface ResolveAnswer {
  /** Created as this instance; none when not created. */
  instanceId: string | undefined;
  /** Not created: the finance system refused it, in these words. @default recorded as failed */
  rejected: string | undefined;
  /** Who answered. @default not named */
  by: string | undefined;
  /** The answer is the finance system's, saved by an upload (`resolve --from`); `by` ran it. @default false */
  savedAnswer?: boolean | undefined;
  /** The instance is the one the create's own answer named, looked up before it was recorded. */
  fromAnswer: boolean;
  /** The instance was looked up in the finance system before it was recorded. */
  checked: boolean;
  /** The person's note as the detail ends it (check-resolve-note.ts), '' for none. */
  note: string;
  /** When it was settled, ISO. */
  at: string;
}

/** `2026-12-01 06:35 UTC`: when a resolution or its correction was recorded, as its detail says it. */
export const minuteUtc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * Who said what, and when: the journal, history and results show the user's answer, not only its
 * state. Each row says when its own doubt began, beside when and by whom it was settled: the
 * results workbook, history and `journal show` read it from here.
 */
function said(row: InvoiceRow, answer: ResolveAnswer): string {
  const checked = !answer.instanceId
    ? ''
    : answer.fromAnswer
      ? `, ${ANSWER_NAMED_INSTANCE}, checked with the finance system`
      : answer.checked
        ? ', checked with the finance system'
        : ', unchecked';
  const since = row.inDoubtAt ?? row.outcomeAt;
  // A later upload reads who settled it from here (journal/read-hand-resolution.ts).
  // A saved answer is the finance system's; who recorded it with `resolve --from` is named before it.
  const by = `${answer.by ? ` by ${answer.by}` : ''}${answer.savedAnswer ? ` ${FROM_SAVED_ANSWER}` : ''}`;
  return `${minuteUtc(answer.at)}${by}${since ? ` (in doubt since ${minuteUtc(since)})` : ''}${checked}`;
}

/**
 * The settlement of `row`.
 * @param creator the row whose post the instance belongs to: the others of the key are skipped as created by its run
 */
export function planRowResolution(row: InvoiceRow, creator: InvoiceRow, answer: ResolveAnswer): Resolution {
  const { instanceId, note, at } = answer;
  const on = `resolved on ${said(row, answer)}`;
  if (instanceId)
    return row === creator
      ? { state: 'created', instanceId, detail: `${on}: created as instance ${instanceId}${note}`, at }
      : {
          state: 'skipped',
          instanceId,
          detail: `${on}: created as instance ${instanceId} by run ${creator.runId}${note}`,
          at,
        };
  if (answer.rejected !== undefined)
    return { state: 'rejected', detail: `${on}: rejected: ${answer.rejected}${note}`, at };
  return { state: 'failed', detail: `${on}${RESOLVED_NOT_CREATED_DETAIL}${note}`, at };
}
