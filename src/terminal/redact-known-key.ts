/**
 * The API key given in the environment is known before any setting is read: every line the CLI
 * prints (messages, usage errors, results, logs) has it replaced by `***`, whatever input brought
 * it there (an argument that is the key, a config value, a path), by the rule that scrubs server
 * answers, so an encoded or partly shown key is found as well.
 */
import { withoutApiKey } from '../mapping/api-key-problems.js';

/**
 * A text as printed: the key of `INVOICE_BATCH_API_KEY`, when set, replaced by `***`.
 * @param publicKeys keys that are no secret: the embedded sandbox's, which its banner prints for
 * the user to copy, and which the environment holds while the user tries the sandbox out
 */
export function knownKeyRedaction(
  env: NodeJS.ProcessEnv,
  publicKeys: readonly string[] = [],
): (text: string) => string {
  const key = env.INVOICE_BATCH_API_KEY?.trim();
  if (!key || publicKeys.includes(key)) return (text) => text;
  return (text) => withoutApiKey(text, key) ?? text;
}
