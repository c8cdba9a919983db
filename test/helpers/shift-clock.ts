/**
 * A host's clock, for tests of leases between hosts whose clocks disagree: this process's Date,
 * shifted by an offset, while timers and the PostgreSQL server keep the real time.
 */
import pg from 'pg';
import { vi } from 'vitest';

export const MINUTE = 60_000;

/** This process's clock, `offsetMs` from the real one; `vi.useRealTimers()` puts it back. */
export function clockAt(offsetMs: number): void {
  // From the real time, not from the previous host's shifted one.
  vi.useRealTimers();
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + offsetMs });
}

/** The real time, ms, whatever `clockAt` did to Date: the server's clock on this machine. */
export function realNow(): number {
  return performance.timeOrigin + performance.now();
}

/** Waits `ms` of real time. */
export async function realDelay(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/** Sets the heartbeat of the rows `where` matches to `minutes` ago as the server counts (a holder that stopped beating). */
export async function ageHeartbeat(url: string, table: string, where: string, minutes: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `UPDATE ${table} SET heartbeat_at = to_char((clock_timestamp() - make_interval(mins => $1)) AT TIME ZONE 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') WHERE ${where}`,
      [minutes],
    );
  } finally {
    await client.end();
  }
}
