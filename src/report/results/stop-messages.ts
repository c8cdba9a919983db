/**
 * The Results sheet's Message of an invoice a cause of the whole run kept from the finance system:
 * a halt (quota used up, a sign-in page, the API or the journal out of reach), a signal, the
 * gateway's own limit, invalid invoices holding the file back. The journal's detail says the cause
 * whole (eight lines or more in the Message column), the same for every such row: 40 of them
 * printed the same paragraph on 30 pages. The sheet says `not sent: run stopped (see Summary)`, one
 * line a person filters on; the Summary says the cause once, with how many and what to do. The
 * journal, the terminal, --json and the results CSV keep the whole detail. Pure.
 */
import { readHaltDetail } from '../../finance-api/watch-api-health.js';
import { GATEWAY_REFUSED_DETAIL, NOT_SENT } from '../../journal/invoice-state.js';
import type { ResultRow } from '../../journal/report-rows.js';
import { NOT_SENT_JOURNAL_UNREACHED } from '../describe-journal-outage.js';
import { HELD_FOR_INVALID_DETAIL, readStoppedNotSent } from '../describe-stop.js';
import { plural } from '../../invoice/format-count.js';

/** The few words after `not sent: ` for a detail of the run's cause; undefined for an invoice's own. */
function stopWord(detail: string): string | undefined {
  if (readHaltDetail(detail) !== undefined || detail === NOT_SENT_JOURNAL_UNREACHED) return 'run stopped';
  const stopped = readStoppedNotSent(detail);
  if (stopped === 'turn') return 'run stopped';
  if (stopped === 'again') return 'refused by the gateway, then run stopped';
  // Ends as interpret-create-outcome.ts writes it: one with more after it (not yet in the journal) keeps it all.
  if (detail.startsWith(GATEWAY_REFUSED_DETAIL) && detail.endsWith('; safe to post again'))
    return 'refused by the gateway';
  if (detail === HELD_FOR_INVALID_DETAIL) return 'file has invalid invoices';
  return undefined;
}

/** The short Message of an invoice the run's cause kept from leaving; undefined for any other detail. */
export function stopMessage(detail: string): string | undefined {
  const word = stopWord(detail);
  return word === undefined ? undefined : `${NOT_SENT}${word} (see Summary)`;
}

/** The invoices of one reason whose Message stopMessage shortened: the reason without its `not sent: `. */
export interface StopReason {
  reason: string;
  count: number;
}

/**
 * Counts, row by row as the Results sheet is written, the invoices of each reason whose Message
 * stopMessage shortened: the rows the sheet shows (a workbook written while the journal was out of
 * reach has rows no journal statement counts), the most first.
 */
export class StopReasons {
  readonly #counts = new Map<string, number>();

  see(row: Pick<ResultRow, 'detail'>): void {
    if (row.detail === null || stopMessage(row.detail) === undefined) return;
    const reason = row.detail.slice(NOT_SENT.length);
    this.#counts.set(reason, (this.#counts.get(reason) ?? 0) + 1);
  }

  list(): StopReason[] {
    return [...this.#counts]
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
  }
}

/**
 * The Summary's words for the invoices of one reason that stopMessage shortens: how many, the
 * Message they carry, and the reason whole; undefined for a reason of an invoice's own. The halt
 * of a halted run is not said again: the Status line says it.
 * @param halted the halt the Status line says (describe-run-status.ts) @default none
 */
export function notSentWhyText(group: StopReason, halted?: string): string | undefined {
  const message = stopMessage(`${NOT_SENT}${group.reason}`);
  if (message === undefined) return undefined;
  // A run halts once: its Status says that halt, in words of its own for a used-up quota.
  const halt = halted === undefined ? undefined : readHaltDetail(`${NOT_SENT}${group.reason}`);
  const why = halt === undefined ? group.reason : `stopped for the reason in Status${group.reason.slice(halt.length)}`;
  const invoices = plural(group.count, 'invoice');
  return `${invoices}, Message "${message.replace(/ \(see Summary\)$/, '')}": ${why}`;
}

/** What to do about the invoices a stop kept from leaving, in the words of the terminal's summary. */
export const NOT_SENT_NEXT =
  'None of them reached the finance system, so none can be posted twice: once the cause is fixed, upload the same file again; it posts them and skips the ones created.';
