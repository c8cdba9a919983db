/**
 * What a reconcile found of each invoice, in one word, its colour on the Status sheet and its line
 * in the Legend. Only the invoices that need a person are coloured strongly. Pure.
 */
import type { StatusCheck } from '../reconcile/status-check.js';
import type { LegendEntry } from './write-legend-sheet.js';
import { NOT_KNOWN, NOT_KNOWN_ANSWER, NOT_KNOWN_TODO } from '../reconcile/describe-unknown-instances.js';

export type CheckWord =
  | typeof NOT_KNOWN
  | 'check failed'
  | 'status not listed'
  | 'stuck'
  | 'changed'
  | 'not checked'
  | 'first check'
  | 'no change';

const COLOR: Record<CheckWord, string | undefined> = {
  // Orange, apart from a failed call's red: a finding about the invoice, for a person to look up.
  [NOT_KNOWN]: 'FFF8CBAD',
  'check failed': 'FFFFC7CE',
  'status not listed': 'FFF8CBAD',
  stuck: 'FFFFEB9C',
  changed: 'FFDDEBF7',
  // Not asked (a stop, an outage found first): nothing failed about the invoice itself.
  'not checked': undefined,
  'first check': undefined,
  'no change': undefined,
};

/** The word of one check; `stuck` holds the instance ids in one status too long. */
export function checkWordOf(check: StatusCheck, stuck: ReadonlySet<string>): CheckWord {
  if (!check.ok) {
    if (check.failure === 'unknown-instance') return NOT_KNOWN;
    return check.failure === 'stopped' || check.failure === 'halted' ? 'not checked' : 'check failed';
  }
  if (check.unlisted) return 'status not listed';
  if (stuck.has(check.invoice.instanceId)) return 'stuck';
  if (!check.changed) return 'no change';
  return check.previous ? 'changed' : 'first check';
}

export function checkColor(word: CheckWord): string | undefined {
  return COLOR[word];
}

/** The Legend's lines, in the order above: what needs a person first. */
/** The reconciliation workbook's own columns, explained under its checks beside the words every workbook uses. */
export const RECONCILE_TERMS: readonly [string, string][] = [
  [
    'Status',
    "The invoice's status in the finance system's own workflow, in its own names (Received, In approval, Posted, Paid ...): Posted there means booked in its ledger. An upload's created says only that the finance system took the invoice.",
  ],
  [
    'Status code',
    "The finance system's code of that status (E_STATUS.CURRNT_STS); reconcile.finalStatusCodes in the config names the ones never checked again.",
  ],
];

export function checkLegend(stuckAfterDays: number): LegendEntry[] {
  const line = (word: CheckWord, meaning: string, todo: string): LegendEntry => ({
    word,
    ...(COLOR[word] ? { color: COLOR[word] } : {}),
    meaning,
    todo,
  });
  return [
    line(
      NOT_KNOWN,
      `Created, as the journal records, but ${NOT_KNOWN_ANSWER} (see Detail): a finding about the invoice, not a failed call. Reconcile exits 1 while it lasts.`,
      `${NOT_KNOWN_TODO.one[0]!.toUpperCase()}${NOT_KNOWN_TODO.one.slice(1)}. Do not post it again by hand: it was created at the target the journal names.`,
    ),
    line(
      'check failed',
      'The status could not be read from the finance system (see Detail; the whole reason is on the Summary). Nothing was recorded: Status and In status since show the last status the journal knows.',
      'Nothing now: it is asked again at the next reconcile. If it keeps failing, pass Detail on to whoever runs the finance system.',
    ),
    line(
      'status not listed',
      'The finance system answered a status code that is not among those the API lists (reconcile.statusCodes in the config). It was recorded as any status. Reconcile exits 1 while it lasts.',
      'Ask whoever runs the finance system what the code means; once it is a real status, add it to reconcile.statusCodes.',
    ),
    line(
      'stuck',
      `In the same status for more than ${stuckAfterDays} days (see In status since and Pending approvers).`,
      'Ask the pending approvers, or the finance team, why it has not moved on.',
    ),
    line('changed', 'The status changed since the previous reconcile (see Previous status).', 'Nothing.'),
    line(
      'not checked',
      'Not asked: the reconcile was stopped, or the finance API found unreachable, before its turn (see Stopped on the Summary). Status and In status since show the last status the journal knows.',
      'Nothing now: run invoice-batch reconcile again, and it is asked.',
    ),
    line('first check', 'The first time the status of this invoice was read.', 'Nothing.'),
    line('no change', 'The same status as at the previous reconcile.', 'Nothing.'),
  ];
}
