/**
 * The guard against a second journal for one finance system: a config without `journal:` (or a
 * relative `--journal`) used from another working folder opens a fresh journal there, which knows
 * nothing of what the first one posted and would send every invoice again. The per-user register
 * names the journals that have posted to each target; an upload through a journal with no runs for
 * its target is refused while another journal the register names for it still exists, and while one
 * it names is gone: removed or moved away, or a new empty file now where it was. A journal is named
 * there just before its first create is sent: one that never sent knows of nothing in the finance
 * system, and losing it loses nothing. A register that cannot be read stops the upload: taken as
 * empty, it would let a new journal send again what a lost one posted. Each journal has an identity
 * of its own, kept in the register with the highest run seen: another journal put in the place of one
 * that posted, an older copy, or a second copy in use are refused as well (judge-journal-identity.ts).
 */
import { existsSync, realpathSync } from 'node:fs';
import { dirname } from 'node:path';
import { UsageError } from '../errors.js';
import type { Journal } from '../journal/journal.js';
import { describeDeniedAccess } from '../journal/describe-denied-access.js';
import { isPostgresLocation } from '../journal/journal-location.js';
import { readJournalRegister, type RegisterRead, type SeenJournal } from '../journal/register/journal-register.js';
import { listSavedCopies } from '../journal/sqlite/guard-journal-file.js';
import { readJournalFileIdentity } from '../journal/sqlite/read-journal-file-identity.js';
import { describeIdentityRefusal, identityRefusalMessage } from './describe-identity-refusal.js';
import { judgeJournalIdentity, type IdentityRefusal, type JournalInHand } from './judge-journal-identity.js';
import { recordInJournalRegister } from './record-in-journal-register.js';
import { refuseOtherSpelling } from './refuse-other-spelling.js';

export interface JournalRegisterCheck {
  /** The register file, or undefined when no folder for it is known (no HOME). */
  registerFile: string | undefined;
  /** What the journal knows the finance system by (`targetIdentityOf`). */
  target: string;
  /** The journal's identity: its absolute file path, or its postgres:// URL without a password. */
  journal: string;
  /** True for the embedded sandbox: what it holds never reached a finance system. */
  sandbox: boolean;
  /** `--distinct-target`: this target is no other spelling of a registered one (possiblySameBackEnd). @default false */
  distinctTarget?: boolean;
  /** `--new-journal`: a separate journal is started on purpose. @default false */
  newJournal?: boolean;
  /** Shell words of `--journal <file>` for the message, e.g. quoted. */
  journalFlag: (journal: string) => string;
}

/**
 * Refuses (exit 2) before anything is sent when another journal has posted to the target and this one
 * has not, when one that posted is gone, and when the register cannot be read. Returns what to say
 * once on standard error when there is no register to check: it does not stop an upload.
 */
export async function checkJournalRegister(journal: Journal, check: JournalRegisterCheck): Promise<string | undefined> {
  if (check.sandbox) return undefined;
  if (check.registerFile === undefined)
    return 'no folder for the register of journals (HOME, XDG_STATE_HOME and INVOICE_BATCH_STATE_DIR are unset): a second journal for this finance system would not be noticed';
  const read = readRegisterOrRefuse(check.registerFile, check.target);
  const register = read.register;
  const hasRuns = await journal.runs.hasRunFor(check.target);
  // Named in the register only once it sent, so it had runs: none now means it was emptied or replaced.
  if (!hasRuns && (register[check.target] ?? []).includes(check.journal)) {
    if (!check.newJournal) throw new UsageError(emptiedJournalMessage(check));
    return takeKnowingly(
      journal,
      check,
      `the journal ${check.journal} had posted to ${check.target} but holds no run for it now; started afresh with --new-journal, invoices it posted before may be posted again unless the finance system refuses duplicates`,
    );
  }
  if (!check.newJournal && !hasRuns) {
    // A PostgreSQL journal is shared by design and cannot be looked at from here: taken as there.
    const others = (register[check.target] ?? []).filter(
      (other) => other !== check.journal && (isPostgresLocation(other) || existsSync(other)),
    );
    if (others.length > 0) {
      const other = others[others.length - 1]!;
      throw new UsageError(
        `the journal ${check.journal} has no runs for ${check.target}, but the journal ${other} has posted to it (${check.registerFile}): uploading through this one would send its invoices again. Use that journal (${check.journalFlag(other)}, or journal: in the config), or pass --new-journal to start a separate journal on purpose`,
      );
    }
    const lost = (register[check.target] ?? []).find(
      (other) => other !== check.journal && !isPostgresLocation(other) && !existsSync(other),
    );
    if (lost !== undefined) throw new UsageError(lostJournalMessage(check, lost));
    if (!check.distinctTarget) await refuseOtherSpelling({ ...check, registerFile: check.registerFile }, register);
  }
  if (!hasRuns) return undefined;
  const { inHand, refusal } = await judgeJournalInHand(journal, check, read.seen);
  if (refusal === undefined) return undefined;
  const words = { ...check, registerFile: check.registerFile };
  if (!check.newJournal) throw new UsageError(identityRefusalMessage(refusal, inHand, words, true));
  return takeKnowingly(
    journal,
    check,
    `${describeIdentityRefusal(refusal, inHand, words)}; taken knowingly with --new-journal: invoices posted before may be posted again unless the finance system refuses duplicates`,
  );
}

/**
 * A journal refused but taken with --new-journal is seen as it is now at once, not at its first
 * send: an upload that sends nothing (every invoice invalid or already created) would leave it
 * refused at the next upload. Returns `said`, with why the register could not take it.
 */
async function takeKnowingly(journal: Journal, check: JournalRegisterCheck, said: string): Promise<string> {
  const problem = await recordSendingJournal(journal, check);
  return problem === undefined ? said : `${said}; ${problem}`;
}

/** What the register is to compare: the journal's identity and its highest run of the target. */
async function journalInHand(journal: Journal, check: JournalRegisterCheck): Promise<JournalInHand> {
  return {
    journal: check.journal,
    id: await journal.runs.journalId(),
    highestRun: await journal.runs.highestRunFor(check.target),
    firstRun: await journal.runs.firstRun(),
  };
}

/** The journal in hand and, when it may not go on, why (judge-journal-identity.ts). */
async function judgeJournalInHand(
  journal: Journal,
  check: JournalRegisterCheck,
  seen: Extract<RegisterRead, { problem?: undefined }>['seen'],
): Promise<{ inHand: JournalInHand; refusal: IdentityRefusal | undefined }> {
  const inHand = await journalInHand(journal, check);
  const refusal = judgeJournalIdentity(inHand, seen[check.target], (path, seenThere) =>
    isCopyAt(path, seenThere, inHand),
  );
  return { inHand, refusal };
}

/**
 * Names the journal for the target in the register, before its first create is sent, with its
 * identity and highest run of the target. Returns what to say once on standard error when it could
 * not: the create goes all the same, as the journal records it whatever the register says.
 */
export async function recordSendingJournal(journal: Journal, check: JournalRegisterCheck): Promise<string | undefined> {
  if (check.sandbox || check.registerFile === undefined) return undefined;
  const inHand = await journalInHand(journal, check);
  const problem = await recordInJournalRegister(check.registerFile, check.target, check.journal, {
    id: inHand.id,
    highestRun: inHand.highestRun ?? 0,
    firstRun: inHand.firstRun,
    replace: check.newJournal,
  });
  return problem === undefined ? undefined : unusable(problem);
}

/**
 * Before a SQLite journal is created where none is: refuses (exit 2) when the register names a journal
 * at that very path for the target. It was removed or moved away, and a new empty one would not know
 * what it posted. Checked before the file is made, so that a second try is refused as well.
 */
export function refuseRecreatedJournal(check: JournalRegisterCheck): void {
  const { registerFile, journal } = check;
  if (check.sandbox || check.newJournal || registerFile === undefined || isPostgresLocation(journal)) return;
  if (existsSync(journal)) return;
  if ((readRegisterOrRefuse(registerFile, check.target).register[check.target] ?? []).includes(journal))
    throw new UsageError(lostJournalMessage(check, journal));
}

/**
 * For commands that read what uploads recorded (reconcile, history, journal, resolve): refuses (exit 2)
 * a journal the register names for the target that holds no run for it, emptied or replaced, whose
 * empty answers would read as nothing posted. With `identity` (reconcile, resolve, whose answers stand
 * for what was posted), a journal an upload refuses for its identity too (judge-journal-identity.ts). A
 * register that cannot be read is left to the upload.
 */
export async function refuseEmptiedJournal(
  journal: Journal,
  check: JournalRegisterCheck,
  identity = false,
): Promise<void> {
  if (check.sandbox || check.registerFile === undefined) return;
  const { registerFile } = check;
  const read = readJournalRegister(registerFile);
  if (read.problem !== undefined) return;
  const hasRuns = await journal.runs.hasRunFor(check.target);
  if (!hasRuns && (read.register[check.target] ?? []).includes(check.journal))
    throw new UsageError(emptiedJournalMessage(check));
  if (!identity || !hasRuns) return;
  const { inHand, refusal } = await judgeJournalInHand(journal, check, read.seen);
  if (refusal !== undefined)
    throw new UsageError(identityRefusalMessage(refusal, inHand, { ...check, registerFile }, false));
}

/** The register, or a refusal (exit 2) saying what to do with a file that is no register. */
function readRegisterOrRefuse(file: string, target: string): Extract<RegisterRead, { problem?: undefined }> {
  const read = readJournalRegister(file);
  if (read.problem === undefined) return read;
  if (read.denied !== undefined) throw new UsageError(deniedRegisterMessage(file, read.denied));
  throw new UsageError(
    `the register of journals ${file} cannot be read (${read.problem}): it names the journals that have posted to each finance system, and without it a new journal would not be seen to send again what a lost one posted. Nothing was sent: repair it or put back a copy (JSON: {"targets": {"<finance system>": ["<journal>", ...]}}), or, once you have checked that no journal but this one has posted to ${target}, move it away to start an empty register`,
  );
}

/** A register another user owns: whole, so the fix is to give it back, never to start an empty one. */
function deniedRegisterMessage(file: string, denied: string): string {
  const { why, fix, user, otherOwner } = describeDeniedAccess(denied, { paths: [dirname(file)], recursive: true });
  const cause = otherOwner ? ' (a command was run as another user, root perhaps)' : '';
  const repair = otherOwner ? `give it back with ${fix}` : `let its owner read it again with ${fix}`;
  return `the register of journals ${file} cannot be read: ${why}${cause}. The register is not damaged: keep it. Nothing was sent: ${repair}, and run admin commands as the service account (sudo -u ${user} invoice-batch ...)`;
}

/** A journal that posted to the target is gone: where to put it back from, or how to go on without it. */
function lostJournalMessage(check: JournalRegisterCheck, lost: string): string {
  const what =
    lost === check.journal
      ? `the journal ${lost} has posted to ${check.target} (${check.registerFile}), but it is no longer there: it was removed or moved away`
      : `the journal ${check.journal} has no runs for ${check.target}, and the journal ${lost} that has posted to it (${check.registerFile}) is no longer there`;
  const saved = listSavedCopies(lost);
  const back =
    saved.length > 0
      ? `put back as ${lost} the copy saved when it was removed (${saved.join(', ')}), the latest if there are several`
      : `put that journal back as ${lost}`;
  return `${what}; uploading now would send again every invoice it created. Nothing was sent: ${back}, or pass --new-journal to start a separate journal on purpose`;
}

/** A journal that posted is there but holds none of its runs: emptied, or another put in its place. */
function emptiedJournalMessage(check: JournalRegisterCheck): string {
  const saved = isPostgresLocation(check.journal) ? [] : listSavedCopies(check.journal);
  const back =
    saved.length > 0
      ? `put back as ${check.journal} the journal it was (a backup, or the copy saved when it was removed: ${saved.join(', ')})`
      : `put back the journal it was (from a backup${isPostgresLocation(check.journal) ? ' of the database' : ''})`;
  return `the journal ${check.journal} has posted to ${check.target} (${check.registerFile}), but it holds no run for it now: it was emptied or replaced (an empty file copied over it, its database dropped and created again); uploading now would send again every invoice it created. Nothing was sent: ${back}, or pass --new-journal to start afresh knowingly, after which invoices posted before may be posted again unless the finance system refuses duplicates`;
}

function unusable(problem: string): string {
  return `the register of journals could not be written (${problem}): a second journal for this finance system would not be noticed`;
}

/**
 * True when a copy of the journal in hand is at `path`, where the register saw `seenThere`: a file
 * that is not the file in hand (reached by a link, another spelling) with its identity, or with the
 * identity seen there when that journal's first run is the one in hand's (the journal in hand was
 * copied before journals had an identity and given its own when opened), or a file that cannot be
 * read now and may be it. Another journal there, or a file that is no journal, is no copy: the
 * journal in hand was moved.
 */
function isCopyAt(path: string, seenThere: SeenJournal, inHand: JournalInHand): boolean {
  const there = readJournalFileIdentity(path);
  if (there.kind === 'missing' || there.kind === 'not-journal') return false;
  const sameFirstRun = seenThere.firstRun !== undefined && seenThere.firstRun === inHand.firstRun;
  if (there.kind === 'journal' && there.id !== inHand.id && !(sameFirstRun && there.id === seenThere.id)) return false;
  try {
    return realpathSync(path) !== realpathSync(inHand.journal);
  } catch {
    return true;
  }
}
