/**
 * The instance a duplicate refusal names in its own words when the profile's pattern reads none, and
 * how a journal detail keeps it: an id to offer a person for confirming, never recorded as it is. Pure.
 */
import { MAX_INSTANCE_ID_DIGITS } from './read-instance-id.js';

/** Read when the profile's pattern finds none: an id to offer for confirming, never recorded as it is. */
const NAMED_INSTANCE = new RegExp(`\\binstance (\\d{1,${MAX_INSTANCE_ID_DIGITS}})\\b`, 'i');
const NAMED_IN_REFUSAL = new RegExp(
  `the finance system named instance (\\d{1,${MAX_INSTANCE_ID_DIGITS}}) in its refusal`,
  'g',
);

/** The instance a duplicate message names in the usual words ("... as instance 0030000050"), unproven. */
export function readNamedInstance(message: string): string | undefined {
  const id = NAMED_INSTANCE.exec(message)?.[1];
  return id === undefined || /^0+$/.test(id) ? undefined : id;
}

/** A detail's words for that id: resolve reads them back (namedInRefusal) and looks the id up. */
export function namedInRefusalWords(instanceId: string): string {
  return `the finance system named instance ${instanceId} in its refusal`;
}

/** The ids a detail's namedInRefusalWords name. */
export function namedInRefusal(detail: string): string[] {
  return [...detail.matchAll(NAMED_IN_REFUSAL)].map((match) => match[1]!);
}
