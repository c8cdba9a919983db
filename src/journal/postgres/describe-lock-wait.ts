/**
 * A statement of the journal that the server does not answer may be waiting for a lock another
 * session holds (a `LOCK TABLE invoices, runs IN ACCESS EXCLUSIVE MODE` by hand, a long migration):
 * the server is there, and says so. Asked on a connection of its own, since the waiting one is busy.
 */
import pg from 'pg';

/** What the session with backend `pid` waits for, when it waits for a lock; undefined otherwise or unknown. */
export type LockProbe = (pid: number) => Promise<string | undefined>;

/** How long the question may take: it must be answered before the first word, a second into the silence. */
const PROBE_WITHIN_MS = 400;

const LOCK_WAIT_SQL = `
  SELECT (SELECT string_agg(DISTINCT c.relname, ', ' ORDER BY c.relname)
            FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
           WHERE l.pid = a.pid AND NOT l.granted) AS tables,
         EXISTS (SELECT 1 FROM pg_locks l WHERE l.pid = a.pid AND NOT l.granted AND l.locktype = 'advisory') AS schema,
         pg_blocking_pids(a.pid) AS blockers
    FROM pg_stat_activity a
   WHERE a.pid = $1 AND a.wait_event_type = 'Lock'`;

export function lockProbeFor(config: pg.ClientConfig): LockProbe {
  return async (pid) => {
    const client = new pg.Client({
      ...config,
      connectionTimeoutMillis: PROBE_WITHIN_MS,
      query_timeout: PROBE_WITHIN_MS,
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      const found = await client.query<{ tables: string | null; schema: boolean; blockers: number[] }>(LOCK_WAIT_SQL, [
        pid,
      ]);
      const row = found.rows[0];
      if (!row) return undefined;
      const by = row.blockers.length > 0 ? ` (pid ${row.blockers.join(', ')})` : '';
      // The journal's only advisory lock is the one its opening takes to check or upgrade the schema.
      if (row.schema)
        return `waiting for the lock on the journal's schema that another session holds while it checks or upgrades it${by}`;
      return `waiting for a lock on ${row.tables ?? 'rows of the journal'} that another session holds${by}`;
    } catch {
      return undefined; // no answer either: told as a server that does not answer
    } finally {
      client.end().catch(() => undefined);
    }
  };
}
