/**
 * Whether the journal at a path is the one the register of journals last saw there, by the identity
 * each journal is made with and the highest run of the target it held when it last sent. Pure: what
 * the journal and the register hold is read by the caller.
 *
 * - Another identity where a journal that posted was (another team's journal, a test copy, one made
 *   anew) knows nothing of what that one posted: `other`.
 * - The same identity with fewer runs than were seen of it at any path (a backup restored from
 *   before the last sends, also where the journal was moved from and sent from since): `older`; what
 *   it lacks would be posted again.
 * - The same identity at a path the register does not name for the target, while the path where it
 *   was seen still holds a copy of it (the same identity): two copies of one journal, each blind to
 *   what the other posts: `copy`, whatever runs it holds. The old path empty, or holding another journal or a file that is no
 *   journal, the journal was moved: it is the same journal, taken as it is. A journal
 *   moved to PostgreSQL by `migrate-journal` leaves its SQLite file behind as the move's backup
 *   (docs/operations.md says to keep it): the PostgreSQL journal in hand is the one that goes on.
 *   One file reached by two paths (a symbolic link) is no copy: `keptApart` says whether a copy of
 *   the journal in hand, another file than it, is at a path.
 * A PostgreSQL journal used from several hosts has one identity and only gains runs: it is never refused.
 * A copy taken before journals had an identity (the copy kept before migration 118, restored) is given
 * one of its own when opened: the same first run tells it is the journal at an older point, and it is
 * judged as any copy: a copy while the journal is still where it posted from, else by its runs. A
 * register that saw no first run (written before first runs were kept) judges by identity alone.
 */
import type { SeenJournal, SeenJournals } from '../journal/register/journal-register.js';
import { isPostgresLocation } from '../journal/journal-location.js';

/** What is known of the journal in hand. */
export interface JournalInHand {
  /** Its path or URL, as the register names journals. */
  journal: string;
  id: string;
  /** Its highest run of the target; undefined when it has none. */
  highestRun: number | undefined;
  /** Its first run, `<id>@<started_at>`; undefined when it has none. */
  firstRun?: string | undefined;
}

/**
 * The journal seen is the one in hand: the same identity, or the same first run where the identities
 * were made apart (a copy kept from before journals had one, given its own when it was opened).
 */
const isSameJournal = (each: SeenJournals[string][string], inHand: JournalInHand) =>
  each.id === inHand.id || (each.firstRun !== undefined && each.firstRun === inHand.firstRun);

export type IdentityRefusal =
  | { kind: 'other'; seenId: string }
  | { kind: 'older'; seenAt: string; seenRun: number }
  | { kind: 'copy'; seenAt: string };

/**
 * Undefined when the journal may go on; else why not.
 * @param seen what the register saw of each journal for the target
 * @param keptApart whether a copy of the journal in hand, another file than it, is at a path where
 * the register saw `seenThere`
 */
export function judgeJournalIdentity(
  inHand: JournalInHand,
  seen: SeenJournals[string] | undefined,
  keptApart: (path: string, seenThere: SeenJournal) => boolean,
): IdentityRefusal | undefined {
  const highest = inHand.highestRun ?? 0;
  const own = seen?.[inHand.journal];
  const elsewhere = Object.entries(seen ?? {}).filter(
    ([path, each]) => path !== inHand.journal && isSameJournal(each, inHand),
  );
  if (own !== undefined) {
    if (!isSameJournal(own, inHand)) return { kind: 'other', seenId: own.id };
    // Moved away, used there and put back: what it sent from the other path is seen there alone.
    const [seenAt, furthest] = [[inHand.journal, own] as const, ...elsewhere].reduce((best, each) =>
      each[1].highestRun > best[1].highestRun ? each : best,
    );
    if (highest < furthest.highestRun) return { kind: 'older', seenAt, seenRun: furthest.highestRun };
    return undefined;
  }
  // The journal still where it posted from tells a copy, however many runs the copy holds.
  const kept = isPostgresLocation(inHand.journal)
    ? undefined
    : elsewhere.find(([path, each]) => !isPostgresLocation(path) && keptApart(path, each));
  if (kept !== undefined) return { kind: 'copy', seenAt: kept[0] };
  const ahead = elsewhere.find(([, each]) => highest < each.highestRun);
  if (ahead !== undefined) return { kind: 'older', seenAt: ahead[0], seenRun: ahead[1].highestRun };
  return undefined;
}
