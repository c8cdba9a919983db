/**
 * The journal as every caller sees it, whatever database holds it: one async method per
 * statement, grouped by concern. The implementation of each group is chosen once, when the
 * journal opens (`openJournal`); callers never see SQL or a connection.
 */
import type { AdvertiserStatements } from './advertiser-cache.js';
import type { IndexStatements } from './index-statements.js';
import type { ListStatements } from './list-statements.js';
import type { ResolveStatements } from './resolve-statements.js';
import type { RunStatements } from './run-statements.js';
import type { ScheduleStatements } from './schedule-runs.js';
import type { SendStatements } from './send-statements.js';
import type { StageStatements } from './stage-statements.js';
import type { StatusStatements } from './status-history.js';
import type { WatchStatements } from './watch-files.js';

export interface JournalStatements {
  readonly runs: RunStatements;
  readonly stage: StageStatements;
  readonly send: SendStatements;
  readonly resolve: ResolveStatements;
  readonly lists: ListStatements;
  readonly statuses: StatusStatements;
  readonly advertisers: AdvertiserStatements;
  readonly schedule: ScheduleStatements;
  readonly watch: WatchStatements;
  readonly indexes: IndexStatements;
}

export type JournalBackend = 'sqlite' | 'postgres';

/** The copy of a SQLite journal made before migrations changed it: where, and the schema versions. */
export interface MigrationBackup {
  path: string;
  fromVersion: number;
  toVersion: number;
}

/**
 * A change in whether the journal's server answers, told once per change: out of reach (its
 * statements are waited for), answering again, or given up on after the whole wait.
 */
export type JournalReach =
  | { kind: 'lost'; reason: string }
  | { kind: 'back'; afterMs: number }
  | { kind: 'gave-up'; afterMs: number; reason: string };

export interface Journal extends JournalStatements {
  readonly backend: JournalBackend;
  /** Where the journal is, as users name it: the file path, or the URL without its password. */
  readonly location: string;
  /** The copy made when this open migrated a SQLite journal that held data; undefined otherwise. */
  readonly migrationBackup?: MigrationBackup | undefined;
  /**
   * Runs `fn` in one transaction, committed (durably) when the promise resolves and rolled back
   * when it rejects. Statements of the transaction go through `tx`; `fn` awaits nothing but them.
   */
  transaction<T>(fn: (tx: JournalStatements) => Promise<T>): Promise<T>;
  /**
   * Listens for the server going out of reach and coming back; returns the function that stops
   * listening. Only a journal that waits for its server has it (PostgreSQL): a SQLite file fails at once.
   */
  onReach?(listener: (reach: JournalReach) => void): () => void;
  close(): Promise<void>;
}
