/**
 * Short names of the targets a listing shows, so the rows of two companies in one journal can be
 * told apart at a glance: the host of a URL identity (`erp.beta.example`), `sandbox` for the
 * embedded sandbox; the whole identity when two listed targets would share a short name. Pure.
 */

function shortName(identity: string): string {
  if (identity.startsWith('sandbox:')) return 'sandbox';
  try {
    return new URL(identity).host || identity;
  } catch {
    // A target id a profile named (targetId) is short already.
    return identity;
  }
}

/** Each identity's short name, unique among `identities`. */
export function nameTargets(identities: Iterable<string>): Map<string, string> {
  const distinct = [...new Set(identities)];
  const shortCount = new Map<string, number>();
  for (const identity of distinct) shortCount.set(shortName(identity), (shortCount.get(shortName(identity)) ?? 0) + 1);
  return new Map(
    distinct.map((identity) => {
      const short = shortName(identity);
      return [identity, shortCount.get(short) === 1 ? short : identity];
    }),
  );
}
