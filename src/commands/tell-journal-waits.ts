/**
 * The long-running commands (`watch`, `schedule`) say once, a second into a wait, that their journal
 * is locked by another process (or, on PostgreSQL, out of reach) and how long they wait, as `upload`
 * does, and again when it takes statements again: the wait (`upload.journalWaitMs`) is otherwise a
 * silence of up to a minute. When the wait runs out, the step that waited fails with its own line.
 */
import { describeJournalReach } from '../batch/send/describe-journal-reach.js';
import type { Journal } from '../journal/open-journal.js';
import type { Log } from '../terminal/create-log.js';

/** Listens until the returned function is called. */
export function tellJournalWaits(journal: Journal, log: Pick<Log, 'info'>): () => void {
  return (
    journal.onReach?.((reach) => {
      if (reach.kind === 'gave-up') return;
      const event = reach.kind === 'back' ? 'journal wait over' : 'journal wait';
      log.info({ event, journal: journal.location }, describeJournalReach(reach, journal.location, undefined));
    }) ?? (() => undefined)
  );
}
