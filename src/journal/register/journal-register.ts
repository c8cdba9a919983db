/**
 * The per-user register of which journals have posted to which finance systems: a small JSON file,
 * `{ "targets": { "<target identity>": ["<journal identity>", ...] } }`. The journals themselves stay
 * the record of what was posted; the register only names them, so that a second or a lost one is
 * seen. Reading it never throws: a register that cannot be read returns its problem.
 */
import { readFileSync } from 'node:fs';

/** Journal identities by target identity. */
export type JournalRegister = Record<string, string[]>;

/** What reading the register gave: the register, or why it could not be read. */
export type RegisterRead =
  { register: JournalRegister; problem?: undefined } | { register?: undefined; problem: string };

export const problemOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function isRegister(value: unknown): value is { targets: JournalRegister } {
  if (typeof value !== 'object' || value === null) return false;
  const targets = (value as { targets?: unknown }).targets;
  return (
    typeof targets === 'object' &&
    targets !== null &&
    Object.values(targets).every((list) => Array.isArray(list) && list.every((item) => typeof item === 'string'))
  );
}

/** The register at `file`; an empty one when there is none yet (no such file, or no such folder). */
export function readJournalRegister(file: string): RegisterRead {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return { register: {} };
    return { problem: problemOf(error) };
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (isRegister(parsed)) return { register: parsed.targets };
  } catch {
    // told below, as a register of another shape
  }
  return { problem: 'not a register of journals this version can read' };
}

/** The register with `journal` named under `target`; undefined when it is named there already. */
export function withJournal(register: JournalRegister, target: string, journal: string): JournalRegister | undefined {
  const known = register[target] ?? [];
  if (known.includes(journal)) return undefined;
  return { ...register, [target]: [...known, journal] };
}

/** The register file's text. */
export function registerText(register: JournalRegister): string {
  return `${JSON.stringify({ targets: register }, null, 2)}\n`;
}
