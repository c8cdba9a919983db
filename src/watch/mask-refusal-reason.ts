/**
 * A drop folder's refusal reason with its secrets masked, by the rule of where its text comes from.
 * The file's own text (its name, headers, cells, a mapping's message about it) gets the data rule
 * (scrub-data-text.ts): the key and a long password only, since a URL's user name (`acme`) is an
 * ordinary word in a file. A server's or the network's text gets the server rule, which also masks the
 * user name and a short password: it may quote the address it was sent to. Pure.
 */
import type { ApiTarget } from '../finance-api/api-target.js';
import { scrubServerText, secretsOf } from '../finance-api/scrub-server-text.js';
import { dataSecretsOf, withoutDataSecrets } from '../mapping/scrub-data-text.js';

/** Where a refusal's text comes from. */
export type ReasonSource = 'file' | 'server';

export function maskRefusalReason(
  reason: string,
  source: ReasonSource,
  target: Pick<ApiTarget, 'apiKey' | 'baseUrl'>,
): string {
  return source === 'server'
    ? scrubServerText(reason, secretsOf(target))
    : withoutDataSecrets(reason, dataSecretsOf(target));
}
