/** One line of upload progress: counts per outcome, rate and time left. Pure. */
import type { UploadProgress } from '../batch/upload-progress.js';
import { formatDuration } from '../report/local-time.js';
import { OUTCOME_MEANINGS } from '../report/outcome-words.js';
import { SHOWN_WHEN_SOME } from '../report/count-outcomes.js';

export function formatProgress(progress: UploadProgress, now: number): string {
  const elapsed = Math.max(1, now - progress.startedAt);
  if (progress.phase === 'reading') {
    return `${progress.file}: reading, ${progress.total} invoices so far (${progress.counts.invalid} invalid)`;
  }
  const { counts } = progress;
  const percent = progress.total > 0 ? Math.floor((progress.done * 100) / progress.total) : 100;
  const rate = (progress.done * 1000) / elapsed;
  const left = rate > 0 ? ((progress.total - progress.done) * 1000) / rate : undefined;
  const parts = [`${progress.file}: ${progress.done}/${progress.total} (${percent}%)`];
  // The summary's words in its order; invalid ones were counted while reading, and none are sent.
  for (const { word } of OUTCOME_MEANINGS) {
    if (word === 'invalid' || (SHOWN_WHEN_SOME.includes(word) && counts[word] === 0)) continue;
    parts.push(`${word} ${counts[word]}`);
  }
  parts.push(`${rate.toFixed(rate < 10 ? 1 : 0)}/s`);
  if (left !== undefined && progress.done < progress.total) parts.push(`${formatDuration(left)} left`);
  return parts.join(', ');
}
