/**
 * What an upload stopped by its journal going out of reach (a PostgreSQL server away past the
 * journal wait) prints on standard output: the outcomes the journal recorded of each run before it
 * went, as the progress counted them, and the command that lists what is in doubt once it is back.
 * The error itself (standard error) lists the answers it could not record.
 */
import type { UploadProgress } from '../batch/upload-progress.js';
import { OUTCOME_MEANINGS } from '../report/outcome-words.js';
import { escapeControlCharacters } from '../terminal/escape-control-characters.js';

/** `progress`: the last progress of each run, by run id. */
export function describeJournalAway(progress: ReadonlyMap<number, UploadProgress>, listInDoubtCommand: string): string {
  const runs = [...progress.values()].map((last) => {
    const counts = OUTCOME_MEANINGS.map(({ word }) => [word, last.counts[word]] as const)
      .filter(([, n]) => n > 0)
      .map(([word, n]) => `${word} ${n}`);
    const of = last.phase === 'sending' ? `${last.done} of ${last.total} invoices` : `${last.total} invoices read`;
    return `  ${escapeControlCharacters(last.file)} (run ${last.runId}): ${of}${counts.length > 0 ? `: ${counts.join(', ')}` : ''}`;
  });
  return [
    'Upload stopped: the journal went out of reach. Recorded before it went:',
    ...(runs.length > 0 ? runs : ['  nothing']),
    'Once the journal is back, list the invoices in doubt with:',
    `  ${listInDoubtCommand}`,
    '',
  ].join('\n');
}
