/**
 * How a watcher's run ends, for cron and systemd: 0, 1 (work undone or a file that needs a person),
 * or 69 (EX_UNAVAILABLE) for `--once` when the only work undone is files the finance API's outage
 * stopped with nothing in doubt, as `upload` exits for such an upload (print/upload-json.ts
 * uploadExitCode decides it per file); 3 for `--once` when the only files in failed/ held no
 * invoices, as `upload` exits for them. Pure.
 */
import { EXIT_FAILED, EXIT_NO_INVOICES, EXIT_OK, EXIT_UNAVAILABLE } from '../errors.js';
import type { WatchSummary } from '../watch/watch-summary.js';

export function watchExitCode(summary: WatchSummary, once: boolean): number {
  const needsPerson =
    summary.failed +
    summary.leftNotFiles +
    summary.changedAfterRead +
    summary.changedAfterMove +
    summary.resultsUnwritten;
  // Only --once: a watcher stopped by a signal with a file parked left it to the next one, whatever stopped it.
  if (once && summary.parked > 0 && summary.parkedUnreachable === summary.parked && needsPerson === 0)
    return EXIT_UNAVAILABLE;
  // A file left in processing/ is work undone, whether --once or stopped by a signal; an entry
  // never taken waits for a person (systemd shows the unit failed, OnFailure= can alert).
  if (summary.parked + summary.leftNotFiles > 0) return EXIT_FAILED;
  if (once && needsPerson > 0 && needsPerson === summary.noInvoices) return EXIT_NO_INVOICES;
  return once && needsPerson > 0 ? EXIT_FAILED : EXIT_OK;
}
