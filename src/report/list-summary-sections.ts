/** The tables of the reconciliation Summary, built from the report; write-summary-section.ts writes them. */
import { amountValue } from './amount-cell.js';
import { localDateTimeCell } from './date-cell.js';
import { zoneText } from './local-time.js';
import type { Cell, Column, Section } from './write-summary-section.js';
import type { ReconcileReport } from '../reconcile/reconcile-invoices.js';
import { describeApprovers } from '../reconcile/status-seen.js';
import { countChecks } from '../reconcile/count-checks.js';
import { NOT_KNOWN } from '../reconcile/describe-unknown-instances.js';
import { isOutageFailure } from './short-check-reason.js';
import { vendorIdFirst } from './put-vendor-id-first.js';

/** The tables of the Summary, in order: per status, amounts, stuck, settled in-doubt, still in doubt. */
export function summarySections(report: ReconcileReport): Section[] {
  const { summary } = report;
  const { callsFailed: failed, notAsked, unknownInstances } = countChecks(report.checks);
  const sections: Section[] = [];
  // Local times name their zone, its offset as the reconcile began (as Reconciled at does).
  const zone = zoneText(report.startedAt);
  const push = (title: string, columns: readonly Column[], rows: readonly Cell[][], empty: string): void => {
    // No vendor name in any row: the vendor id takes the empty Vendor column's first place.
    sections.push(vendorIdFirst({ title, columns, rows, empty }));
  };
  push(
    'Invoices per status',
    [['Status'], ['Status code'], ['Invoices', 'count']],
    [
      ...Object.entries(summary.byStatus).map(([code, n]): Cell[] => [summary.descriptions[code] ?? '', code, n]),
      ...(unknownInstances ? [[NOT_KNOWN, '', unknownInstances]] : []),
      ...(failed ? [['check failed', '', failed]] : []),
      ...(notAsked ? [['not checked', '', notAsked]] : []),
    ],
    'No invoice was checked.',
  );
  // The Status sheet's Detail gives each failed call a short line; the whole reason is here, once.
  const reasons = new Map<string, number>();
  for (const check of report.checks)
    if (!check.ok && check.failure !== 'halted' && check.failure !== 'stopped' && isOutageFailure(check))
      reasons.set(check.error, (reasons.get(check.error) ?? 0) + 1);
  if (reasons.size > 0)
    push(
      'Why the calls failed',
      [['Reason'], ['Invoices', 'count']],
      [...reasons].sort((a, b) => b[1] - a[1]).map(([reason, n]): Cell[] => [reason, n]),
      'None.',
    );
  push(
    'Amounts per status and currency',
    [['Status'], ['Status code'], ['Currency', 'currency'], ['Invoices', 'count'], ['Total', 'amount']],
    [
      ...summary.amounts.map((a) => [a.description, a.code, a.currency, a.invoices, amountValue(a.total, a.currency)]),
      // As the journal recorded them: the finance system holds no status, and so no amount, for them.
      ...summary.notKnownAmounts.map((a) => [NOT_KNOWN, '', a.currency, a.invoices, amountValue(a.total, a.currency)]),
    ],
    'No amounts.',
  );
  push(
    `Stuck: in one status for more than ${report.stuckAfterDays} days`,
    [
      ['Vendor'],
      ['Invoice number'],
      ['Vendor id'],
      ['Instance id'],
      ['Status'],
      ['Status code'],
      [`Since (${zone})`, 'dateTime'],
      ['Days', 'count'],
      ['Pending approvers'],
    ],
    summary.stuck.map(({ check, days }) => [
      check.invoice.vendorName,
      check.invoice.invoiceNumber,
      check.invoice.payeeId,
      check.invoice.instanceId,
      check.status.description,
      check.status.code,
      check.inStatusSince ? localDateTimeCell(check.inStatusSince) : null,
      days,
      describeApprovers(check.status.pendingApprovers),
    ]),
    'None.',
  );
  if (report.settled.length > 0)
    push(
      'In doubt, looked up by the instance id of their answer (as resolve does)',
      [['Vendor id and invoice number'], ['Invoice id'], ['Instance id'], ['Outcome'], ['Why still in doubt']],
      report.settled.map((s) => [s.key, s.invoiceId, s.instanceId, s.created ? 'created' : 'in doubt', s.why ?? null]),
      'None.',
    );
  push(
    'In doubt: waiting for resolution (invoice-batch resolve)',
    [
      ['Vendor'],
      ['Invoice number'],
      ['Vendor id'],
      ['Currency', 'currency'],
      ['Amount', 'amount'],
      ['Source file'],
      [`Sent (${zone})`, 'dateTime'],
      ['Invoice id'],
      ['Detail'],
    ],
    report.inDoubt.map((row) => [
      row.vendorName,
      row.invoiceNumber,
      row.payeeId,
      row.currencyCode,
      amountValue(row.invoiceAmount, row.currencyCode),
      row.sourceFile,
      row.sendingAt ? localDateTimeCell(row.sendingAt) : null,
      row.invoiceId,
      row.detail,
    ]),
    'None.',
  );
  return sections;
}
