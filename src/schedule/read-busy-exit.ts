/**
 * What an exit 75 left behind. Another run holding the journal before anything was done needs no
 * one; an upload whose journal locked partway through does: its answers wait for `resolve --from`,
 * or invoices were sent. Read from the upload's `--json` summary (journal-away-json.ts), else from
 * its error lines for a job run without --json. Pure.
 */
import { plural } from '../invoice/format-count.js';

/** Outcome words of invoices a request went out for: once one is counted, something was done. */
const SENT_WORDS = ['created', 'rejected', 'failed', 'in doubt'] as const;

/** Words of the upload's message on answers it could not record (keep-unrecorded-answers.ts). */
const IN_DOUBT_NOTE = /in doubt in the journal|resolve --from /;

const objectOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const countOf = (value: unknown): number => (Number.isInteger(value) && (value as number) > 0 ? (value as number) : 0);

function unrecordedWork(answers: Record<string, unknown>): string | undefined {
  const count = countOf(answers.count);
  if (count === 0) return undefined;
  if (typeof answers.file === 'string') return `${plural(count, 'answer')} wait for resolve --from ${answers.file}`;
  return `${plural(count, 'answer')} not recorded nor saved: the job's error lists ${count === 1 ? 'it' : 'them'}`;
}

function sentWork(runs: unknown): string | undefined {
  const stopped = (Array.isArray(runs) ? runs : []).map(objectOf).filter((run) => {
    const counts = objectOf(run.counts);
    return SENT_WORDS.some((word) => countOf(counts[word]) > 0);
  });
  if (stopped.length === 0) return undefined;
  return stopped
    .map((run) => {
      const id = String(run.runId);
      return `upload run ${id} stopped partway (${countOf(run.done)} of ${countOf(run.total)} done); see journal --run ${id}`;
    })
    .join('; ');
}

/**
 * The work an exit 75 left for a person, as `journal locked mid-run: ...`; undefined when it did nothing.
 * @param summary the job's `--json` summary as stored (text), null without one
 * @param note the job's last error lines, null without any
 */
export function workLeftByBusyExit(summary: string | null, note: string | null): string | undefined {
  let parsed: unknown;
  try {
    parsed = summary === null ? undefined : JSON.parse(summary);
  } catch {
    // Text printed without --json: the error lines are all there is to read.
    parsed = undefined;
  }
  const object = objectOf(parsed);
  if ('unrecordedAnswers' in object || 'runs' in object) {
    const left = unrecordedWork(objectOf(object.unrecordedAnswers)) ?? sentWork(object.runs);
    return left === undefined ? undefined : `journal locked mid-run: ${left}`;
  }
  if (note !== null && IN_DOUBT_NOTE.test(note))
    return 'journal locked mid-run: invoices are in doubt; the error says how to record them';
  return undefined;
}
