/**
 * Another process can migrate the journal between the look at its schema and the copy: that copy
 * is of the new schema, not the one its name says, and must not be named as the way back.
 */
import { rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { SCHEMA_MIGRATIONS_SQL } from '../migrations/migration.js';

/** True (and the copy removed) when the copy at `path` is not at schema `fromVersion`. */
export function removeCopyMigratedMeanwhile(path: string, fromVersion: number): boolean {
  const copy = new Database(path, { readonly: true });
  let ids: number[];
  try {
    ids = copy.prepare(SCHEMA_MIGRATIONS_SQL.applied).pluck().all() as number[];
  } finally {
    copy.close();
  }
  if (ids[ids.length - 1] === fromVersion) return false;
  rmSync(path, { force: true });
  return true;
}
