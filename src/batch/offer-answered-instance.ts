/**
 * The instance ids an in-doubt invoice's stored answer names without proving them, offered for a
 * status read or a person to confirm, never recorded as they are: an E_INSTANCE_ID read from a cut
 * or unreadable answer's excerpt, and the ids a number may stand for (its leading zeros lost on the
 * way), and the instance a duplicate refusal named in words the profile's pattern does not read.
 * Only the number's spellings, when the answer said processed (E_RETCODE 0) for this very request, are
 * looked up by themselves: the id is this invoice's in one of two spellings. An id read from a cut
 * excerpt, or from a refusal naming an instance, may be another invoice's, and a status answer
 * carries no invoice number or amount to tell: a person confirms it with `--instance-id`.
 */
import { ResolveRefusedError } from './refuse-resolve.js';
import {
  GOT_NUMBER,
  MAX_INSTANCE_ID_DIGITS,
  numberCandidates,
  readNamedCandidates,
} from '../finance-api/read-instance-id.js';
import { PROCESSED_WITHOUT_ID } from '../finance-api/read-create-body.js';
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

/** What read-create-body.ts says of a processed answer whose E_INSTANCE_ID came as a number. */
const PROCESSED_NUMBER = `${PROCESSED_WITHOUT_ID}: ${GOT_NUMBER}`;

/** The spellings of an id the answer said processed as a number, to look up in turn; none otherwise. */
export function processedIdSpellings(details: readonly (string | null)[]): string[] {
  const spellings = details.flatMap((detail) =>
    (detail ?? '').includes(PROCESSED_NUMBER) ? readNamedCandidates(detail ?? '') : [],
  );
  return [...new Set(spellings)].filter((id) => !/^0+$/.test(id));
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
      if (!(error instanceof ResolveRefusedError)) throw error;
      if (error.refusal.kind !== 'instance-unknown') throw namingOthers(error, id, offered);
    }
  }
  throw new ResolveRefusedError(
    `its answer named ${offered.join(' or ')}, and the finance system shows none of them; say what it shows: the instance id it was created as, or that it was not created`,
    { kind: 'no-answer', offered: [...offered], shownNone: true },
  );
}

/** A refusal that stopped the search at `id` (another invoice's data), naming the other spelling for a person to confirm. */
function namingOthers(error: ResolveRefusedError, id: string, offered: readonly string[]): ResolveRefusedError {
  const others = offered.filter((other) => other !== id);
  if (others.length === 0) return error;
  return new ResolveRefusedError(
    `${error.message}; its answer also named ${others.join(' or ')}, not looked up: confirm it with --instance-id`,
    error.refusal,
  );
}
