/**
 * What stopped a reconcile's status calls before every invoice was asked, with how far it got and
 * what to do, as the terminal, standard error and the workbook's Summary say it. Pure.
 */
import type { ChecksHalt } from './check-statuses.js';
import { countChecks } from './count-checks.js';
import type { StatusCheck } from './status-check.js';

export function describeReconcileHalt(halt: ChecksHalt, checks: readonly StatusCheck[]): string {
  const { answered, notAsked } = countChecks(checks);
  const checked = `checked ${answered} of ${checks.length}`;
  // A stop is no fault of the finance API: nothing is lost, the rest waits for the next run.
  if (halt.haltKind === 'stopped')
    return `${halt.halt}: ${checked}, ${notAsked} not asked; run invoice-batch reconcile again to check them`;
  const what =
    halt.haltKind === 'unreachable'
      ? 'finance API unreachable'
      : halt.haltKind === 'no-answer'
        ? 'finance API not answering'
        : halt.haltKind === 'sign-in'
          ? 'a login proxy answers instead of the finance API'
          : halt.haltKind === 'unreadable'
            ? 'status answers unreadable'
            : 'status calls stopped';
  return `${what}: ${checked} (${halt.halt}); the others are asked at the next reconcile`;
}
