/**
 * Whether a statement was refused for a row a unique index already holds: another session
 * recorded the same thing first (PostgreSQL 23505, unique_violation; SQLite's UNIQUE constraint).
 * The journal's statements pass the driver's error on, possibly as the cause of another.
 */
const UNIQUE_CODES = new Set(['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);

export function isUniqueViolation(error: unknown): boolean {
  for (let seen = error, depth = 0; seen instanceof Error && depth < 5; seen = seen.cause, depth += 1) {
    const code = (seen as { code?: unknown }).code;
    if (typeof code === 'string' && UNIQUE_CODES.has(code)) return true;
  }
  return false;
}
