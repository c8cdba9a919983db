/**
 * Records a status answer as it comes, riding PostgreSQL connections cut under the insert (a proxy
 * or pooler that restarts, a link reset). A cut insert may have been committed: the journal is read
 * on a new connection (within the journal's wait, as every read) and the answer is inserted again
 * only when it is not there, so it is never recorded twice.
 */
import type { Journal } from '../journal/open-journal.js';
import { isConnectionCut } from '../journal/postgres/wait-for-server.js';
import type { StatusSeen } from '../journal/status-history.js';

/** Cuts of one insert in a row ridden before the check fails as the journal's: a link that keeps dropping is not coming back. */
const MOST_CUTS = 10;

export async function recordStatusSeen(journal: Journal, seen: StatusSeen): Promise<void> {
  for (let cuts = 1; ; cuts += 1) {
    try {
      await journal.statuses.insertStatusSeen(seen);
      return;
    } catch (error) {
      if (!isConnectionCut(error) || cuts >= MOST_CUTS) throw error;
      if (await journal.statuses.hasStatusSeen(seen)) return;
    }
  }
}
