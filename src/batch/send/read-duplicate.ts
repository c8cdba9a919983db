/** Whether a refusal's words are the profile's duplicate refusal, and the instance they name. Pure. */
import { MAX_INSTANCE_ID_DIGITS } from '../../finance-api/read-instance-id.js';

/** How the back-end words a duplicate, from the profile (settings.api). */
export interface DuplicateRules {
  /** Recognizes a duplicate rejection; case-insensitive. @default 'duplicate' */
  messagePattern: string;
  /** First group finds the existing instance id in a duplicate message; none configured: ids are not read. */
  instancePattern: string | undefined;
}

/** The instance id in a duplicate message, when the message is a duplicate and an id is found. */
export function readDuplicate(
  message: string,
  rules: DuplicateRules,
): { duplicate: boolean; instanceId: string | undefined } {
  if (!new RegExp(rules.messagePattern, 'i').test(message)) return { duplicate: false, instanceId: undefined };
  if (!rules.instancePattern) return { duplicate: true, instanceId: undefined };
  const found = new RegExp(rules.instancePattern, 'i').exec(message)?.[1];
  return {
    duplicate: true,
    instanceId: found && /^\d+$/.test(found) && found.length <= MAX_INSTANCE_ID_DIGITS ? found : undefined,
  };
}

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
