/**
 * A journal on a new database of the test file's PostgreSQL server, reached through a proxy that
 * cuts its connections when armed (drop-proxy.ts), for the tests of transactions cut before their
 * commit was known.
 */
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import { startDropProxy, throughProxy, type DropProxy } from './drop-proxy.js';
import { testPostgresUrl } from './start-postgres.js';

// COMMIT as the client sends it alone (BEGIN's READ COMMITTED is followed by a space, not a NUL).
export const COMMIT = 'COMMIT\u0000';

/** Runs `work` with the proxied journal, the database's own URL (not proxied) and the proxy; closes both after. */
export async function withProxiedJournal(
  work: (journal: Journal, url: string, proxy: DropProxy) => Promise<void>,
): Promise<void> {
  const url = await testPostgresUrl();
  const proxy = await startDropProxy(Number(new URL(url).port));
  const journal = await openJournal(throughProxy(url, proxy), { reconnectWithinMs: 10_000 });
  try {
    await work(journal, url, proxy);
  } finally {
    await journal.close().catch(() => undefined);
    await proxy.close();
  }
}
