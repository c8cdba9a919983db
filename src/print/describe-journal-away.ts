/**
 * What an upload stopped by its journal going out of reach (a PostgreSQL server away past the
 * journal wait, a full disk) prints on standard output: the outcomes the journal recorded of each
 * run before it went, as the progress counted them, and the command that lists what is in doubt
 * once it is back; or, when it went before anything was sent, that nothing is in doubt.
 * The error itself (standard error) lists the answers it could not record.
 */
import type { UploadProgress } from '../batch/upload-progress.js';
import { OUTCOME_MEANINGS } from '../report/outcome-words.js';
import { escapeControlCharacters } from '../terminal/escape-control-characters.js';

/** No request left and no answer is unrecorded: the journal went while the files were staged, or before the first request. */
function nothingSent(progress: ReadonlyMap<number, UploadProgress>, unrecorded: number): boolean {
  return (
    unrecorded === 0 && [...progress.values()].every((last) => last.requested === 0 && !last.sent && !last.inFlight)
  );
}

/**
 * `progress`: the last progress of each run, by run id; `unrecorded`: how many answers the journal
 * could not record.
 */
export function describeJournalAway(
  progress: ReadonlyMap<number, UploadProgress>,
  listInDoubtCommand: string,
  unrecorded: number,
): string {
  const runs = [...progress.values()].map((last) => {
    const counts = OUTCOME_MEANINGS.map(({ word }) => [word, last.counts[word]] as const)
      .filter(([, n]) => n > 0)
      .map(([word, n]) => `${word} ${n}`);
    const of = last.phase === 'sending' ? `${last.done} of ${last.total} invoices` : `${last.total} invoices read`;
    return `  ${escapeControlCharacters(last.file)} (run ${last.runId}): ${of}${counts.length > 0 ? `: ${counts.join(', ')}` : ''}`;
  });
  // A full disk at staging: the error said nothing was sent; in doubt would send the reader looking for nothing.
  if (nothingSent(progress, unrecorded))
    return [
      'Upload stopped before anything was sent: nothing is in doubt.',
      ...runs,
      'Once the journal can be written again (a full disk: free space there), upload the same files again.',
      '',
    ].join('\n');
  return [
    'Upload stopped: the journal went out of reach. Recorded before it went:',
    ...(runs.length > 0 ? runs : ['  nothing']),
    'Once the journal is back, list the invoices in doubt with:',
    `  ${listInDoubtCommand}`,
    '',
  ].join('\n');
}
