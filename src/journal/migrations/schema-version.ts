import { ALL_MIGRATIONS } from './all-migrations.js';
import type { Migration } from './migration.js';

/**
 * The journal schema a build writes: the id of its last migration. Two builds sharing one journal
 * must write the same one, which the package version alone does not tell (it stays put between
 * releases while migrations are added).
 */
export function journalSchemaVersion(migrations: readonly Migration[] = ALL_MIGRATIONS): number {
  return Math.max(...migrations.map((migration) => migration.id));
}
