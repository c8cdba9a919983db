/**
 * A 403 that Cloudflare's edge wrote itself: a challenge ("Just a moment...", with a
 * `cf-mitigated: challenge` header) or a firewall block page. The request never reached the
 * finance system, so its key was not checked; every request from here is blocked alike until the
 * site's owner lets this client through. An answer the origin wrote passes Cloudflare with the same
 * `cf-ray` header, so only an HTML page or the `cf-mitigated` header counts: the API answers JSON.
 * Azure API Management's address filter is read here too. Pure.
 */
import { jsonObjectOf } from './json-object-of.js';

/** True for an answer Cloudflare's edge wrote or passed on. */
export function fromCloudflare(headers: Headers): boolean {
  return headers.has('cf-ray') || /^cloudflare\b/i.test(headers.get('server') ?? '');
}

/** Words for a 403 Cloudflare's edge wrote itself, or undefined when the answer is not one. */
export function cloudflareBlock(answer: { status: number; headers: Headers }): string | undefined {
  if (answer.status !== 403 || !fromCloudflare(answer.headers)) return undefined;
  const mitigated = answer.headers.get('cf-mitigated');
  if (!mitigated && !/^text\/html\b/i.test(answer.headers.get('content-type') ?? '')) return undefined;
  const how = mitigated ? ` (cf-mitigated: ${mitigated.slice(0, 40)})` : '';
  return `Cloudflare blocked the request before it reached the finance system${how}; the API key was not checked`;
}

/**
 * Azure API Management's own 403 `{"statusCode":403,"message":"Forbidden"}`: what its ip-filter
 * policy answers a caller whose address it does not allow (other refusals of its policies say
 * more, its quota says "Out of call volume quota", read-gateway-quota.ts). Its subscription key
 * check answers 401 with words of its own, so this is no refusal of the key; every request from
 * this address is refused alike.
 */
export function apimAddressBlock(answer: { status: number; body: string }): string | undefined {
  if (answer.status !== 403) return undefined;
  const json = jsonObjectOf(answer.body);
  if (!json || json.statusCode !== 403 || json.message !== 'Forbidden' || Object.keys(json).length !== 2)
    return undefined;
  return `the gateway (Azure API Management) refused this machine's address, not the API key ("Forbidden", as its ip-filter policy answers); ask whoever runs the gateway to allow this machine's public address`;
}

/** The gateway that blocked the request before the finance system, and its words; undefined when none did. */
export function readGatewayBlock(answer: {
  status: number;
  headers: Headers;
  body: string;
}): { by: string; words: string } | undefined {
  const cloudflare = cloudflareBlock(answer);
  if (cloudflare) return { by: 'Cloudflare', words: cloudflare };
  const apim = apimAddressBlock(answer);
  return apim ? { by: 'Azure API Management', words: apim } : undefined;
}
