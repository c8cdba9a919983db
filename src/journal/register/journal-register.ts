/**
 * The per-user register of which journals have posted to which finance systems: a small JSON file,
 * `{ "targets": { "<target identity>": ["<journal identity>", ...] }, "seen": { "<target identity>":
 * { "<journal identity>": { "id": "<journal id>", "highestRun": 12 } } } }`. The journals themselves
 * stay the record of what was posted; the register only names them, with the identity each journal
 * was made with and the highest run of the target it held when it last sent, so that a second, a
 * lost, a replaced or an older journal is seen. `seen` is absent from registers written before
 * journals had an identity: their journals are taken as they are and seen from their next send on.
 * Reading it never throws: a register that cannot be read returns its problem.
 */
import { readFileSync } from 'node:fs';

/** Journal identities by target identity. */
export type JournalRegister = Record<string, string[]>;

/** What the register last saw of one journal for one target. */
export interface SeenJournal {
  /** The journal's own random identity (journal_identity). */
  id: string;
  /** The highest run id of the target it held when it last sent. */
  highestRun: number;
}

/** By target identity, then by journal identity (its path or URL). */
export type SeenJournals = Record<string, Record<string, SeenJournal>>;

/** What reading the register gave: the register, or why it could not be read. */
export type RegisterRead =
  | { register: JournalRegister; seen: SeenJournals; problem?: undefined }
  | { register?: undefined; seen?: undefined; problem: string };

export const problemOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isSeenJournal(value: unknown): value is SeenJournal {
  return isObject(value) && typeof value.id === 'string' && Number.isSafeInteger(value.highestRun);
}

function isRegister(value: unknown): value is { targets: JournalRegister; seen?: SeenJournals } {
  if (!isObject(value)) return false;
  const { targets, seen } = value;
  return (
    isObject(targets) &&
    Object.values(targets).every((list) => Array.isArray(list) && list.every((item) => typeof item === 'string')) &&
    (seen === undefined ||
      (isObject(seen) &&
        Object.values(seen).every((each) => isObject(each) && Object.values(each).every(isSeenJournal))))
  );
}

/** The register at `file`; an empty one when there is none yet (no such file, or no such folder). */
export function readJournalRegister(file: string): RegisterRead {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return { register: {}, seen: {} };
    return { problem: problemOf(error) };
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (isRegister(parsed)) return { register: parsed.targets, seen: parsed.seen ?? {} };
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

/**
 * What is seen with `now` seen of `journal` for `target`; undefined when nothing changes. The highest
 * run only grows while the identity stays (two processes sending at once record in any order), unless
 * `replace`: a journal taken knowingly with --new-journal is seen as it is now.
 */
export function withSeen(
  seen: SeenJournals,
  target: string,
  journal: string,
  now: SeenJournal,
  replace = false,
): SeenJournals | undefined {
  const before = seen[target]?.[journal];
  const after =
    before !== undefined && before.id === now.id && !replace
      ? { id: now.id, highestRun: Math.max(before.highestRun, now.highestRun) }
      : now;
  if (before !== undefined && before.id === after.id && before.highestRun === after.highestRun) return undefined;
  return { ...seen, [target]: { ...seen[target], [journal]: after } };
}

/** The register file's text. */
export function registerText(register: JournalRegister, seen: SeenJournals): string {
  return `${JSON.stringify({ targets: register, seen }, null, 2)}\n`;
}
