/**
 * A statement of the journal that the server does not answer may be waiting for a lock another
 * session holds (a `LOCK TABLE invoices, runs IN ACCESS EXCLUSIVE MODE` by hand, a long migration):
 * the server is there, and says so. Asked on a connection of its own, since the waiting one is busy.
 */
import pg from 'pg';

/**
 * What the session with backend `pid` waits for, when it waits for a lock (`string`); `false` when the
 * server answered that it waits for none; undefined when the question went unanswered within `withinMs`.
 */
export type LockProbe = (pid: number, withinMs: number) => Promise<string | false | undefined>;

/**
 * Told while the journal's schema lock is waited for and no probe can tell why: the probe's own
 * connection may be refused (a role's connection limit, max_connections reached) or slow.
 */
export const LOCK_OR_SILENCE =
  "another session may hold the lock on the journal's schema, or the server is not answering (no session could be asked which)";

const LOCK_WAIT_SQL = `
  SELECT (SELECT string_agg(DISTINCT c.relname, ', ' ORDER BY c.relname)
            FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
           WHERE l.pid = a.pid AND NOT l.granted) AS tables,
         EXISTS (SELECT 1 FROM pg_locks l WHERE l.pid = a.pid AND NOT l.granted AND l.locktype = 'advisory') AS schema,
         pg_blocking_pids(a.pid) AS blockers
    FROM pg_stat_activity a
   WHERE a.pid = $1 AND a.wait_event_type = 'Lock'`;

export function lockProbeFor(config: pg.ClientConfig): LockProbe {
  return async (pid, withinMs) => {
    const client = new pg.Client({ ...config, connectionTimeoutMillis: withinMs, query_timeout: withinMs });
    client.on('error', () => undefined);
    try {
      await client.connect();
      const found = await client.query<{ tables: string | null; schema: boolean; blockers: number[] }>(LOCK_WAIT_SQL, [
        pid,
      ]);
      const row = found.rows[0];
      if (!row) return false;
      const by = row.blockers.length > 0 ? ` (pid ${row.blockers.join(', ')})` : '';
      // The journal's only advisory lock is the one its opening takes to check or upgrade the schema.
      if (row.schema)
        return `waiting for the lock on the journal's schema that another session holds while it checks or upgrades it${by}`;
      return `waiting for a lock on ${row.tables ?? 'rows of the journal'} that another session holds${by}`;
    } catch {
      return undefined; // unanswered: the caller says what that may mean
    } finally {
      client.end().catch(() => undefined);
    }
  };
}
