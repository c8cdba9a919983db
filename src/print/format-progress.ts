/** One line of upload progress: counts per outcome, rate and time left. Pure. */
import type { UploadProgress } from '../batch/upload-progress.js';
import { formatDuration } from '../report/local-time.js';
import { OUTCOME_MEANINGS } from '../report/outcome-words.js';
import { SHOWN_WHEN_SOME } from '../report/count-outcomes.js';
import { plural } from '../invoice/format-count.js';

/** The line's pieces: where the upload is, the count of each outcome, and the pace. */
interface ProgressParts {
  file: string;
  position: string;
  counts: [word: string, count: number][];
  pace: string[];
}

function progressParts(progress: UploadProgress, now: number): ProgressParts {
  // The time paused is not sending time: counted, it would stretch the time left by the pause.
  const elapsed = Math.max(1, now - progress.startedAt - (progress.pausedMs ?? 0));
  const { counts } = progress;
  const percent = progress.total > 0 ? Math.floor((progress.done * 100) / progress.total) : 100;
  // Skipped invoices and those held back take no request: counted, a rerun's pace looks many times the API's.
  const rate = (progress.requested * 1000) / elapsed;
  const left = rate > 0 ? ((progress.total - progress.done) * 1000) / rate : undefined;
  const shown: [string, number][] = [];
  // Status calls have no outcome words: only the calls that failed, once there are some.
  if (progress.phase === 'checking' && counts.failed > 0) shown.push(['calls failed', counts.failed]);
  // The summary's words in its order; invalid ones were counted while reading, and none are sent.
  for (const { word } of progress.phase === 'checking' ? [] : OUTCOME_MEANINGS) {
    if (word === 'invalid' || (SHOWN_WHEN_SOME.includes(word) && counts[word] === 0)) continue;
    shown.push([word, counts[word]]);
  }
  const pace = [`${rate.toFixed(rate < 10 ? 1 : 0)}/s`];
  if (left !== undefined && progress.done < progress.total) pace.push(`${formatDuration(left)} left`);
  return { file: progress.file, position: `${progress.done}/${progress.total} (${percent}%)`, counts: shown, pace };
}

/** No answer for this long, ms, with answers awaited: the line says so, as the network may be dropping them. */
export const WAITING_SHOWN_AFTER_MS = 15_000;

/** Whether answers are awaited and none came for WAITING_SHOWN_AFTER_MS: the line then says so. */
export function isWaiting(progress: UploadProgress, now: number): boolean {
  const waitedMs = now - (progress.lastAnswerAt ?? progress.startedAt);
  return progress.phase === 'sending' && (progress.inFlight ?? 0) > 0 && waitedMs >= WAITING_SHOWN_AFTER_MS;
}

/** What the line adds while answers are awaited and none came for a while ('' otherwise). */
function waitingText(progress: UploadProgress, now: number): string {
  const inFlight = progress.inFlight ?? 0;
  const waitedMs = now - (progress.lastAnswerAt ?? progress.startedAt);
  if (!isWaiting(progress, now)) return '';
  const answers = plural(inFlight, 'answer');
  return `waiting on ${answers} for ${formatDuration(waitedMs)}; none is in doubt unless the run ends without its answer`;
}

const countText = ([word, count]: [string, number]): string => `${word} ${count}`;

/** A progress line as formatProgress writes it (`FILE: 9/50 (18%), ...`, `FILE: reading, ...`), reconcile's too. */
const PROGRESS_LINE = /^.*: (\d+\/\d+ \(\d+%\)(, |$)|reading, \d+ invoices so far \(\d+ invalid\)$)/;

/** Whether `line` is a progress line, not a message: a failed job's reason leaves these out. */
export const isProgressLine = (line: string): boolean => PROGRESS_LINE.test(line);

export function formatProgress(progress: UploadProgress, now: number): string {
  if (progress.phase === 'reading') {
    return `${progress.file}: reading, ${progress.total} invoices so far (${progress.counts.invalid} invalid)`;
  }
  const { file, position, counts, pace } = progressParts(progress, now);
  const waiting = waitingText(progress, now);
  return [`${file}: ${position}`, ...counts.map(countText), ...pace, ...(waiting ? [waiting] : [])].join(', ');
}

/**
 * The line as it fits in `room` characters: the pace goes first, then the file's name and the
 * counts of none, so the counts there are (the in-doubt one first) still show on a narrow terminal;
 * cut only when even they do not fit.
 */
export function formatProgressWithin(progress: UploadProgress, now: number, room: number): string {
  const full = formatProgress(progress, now);
  if (progress.phase === 'reading' || [...full].length <= room) return full;
  const { file, position, counts } = progressParts(progress, now);
  const withoutPace = [`${file}: ${position}`, ...counts.map(countText)].join(', ');
  if ([...withoutPace].length <= room) return withoutPace;
  // Narrower still: the counts there are, the in-doubt one (the one a clerk must act on) first.
  const some = counts.filter(([, count]) => count > 0);
  const ordered = [...some.filter(([word]) => word === 'in doubt'), ...some.filter(([word]) => word !== 'in doubt')];
  return [position, ...ordered.map(countText)].join(', ');
}
