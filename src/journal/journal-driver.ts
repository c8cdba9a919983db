/**
 * What a statement needs of a database, whichever holds the journal. Every statement is written
 * once, with `?` placeholders and camelCase aliases, over this; the drivers (sqlite/, postgres/)
 * translate. SQL that really differs per database lives beside its driver, named for why.
 */
export interface JournalDriver {
  /** Every row. */
  rows<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** The first row, if any. */
  row<T>(sql: string, params?: readonly unknown[]): Promise<T | undefined>;
  /** Rows changed (or returned, for a statement with RETURNING). */
  change(sql: string, params?: readonly unknown[]): Promise<number>;
  /**
   * The lease clock as SQL, for heartbeats: `?`, bound to the caller's time, on SQLite, whose
   * processes share one host's clock; the server's clock on PostgreSQL, shared by every host.
   */
  readonly clock: string;
  /** The parameters of `clock`: `[at]` or none. */
  clockParams(at: string): unknown[];
  /** What `LIMIT ?` takes for no limit: -1 on SQLite, NULL on PostgreSQL. */
  readonly noLimit: number | null;
}

/** `limit` as the driver's LIMIT takes it: a negative limit means no limit. */
export const limitOf = (driver: JournalDriver, limit: number): number | null => (limit < 0 ? driver.noLimit : limit);

/** The rows for which `fn`, one statement each, says true, in order: where a database runs one statement per row. */
export async function rowsWhere<T>(rows: readonly T[], fn: (row: T) => Promise<boolean>): Promise<T[]> {
  const kept: T[] = [];
  for (const row of rows) if (await fn(row)) kept.push(row);
  return kept;
}
