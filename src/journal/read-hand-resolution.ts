/**
 * Who recorded a created row by hand, read from the detail `resolve` (`resolved on ...`) or a
 * correction (`corrected on ...`) wrote: a later upload that skips the invoice names that person,
 * not an upload, as what created it in the journal.
 */
export interface HandResolution {
  /** `resolved` by `resolve --instance-id`, or `corrected` by `resolve --correct`. */
  how: 'resolved' | 'corrected';
  /** user@host as the journal kept it; undefined when it kept no name. */
  by?: string | undefined;
}

// `resolved on 2026-12-01 00:26 UTC by root@vm (in doubt since ...), checked ...: created as instance N`
const RESOLVED = /^resolved on \S+ \S+ UTC(?: by ([^\s,:()]+))?/;
// `corrected on 2026-12-01: created as instance N (was ...; by root@vm: the reason)`
const CORRECTED = /^corrected on [^:]+: [^(]*\(was .*?; by ([^\s:]+): /s;

/** How the row was settled by hand, or undefined for a row an upload's answer settled. */
export function readHandResolution(detail: string | null): HandResolution | undefined {
  if (detail === null) return undefined;
  const resolved = RESOLVED.exec(detail);
  if (resolved) return { how: 'resolved', by: resolved[1] };
  if (!detail.startsWith('corrected on ')) return undefined;
  return { how: 'corrected', by: CORRECTED.exec(detail)?.[1] };
}
