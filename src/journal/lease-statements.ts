/**
 * A lease is a row that says which process holds something, renewed by heartbeats: a job of which
 * one runs at a time (`job_leases`, by name) and a file the drop folder works on (`watch_claims`,
 * by path). Both tables have the same columns; their statements are written once, here.
 */
import type { JournalDriver } from './journal-driver.js';

export interface LeaseRow {
  host: string;
  pid: number;
  processToken: string;
  claimedAt: string;
  heartbeatAt: string;
}

export interface LeaseStatements<L extends LeaseRow> {
  find(key: string): Promise<L | undefined>;
  /** True when the lease was recorded; false when another process recorded one first. */
  insert(key: string, lease: LeaseRow): Promise<boolean>;
  /** Takes over the lease of a process that is gone; false when someone changed it meanwhile. */
  takeOver(key: string, lease: LeaseRow, previousToken: string): Promise<boolean>;
  touch(key: string, processToken: string, at: string): Promise<void>;
  delete(key: string, processToken: string): Promise<void>;
}

export function leaseStatements<L extends LeaseRow>(
  d: JournalDriver,
  table: 'job_leases' | 'watch_claims',
  key: 'name' | 'path',
): LeaseStatements<L> {
  const holder = (lease: LeaseRow) => [lease.host, lease.pid, lease.processToken, lease.claimedAt, lease.heartbeatAt];
  return {
    async find(name) {
      return d.row<L>(
        `SELECT ${key}, host, pid, process_token AS processToken, claimed_at AS claimedAt, heartbeat_at AS heartbeatAt
         FROM ${table} WHERE ${key} = ?`,
        [name],
      );
    },
    async insert(name, lease) {
      const sql = `INSERT INTO ${table} (${key}, host, pid, process_token, claimed_at, heartbeat_at)
         VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (${key}) DO NOTHING`;
      return (await d.change(sql, [name, ...holder(lease)])) === 1;
    },
    async takeOver(name, lease, previousToken) {
      const sql = `UPDATE ${table} SET host = ?, pid = ?, process_token = ?, claimed_at = ?, heartbeat_at = ?
         WHERE ${key} = ? AND process_token = ?`;
      return (await d.change(sql, [...holder(lease), name, previousToken])) === 1;
    },
    async touch(name, processToken, at) {
      await d.change(`UPDATE ${table} SET heartbeat_at = ? WHERE ${key} = ? AND process_token = ?`, [
        at,
        name,
        processToken,
      ]);
    },
    async delete(name, processToken) {
      await d.change(`DELETE FROM ${table} WHERE ${key} = ? AND process_token = ?`, [name, processToken]);
    },
  };
}
