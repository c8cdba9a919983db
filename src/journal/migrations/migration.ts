/** One schema change of the journal. Ids are ordered and never reused; a migration is never edited once released. */
export interface Migration {
  /** Order of application; gaps are allowed (ids 100+ belong to later features). */
  id: number;
  /** Short kebab-case name, recorded in `schema_migrations`. */
  name: string;
  /** Statements run in one transaction, on a SQLite journal. */
  sql: string;
  /** The same change on a PostgreSQL journal. */
  postgres: string;
}
