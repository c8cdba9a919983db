/**
 * Why an upload job failed, in its own run's words: read from the job's `upload --json` summary
 * (print/upload-json.ts), which counts that run's invoices only. Its standard error may end on a
 * notice about another run (another host's upload sharing the journal) and must not stand as the
 * job's reason. Pure.
 */
import { plural } from '../invoice/format-count.js';

const objectOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const countOf = (value: unknown): number => (Number.isInteger(value) && (value as number) > 0 ? (value as number) : 0);

/** The run ids an upload summary names; none for another command's summary. */
function runIdsOf(summary: Record<string, unknown>): number[] {
  const runs = Array.isArray(summary.runs) ? (summary.runs as unknown[]) : [];
  return runs.map((run) => objectOf(run).runId).filter((id): id is number => Number.isInteger(id));
}

/**
 * `run 21: 60 invoices in doubt` (runs and counts of the summary), with the stop's reason when it
 * stopped; undefined for a summary that is not upload's or counts nothing that needs a person.
 */
export function readUploadFailure(summary: unknown): string | undefined {
  const object = objectOf(summary);
  const ids = runIdsOf(object);
  if (ids.length === 0 || typeof object.inDoubt !== 'number') return undefined;
  const notSent = countOf(object.notSent);
  const parts = [
    countOf(object.inDoubt) > 0 ? `${plural(countOf(object.inDoubt), 'invoice')} in doubt` : '',
    countOf(object.rejected) > 0 ? `${countOf(object.rejected)} rejected` : '',
    countOf(object.failed) - notSent > 0 ? `${countOf(object.failed) - notSent} failed` : '',
    notSent > 0 ? `${notSent} not sent` : '',
    countOf(object.invalid) > 0 ? `${countOf(object.invalid)} invalid` : '',
    countOf(objectOf(object.conflicts).count) > 0 ? `${countOf(objectOf(object.conflicts).count)} held: differs` : '',
  ].filter((part) => part !== '');
  const stop = typeof object.stopReason === 'string' ? `stopped: ${object.stopReason}` : '';
  if (parts.length === 0 && stop === '') return undefined;
  const runs = `${ids.length === 1 ? 'run' : 'runs'} ${ids.join(', ')}`;
  return `${runs}: ${[stop, parts.join(', ')].filter((text) => text !== '').join('; ')}`;
}
