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
