/**
 * The journal as every caller sees it, whatever database holds it: one async method per
 * statement, grouped by concern. The implementation of each group is chosen once, when the
 * journal opens (`openJournal`); callers never see SQL or a connection.
 */
import type { AdvertiserStatements } from './advertiser-cache.js';
import type { IndexStatements } from './index-statements.js';
import type { ListStatements } from './list-statements.js';
import type { PeriodStatements } from './period-statements.js';
import type { ReconcileRunStatements } from './reconcile-runs.js';
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
  readonly period: PeriodStatements;
  readonly statuses: StatusStatements;
  readonly reconcileRuns: ReconcileRunStatements;
  readonly advertisers: AdvertiserStatements;
  readonly schedule: ScheduleStatements;
  readonly watch: WatchStatements;
  readonly indexes: IndexStatements;
}

export type JournalBackend = 'sqlite' | 'postgres';

/** A journal that holds a schema being brought to this version's: from which migration to which. */
export interface SchemaUpgrade {
  fromVersion: number;
  toVersion: number;
}

/** The copy of a SQLite journal made before migrations changed it: where, and the schema versions. */
export interface MigrationBackup extends SchemaUpgrade {
  path: string;
}

/**
 * A change in whether the journal takes statements, told once per change: out of reach (a
 * PostgreSQL server away) or locked (a SQLite file another process holds), its statements waited
 * for; taking them again; or given up on after the whole wait. `locked` tells the SQLite lock.
 */
export type JournalReach =
  /** `cut`: a connection cut under a transaction that is known not to have committed, the server answering. */
  | { kind: 'lost'; reason: string; cut?: boolean }
  | { kind: 'locked'; withinMs: number; reason?: string | undefined }
  | { kind: 'back'; afterMs: number; locked?: boolean }
  | { kind: 'gave-up'; afterMs: number; reason: string; locked?: boolean; cut?: boolean };

export interface TransactionOptions {
  /**
   * `fn` only reads: a SQLite journal then does not take the write lock, which another process may
   * hold; a repeatable one on PostgreSQL asks no transaction id and is run again after any cut. @default false
   */
  readOnly?: boolean | undefined;
  /**
   * `fn` may be run again: a PostgreSQL transaction whose connection was cut or ended by the server
   * before its commit was known is run again on a new connection, within the journal's wait, once it
   * is known not to have committed. `fn` must then change nothing but through `tx` until it returns.
   * @default false
   */
  repeatable?: boolean | undefined;
}

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
  transaction<T>(fn: (tx: JournalStatements) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Listens for the journal going out of reach (a PostgreSQL server) or being locked (a SQLite file)
   * and coming back; returns the function that stops listening.
   */
  onReach?(listener: (reach: JournalReach) => void): () => void;
  /**
   * A stop was asked (a signal): a server out of reach is no longer waited for, so that the answers
   * held in memory are saved at once rather than after the whole wait.
   */
  stopWaiting?(): void;
  close(): Promise<void>;
}
