/**
 * What settled a created row after its run, read from the detail `resolve` (`resolved on ...`) or a
 * correction (`corrected on ...`) wrote: a later upload that skips the invoice names that person,
 * reconcile or the finance system's saved answer, not an upload, as what created it in the journal.
 */
export interface HandResolution {
  /** `resolved` by `resolve`, `resolve --from` or reconcile, or `corrected` by `resolve --correct`. */
  how: 'resolved' | 'corrected';
  /** Who or what settled it; `unrecorded` when the detail kept no name (never guessed to be a person). */
  by: SettledBy;
}

export type SettledBy =
  | { kind: 'person'; name: string }
  | { kind: 'reconcile' }
  // `name`: who ran `resolve --from`; none in details written before it was recorded.
  | { kind: 'saved-answer'; name?: string }
  | { kind: 'unrecorded' };

/** The name reconcile records as who settled an in-doubt invoice (no person's name has no `@`). */
export const RECONCILE_NAME = 'reconcile';
/** Written by `resolve --from` after who ran it: the answer was the finance system's, saved by an upload. */
export const FROM_SAVED_ANSWER = "from the finance system's saved answer";

// `resolved on 2026-12-01 00:26 UTC by root@vm (in doubt since ...), checked ...: created as instance N`,
// `... UTC by a.schmidt (login root@vm) (in doubt since ...)...` when a person was named (resolve --by)
const RESOLVED = /^resolved on \S+ \S+ UTC(?: by ([^\s,:()]+)(?: \(login [^)]*\))?)?/;
// `corrected on 2026-12-01 06:35 UTC: created as instance N (was ...; by root@vm: the reason)` (the day
// alone before the time was kept), or `by a.schmidt (login root@vm): the reason` when a person was named (resolve --by)
const CORRECTED = /^corrected on [^\s:]+(?: \d\d:\d\d UTC)?: [^(]*\(was .*?; by ([^\s:]+)(?: \(login [^)]*\))?: /s;

function settledBy(name: string | undefined): SettledBy {
  if (name === undefined) return { kind: 'unrecorded' };
  return name === RECONCILE_NAME ? { kind: 'reconcile' } : { kind: 'person', name };
}

/** How the row was settled after its run, or undefined for a row an upload's answer settled. */
export function readHandResolution(detail: string | null): HandResolution | undefined {
  if (detail === null) return undefined;
  const resolved = RESOLVED.exec(detail);
  if (resolved) {
    // `resolve --from` before it said so wrote no name either: such a detail stays `unrecorded`.
    const saved = detail.startsWith(` ${FROM_SAVED_ANSWER}`, resolved[0].length);
    if (!saved) return { how: 'resolved', by: settledBy(resolved[1]) };
    return {
      how: 'resolved',
      by: { kind: 'saved-answer', ...(resolved[1] === undefined ? {} : { name: resolved[1] }) },
    };
  }
  if (!detail.startsWith('corrected on ')) return undefined;
  return { how: 'corrected', by: settledBy(CORRECTED.exec(detail)?.[1]) };
}
