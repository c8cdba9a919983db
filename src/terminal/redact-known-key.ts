/**
 * The API key given in the environment is known before any setting is read: every line the CLI
 * prints (messages, usage errors, results, logs) has it replaced by `***`, whatever input brought
 * it there (an argument that is the key, a config value, a path), by the rule that scrubs server
 * answers, so an encoded or partly shown key is found as well. A key read from a key file is known
 * once the settings are read, and is redacted the same way from then on.
 */
import { withoutApiKey } from '../mapping/api-key-problems.js';

/** A text as printed, every key known so far replaced; `learn` adds a key (one read from a key file). */
export interface KnownKeyRedaction {
  (text: string): string;
  learn(key: string | undefined): void;
}

/**
 * A text as printed: the key of `INVOICE_BATCH_API_KEY`, when set, and each key learnt since,
 * replaced by `***`.
 * @param publicKeys keys that are no secret: the embedded sandbox's, which its banner prints for
 * the user to copy, and which the environment holds while the user tries the sandbox out
 */
export function knownKeyRedaction(env: NodeJS.ProcessEnv, publicKeys: readonly string[] = []): KnownKeyRedaction {
  const keys: string[] = [];
  const learn = (given: string | undefined) => {
    const key = given?.trim();
    if (key && !publicKeys.includes(key) && !keys.includes(key)) keys.push(key);
  };
  learn(env.INVOICE_BATCH_API_KEY);
  const redact = (text: string) => keys.reduce((redacted, key) => withoutApiKey(redacted, key) ?? redacted, text);
  return Object.assign(redact, { learn });
}
