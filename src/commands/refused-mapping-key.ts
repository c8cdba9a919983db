/**
 * The API key a mapping must not hold, for every command that reads a mapping to copy its texts
 * out or to call it fit to be: `template` writes its values and defaults into notes, and
 * `mapping check` says whether template (and upload) will take it. The sandbox's published key is
 * no secret, so a mapping naming it is not refused.
 */
import { SANDBOX_API_KEY, type Settings } from '../settings.js';

/** The configured key, or undefined when none is set or it is the sandbox's. */
export function refusedMappingKey(settings: Settings): string | undefined {
  return settings.api.apiKey === SANDBOX_API_KEY ? undefined : settings.api.apiKey;
}
