/**
 * The instance ids an in-doubt invoice's stored answer names without proving them, offered for a
 * status read or a person to confirm, never recorded as they are: an E_INSTANCE_ID read from a cut
 * or unreadable answer's excerpt, and the ids a number may stand for (its leading zeros lost on the
 * way), and the instance a duplicate refusal named in words the profile's pattern does not read.
 */
import { ResolveRefusedError } from './refuse-resolve.js';
import { MAX_INSTANCE_ID_DIGITS, numberCandidates, readNamedCandidates } from '../finance-api/read-instance-id.js';
import { namedInRefusal } from './send/read-duplicate.js';

// A quote may be escaped where the excerpt was kept inside quoted text.
const QUOTE = '\\\\?"';
const TEXT_ID = new RegExp(
  `${QUOTE}E_INSTANCE_ID${QUOTE}\\s*:\\s*${QUOTE}(\\d{1,${MAX_INSTANCE_ID_DIGITS}})${QUOTE}`,
  'g',
);
const NUMBER_ID = new RegExp(
  `${QUOTE}E_INSTANCE_ID${QUOTE}\\s*:\\s*(\\d{1,${MAX_INSTANCE_ID_DIGITS}})(?![\\d.eE])`,
  'g',
);

/** Ids to confirm, in the order to try them; none when the details name none (all zeros is no instance). */
export function offerAnsweredInstances(details: readonly (string | null)[]): string[] {
  const offered = details.flatMap((detail) => {
    const text = detail ?? '';
    return [
      ...[...text.matchAll(TEXT_ID)].map((match) => match[1]!),
      ...[...text.matchAll(NUMBER_ID)].flatMap((match) => numberCandidates(match[1]!)),
      ...readNamedCandidates(text),
      ...namedInRefusal(text),
    ];
  });
  return [...new Set(offered)].filter((id) => !/^0+$/.test(id));
}

/**
 * The first offered id the finance system shows for this invoice (`check` throws an instance-unknown
 * refusal for one it does not show, and any other refusal to stop). None shown: refused, nothing recorded.
 */
export async function firstShownInstance(
  offered: readonly string[],
  check: (id: string) => Promise<void>,
): Promise<string> {
  for (const id of offered) {
    try {
      await check(id);
      return id;
    } catch (error) {
      if (!(error instanceof ResolveRefusedError) || error.refusal.kind !== 'instance-unknown') throw error;
    }
  }
  throw new ResolveRefusedError(
    `its answer named ${offered.join(' or ')}, and the finance system shows none of them; say what it shows: the instance id it was created as, or that it was not created`,
    { kind: 'no-answer', offered: [...offered], shownNone: true },
  );
}
