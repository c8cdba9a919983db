/** The line `reconcile` prints on standard error when it goes on with a stopped run. Pure. */
import type { ResumedRun } from '../reconcile/resume-reconcile-run.js';

const count = (n: number) => n.toLocaleString('en-US');
const two = (n: number) => String(n).padStart(2, '0');

/** `02:14` by the local clock; `2026-05-01 23:50` when the run started on another local day than `now`. */
function startedText(startedAt: Date, now: Date): string {
  const time = `${two(startedAt.getHours())}:${two(startedAt.getMinutes())}`;
  const day = (d: Date) => `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
  return day(startedAt) === day(now) ? time : `${day(startedAt)} ${time}`;
}

/** `resuming reconcile run 7 of 02:14: 1,200 of 3,000 checked; --from-start checks all again` */
export function resumingReconcileLine(resumed: ResumedRun, now: Date): string {
  return `resuming reconcile run ${resumed.runId} of ${startedText(new Date(resumed.startedAt), now)}: ${count(resumed.checked)} of ${count(resumed.toCheck)} checked; --from-start checks all again`;
}

/** True for that line as a job's standard error holds it: a notice of how the run began, never why it failed. */
export function isResumingReconcileLine(line: string): boolean {
  return /^(?:invoice-batch: )?resuming reconcile run \d+ of /.test(line);
}
