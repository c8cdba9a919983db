/**
 * The reason a failed job gives, for the scheduler's "job failed" log line: the last lines of its
 * standard error, where a command writes its message whether or not it was run with --json. A
 * single line is often a follow-up ("nothing more was sent") whose cause is the line above it. Pure.
 */
import { scrubServerText } from '../finance-api/scrub-server-text.js';
import { LOG_LINE_PREFIX } from '../terminal/stamp-log-line.js';
import { isProgressLine } from '../print/format-progress.js';
import { isSslModeNotice } from '../journal/postgres/map-ssl-mode.js';
import { isResumingReconcileLine } from '../print/resuming-reconcile-line.js';

/** Lines kept, at most. */
export const JOB_ERROR_LINES = 5;
/** Characters kept, at most: a log line stays one screen. */
export const JOB_ERROR_CHARS = 2000;

/**
 * The last non-empty lines of `stderrTail` but progress lines and the sslmode notice, secrets replaced by `***`, at most JOB_ERROR_LINES
 * lines and JOB_ERROR_CHARS characters (older lines dropped first); undefined when there are none.
 * `cut` says the tail lost its start, so its first line is partial and is dropped: it could hold
 * part of a secret that no longer matches.
 */
export function jobErrorLines(stderrTail: string, secrets: readonly string[], cut: boolean): string | undefined {
  // A progress line redrawn with \r shows its last state only.
  // A job's stderr is no terminal, so its lines come stamped; the scheduler's own line has the time.
  const lines = stderrTail
    .split('\n')
    .map((line) => (line.split('\r').pop() ?? '').trim().replace(LOG_LINE_PREFIX, ''));
  if (cut) lines.shift();
  // Progress (upload's files, reconcile's statuses checked), the journal URL's sslmode notice and reconcile's
  // note that it goes on with a stopped run are no reason.
  const kept = lines
    .filter((line) => line !== '' && !isProgressLine(line) && !isSslModeNotice(line) && !isResumingReconcileLine(line))
    .slice(-JOB_ERROR_LINES)
    .map((line) => scrubServerText(line, secrets));
  while (kept.length > 1 && kept.join('\n').length > JOB_ERROR_CHARS) kept.shift();
  if (kept.length === 0) return undefined;
  const text = kept.join('\n');
  return text.length > JOB_ERROR_CHARS ? `…${text.slice(-(JOB_ERROR_CHARS - 1))}` : text;
}
