/**
 * The instance ids an in-doubt invoice's stored answer names without proving them, read back from
 * the journal's detail: an E_INSTANCE_ID read from a cut or unreadable answer's excerpt, the ids a
 * number may stand for (its leading zeros lost on the way), and the instance a duplicate refusal
 * named in words the profile's pattern does not read. Only a processed answer's number (E_RETCODE 0
 * for this very request) is this invoice's for sure, in one of its spellings. Pure.
 */
import { GOT_NUMBER, MAX_INSTANCE_ID_DIGITS, numberCandidates, readNamedCandidates } from './read-instance-id.js';
import { PROCESSED_WITHOUT_ID } from './read-create-body.js';
import { namedInRefusal } from './named-in-refusal.js';

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
 * What the journal holds of an in-doubt invoice's instance, which decides what a person is told:
 * `named`: a non-zero E_RETCODE named it (the row's instance id), and `processed-number`: a processed
 * answer gave it as a number: `resolve` looks either up by itself; `unproven`: read from a cut answer
 * or a refusal, to be confirmed with `--instance-id`; `none`: the answer named none.
 */
export type InDoubtIdKind = 'named' | 'processed-number' | 'unproven' | 'none';

export function inDoubtIdKind(row: { instanceId: string | null; detail: string | null }): InDoubtIdKind {
  if (row.instanceId) return 'named';
  if (processedIdSpellings([row.detail]).length > 0) return 'processed-number';
  return offerAnsweredInstances([row.detail]).length > 0 ? 'unproven' : 'none';
}
