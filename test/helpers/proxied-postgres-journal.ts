/**
 * A journal on a new database of the test file's PostgreSQL server, reached through a proxy that
 * cuts its connections when armed (drop-proxy.ts), for the tests of transactions cut before their
 * commit was known.
 */
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import { startDropProxy, throughProxy, type DropProxy, type DropWhen } from './drop-proxy.js';
import { testPostgresUrl } from './start-postgres.js';

// COMMIT as the client sends it alone (BEGIN's READ COMMITTED is followed by a space, not a NUL).
export const COMMIT = 'COMMIT\u0000';

/**
 * The three cuts of a transaction that sends `statement` (as the driver sends it on a connection that
 * has not prepared it yet), each as `proxy.arm` takes it: the answer to its COMMIT lost (committed),
 * the link cut before that COMMIT left, and the answer to `statement` lost (neither not committed).
 */
export const cutPoints = (statement: string): [mark: string, when: DropWhen, after: string | undefined][] => [
  [COMMIT, 'answer', statement],
  [COMMIT, 'before-sending', statement],
  [statement, 'answer', undefined],
];

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
