/** The Summary rows under the Status that say once why invoices were not sent. Pure. */
import { zoneText } from '../local-time.js';
import { localDateTimeCell } from '../date-cell.js';
import { notSentWhyText, NOT_SENT_NEXT, type StopReason } from './stop-messages.js';
import type { ResultsSummary, SummaryRow } from './summary-row.js';

/**
 * Under the Status, when a stop (or invalid invoices) kept invoices from leaving: when it stopped,
 * each reason once with how many it kept (their Results Message says only `not sent: run stopped`,
 * stop-messages.ts) and what to do.
 */
export function stopRows(summary: ResultsSummary, stops: readonly StopReason[]): SummaryRow[] {
  const why = stops.flatMap((group) => notSentWhyText(group, summary.halted) ?? []);
  if (why.length === 0) return [];
  const { finishedAt } = summary.run;
  const stopped = (summary.stopped || summary.halted !== undefined) && finishedAt !== null;
  return [
    ...(stopped
      ? [
          {
            values: [`Stopped (${zoneText(new Date(finishedAt))})`, localDateTimeCell(finishedAt)],
            dateTime: true,
            span: true,
          },
        ]
      : []),
    ...why.map((text) => ({ values: ['Not sent: why', text], span: true, outcome: 'not sent' as const })),
    { values: ['Not sent: what to do', NOT_SENT_NEXT], span: true, outcome: 'not sent' },
  ];
}
