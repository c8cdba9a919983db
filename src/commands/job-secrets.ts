/** What a scheduled job's error lines must never show: the key and URL and proxy credentials it was given. */
import { secretsOf } from '../finance-api/scrub-server-text.js';
import type { Settings } from '../settings.js';

/** The settings' API key, base URL and proxy credentials, and the key of the environment, longest first. */
export function jobSecrets(settings: Settings, env: NodeJS.ProcessEnv): string[] {
  return [
    ...secretsOf({ apiKey: settings.api.apiKey ?? '', baseUrl: settings.api.baseUrl ?? '', proxy: settings.api.proxy }),
    ...(env.INVOICE_BATCH_API_KEY ? [env.INVOICE_BATCH_API_KEY] : []),
  ].sort((a, b) => b.length - a.length);
}
