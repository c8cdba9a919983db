/**
 * The line that names status codes the API's owners do not list (reconcile.statusCodes), as the
 * terminal, standard error and the workbook's Summary say it. Pure.
 */
import type { ReconcileSummary } from './summarize-checks.js';
import { plural } from '../invoice/format-count.js';

export function describeUnlistedStatuses(unlisted: ReconcileSummary['unlisted']): string {
  const invoices = unlisted.reduce((sum, u) => sum + u.invoices, 0);
  const codes = unlisted.map((u) => `${u.code} ${u.description}`.trim()).join(', ');
  const one = unlisted.length === 1;
  return `${plural(invoices, 'invoice')}: ${codes} (not ${one ? 'a status' : 'statuses'} the API lists)`;
}
