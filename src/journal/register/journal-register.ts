/**
 * The per-user register of which journals have posted to which finance systems: a small JSON file,
 * `{ "targets": { "<target identity>": ["<journal identity>", ...] } }`. It only warns of a second
 * journal; the journals themselves stay the record of what was posted. Reading or writing it never
 * throws: a register out of reach returns its problem, and the upload goes on without it.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Journal identities by target identity. */
export type JournalRegister = Record<string, string[]>;

/** What reading or writing the register gave: the register, or why it could not be used. */
export type RegisterRead =
  { register: JournalRegister; problem?: undefined } | { register?: undefined; problem: string };

const problemOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function isRegister(value: unknown): value is { targets: JournalRegister } {
  if (typeof value !== 'object' || value === null) return false;
  const targets = (value as { targets?: unknown }).targets;
  return (
    typeof targets === 'object' &&
    targets !== null &&
    Object.values(targets).every((list) => Array.isArray(list) && list.every((item) => typeof item === 'string'))
  );
}

/** The register at `file`; an empty one when the file does not exist yet. */
export function readJournalRegister(file: string): RegisterRead {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { register: {} };
    return { problem: problemOf(error) };
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (isRegister(parsed)) return { register: parsed.targets };
  } catch {
    // told below, as a register of another shape
  }
  return { problem: `${file}: not a register of journals this version can read` };
}

/**
 * Adds `journal` under `target` and writes the register whole (a new file renamed over the old, so a
 * reader never sees half of it); returns the problem when it could not be read or written.
 */
export function recordInJournalRegister(file: string, target: string, journal: string): string | undefined {
  const read = readJournalRegister(file);
  if (read.problem !== undefined) return read.problem;
  const known = read.register[target] ?? [];
  if (known.includes(journal)) return undefined;
  const targets = { ...read.register, [target]: [...known, journal] };
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(temporary, `${JSON.stringify({ targets }, null, 2)}\n`, { mode: 0o600 });
    renameSync(temporary, file);
    return undefined;
  } catch (error) {
    return problemOf(error);
  }
}
