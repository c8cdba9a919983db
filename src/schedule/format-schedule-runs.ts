/**
 * Scheduled runs as text for `schedule --history`: a few short lines per run, so that an 80-column
 * terminal shows each whole (a table of eleven columns would not fit). Pure.
 */
import type { ScheduleRunView } from './describe-schedule-run.js';
import type { MissedTicks } from './list-missed-ticks.js';
import type { DateStyle } from '../report/date-style.js';
import { escapeControlCharacters } from '../terminal/escape-control-characters.js';
import { listingTime, listingZone } from '../print/listing-time.js';
import { formatDuration } from '../report/local-time.js';
import { describeReconcileFindings } from './read-reconcile-findings.js';
import { plural } from '../invoice/format-count.js';

/** An error line is cut to this many characters: it can be a whole paragraph. Paths are never cut. */
const WIDTH = 80;

const cut = (line: string) => (line.length > WIDTH ? `${line.slice(0, WIDTH - 1)}…` : line);

function endLine(run: ScheduleRunView, time: (iso: string) => string): string {
  const started = run.startedAt === null ? '' : `started ${time(run.startedAt)}`;
  if (run.outcome === 'skipped') return run.meaning;
  if (run.outcome === 'running') return `${started}, still running`;
  if (run.outcome === 'abandoned') return `${started}, abandoned ${run.finishedAt ? time(run.finishedAt) : ''}`.trim();
  const took = run.durationMs === null ? '' : ` (${formatDuration(run.durationMs)})`;
  return `${started}, finished ${run.finishedAt ? time(run.finishedAt) : '?'}${took}`;
}

function exitLine(run: ScheduleRunView): string | undefined {
  if (run.outcome !== 'finished') return run.outcome === 'abandoned' ? run.meaning : undefined;
  return run.exitCode === null ? run.meaning : `exit ${run.exitCode}: ${run.meaning}`;
}

function madeLine(run: ScheduleRunView): string | undefined {
  const made = [
    ...(run.uploadRuns.length > 0
      ? [`upload run${run.uploadRuns.length > 1 ? 's' : ''} ${run.uploadRuns.join(', ')}`]
      : []),
    ...(run.workbook ? [`workbook ${run.workbook}`] : []),
  ];
  return made.length > 0 ? `made ${made.join('; ')}` : undefined;
}

/** One block per run, newest first; `dateStyle` as `history` takes it (none: UTC, ISO-like). */
export function formatScheduleRuns(runs: readonly ScheduleRunView[], dateStyle?: DateStyle): string {
  if (runs.length === 0) return 'No scheduled runs in the journal yet.\n';
  const time = (iso: string) => listingTime(iso, dateStyle);
  const blocks = runs.map((run) => {
    const head = `${run.job}  run ${run.runId}  ${run.reason}, due ${time(run.scheduledFor)}`;
    const error = run.error ? cut(`  error: ${escapeControlCharacters(run.error)}`) : undefined;
    // Exit 0 is not "nothing to do": a reconcile without --fail-on-in-doubt exits 0 with invoices in doubt.
    const found = run.found ? describeReconcileFindings(run.found) : undefined;
    const lines = [endLine(run, time), exitLine(run), found, madeLine(run)].filter((line) => line !== undefined);
    return [head, ...lines.map((line) => `  ${line}`)]
      .map(escapeControlCharacters)
      .concat(error ?? [])
      .join('\n');
  });
  // Named, also when local: a workbook's name beside these times carries the clock of the host that ran the job.
  return `Scheduled runs, newest first (times in ${listingZone(dateStyle)}):\n\n${blocks.join('\n\n')}\n`;
}

/** `reconcile: 3 ticks missed since its last recorded run` and, on a line of its own, when. */
export function describeMissedTicks(ticks: MissedTicks, dateStyle?: DateStyle): string {
  const count = `${ticks.atLeast ? 'at least ' : ''}${plural(ticks.count, 'tick')}`;
  const first = listingTime(ticks.first, dateStyle);
  const when = ticks.count === 1 ? first : `from ${first} to ${listingTime(ticks.last, dateStyle)}`;
  const job = escapeControlCharacters(ticks.job);
  return `${job}: ${count} missed since its last recorded run, taken by no scheduler\n  ${when}: is one running?`;
}
