/**
 * The per-user register of which journals have posted to which finance systems: a small JSON file,
 * `{ "targets": { "<target identity>": ["<journal identity>", ...] } }`, and beside it what was seen of
 * each journal, `journal-identities.json`: `{ "seen": { "<target identity>": { "<journal identity>":
 * { "id": "<journal id>", "highestRun": 12 } } } }`. The journals themselves stay the record of what
 * was posted; the register only names them, with the identity each journal was made with and the
 * highest run of the target it held when it last sent, so that a second, a lost, a replaced or an
 * older journal is seen. The identities have a file of their own because versions before them rewrite
 * the register with `targets` alone: a file they never write keeps what they do not know. A register
 * written by the first versions with identities holds `seen` itself: it is read as well, merged
 * with the file of identities so that neither loses what the other saw (mergeSeen). `seen` is absent
 * where no journal with an identity has sent: journals are then taken as they are and seen from their
 * next send on. Reading never throws: a register that cannot be read returns its problem.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isPermissionDenied } from '../describe-denied-access.js';

/** Journal identities by target identity. */
export type JournalRegister = Record<string, string[]>;

/** What the register last saw of one journal for one target. */
export interface SeenJournal {
  /** The journal's own random identity (journal_identity). */
  id: string;
  /** The highest run id of the target it held when it last sent. */
  highestRun: number;
  /**
   * Its first run (`<id>@<started_at>`): a copy taken before journals had an identity (the copy
   * kept before migration 118) is given another identity when it is opened, and is told by this.
   */
  firstRun?: string | undefined;
}

/** By target identity, then by journal identity (its path or URL). */
export type SeenJournals = Record<string, Record<string, SeenJournal>>;

/** What reading the register gave: the register, or why it could not be read. */
export type RegisterRead =
  | {
      register: JournalRegister;
      seen: SeenJournals;
      /** True when the register itself holds `seen`, as the first versions with identities wrote it. */
      legacySeen?: boolean;
      problem?: undefined;
    }
  | {
      register?: undefined;
      seen?: undefined;
      problem: string;
      /** The file this user may not read (EACCES, EPERM): whole, but another user's. @default undefined: damaged or unreadable */
      denied?: string | undefined;
    };

export const problemOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isSeenJournal(value: unknown): value is SeenJournal {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    Number.isSafeInteger(value.highestRun) &&
    (value.firstRun === undefined || typeof value.firstRun === 'string')
  );
}

function isRegister(value: unknown): value is { targets: JournalRegister; seen?: SeenJournals } {
  if (!isObject(value)) return false;
  const { targets, seen } = value;
  return (
    isObject(targets) &&
    Object.values(targets).every((list) => Array.isArray(list) && list.every((item) => typeof item === 'string')) &&
    (seen === undefined || isSeen(seen))
  );
}

/** The file of what was seen of each journal, beside the register `file`. */
export const seenFileOf = (file: string) => join(dirname(file), 'journal-identities.json');

/** The text at `file`; undefined when there is none yet (no such file, or no such folder). */
function readTextIfAny(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if (['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return undefined;
    throw error;
  }
}

function isSeen(value: unknown): value is SeenJournals {
  return (
    isObject(value) && Object.values(value).every((each) => isObject(each) && Object.values(each).every(isSeenJournal))
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The register at `file` and what was seen; an empty one when there is none yet. */
export function readJournalRegister(file: string): RegisterRead {
  const seenFile = seenFileOf(file);
  let text: string | undefined;
  let seenText: string | undefined;
  try {
    text = readTextIfAny(file);
    seenText = readTextIfAny(seenFile);
  } catch (error) {
    if (!isPermissionDenied(error)) return { problem: problemOf(error) };
    return { problem: problemOf(error), denied: (error as NodeJS.ErrnoException).path ?? file };
  }
  const parsed = text === undefined ? { targets: {} } : parseJson(text);
  if (!isRegister(parsed)) return { problem: 'not a register of journals this version can read' };
  const ownFile = seenText === undefined ? { seen: {} } : parseJson(seenText);
  if (!isObject(ownFile) || !isSeen(ownFile.seen))
    return { problem: `${seenFile}: not a file of journal identities this version can read` };
  return {
    register: parsed.targets,
    seen: mergeSeen(parsed.seen ?? {}, ownFile.seen),
    legacySeen: parsed.seen !== undefined,
  };
}

/**
 * The register's own `seen` and the file of identities, journal by journal, by the rule that loses
 * nothing. A journals.json holding `seen` was written by the first versions with identities after
 * this version last wrote it (this version leaves `seen` out), so where both name a journal:
 * - the same identity: the higher of the two highest runs (the older binary may have sent since the
 *   file of identities was written, or this one since), and a first run known in either;
 * - another identity: the register's own, which says what is at the path now (the older binary took
 *   another journal there with --new-journal after the file of identities was written).
 */
function mergeSeen(registers: SeenJournals, identities: SeenJournals): SeenJournals {
  const merged: SeenJournals = { ...identities };
  for (const [target, journals] of Object.entries(registers)) {
    const each: Record<string, SeenJournal> = { ...identities[target] };
    for (const [journal, theirs] of Object.entries(journals)) each[journal] = mergeOne(theirs, each[journal]);
    merged[target] = each;
  }
  return merged;
}

function mergeOne(registers: SeenJournal, identities: SeenJournal | undefined): SeenJournal {
  if (identities === undefined || identities.id !== registers.id) return registers;
  const firstRun = identities.firstRun ?? registers.firstRun;
  return {
    id: registers.id,
    highestRun: Math.max(registers.highestRun, identities.highestRun),
    ...(firstRun === undefined ? {} : { firstRun }),
  };
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
      ? { ...now, highestRun: Math.max(before.highestRun, now.highestRun) }
      : now;
  if (
    before !== undefined &&
    before.id === after.id &&
    before.highestRun === after.highestRun &&
    before.firstRun === after.firstRun
  )
    return undefined;
  return { ...seen, [target]: { ...seen[target], [journal]: after } };
}

/** The register file's text: the journals by target, as every version reads and writes it. */
export function registerText(register: JournalRegister): string {
  return `${JSON.stringify({ targets: register }, null, 2)}\n`;
}

/** The text of the file of identities. */
export function seenText(seen: SeenJournals): string {
  return `${JSON.stringify({ seen }, null, 2)}\n`;
}
