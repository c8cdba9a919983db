/**
 * AWS API Gateway's own 403 bodies, `{"message":"..."}`: they come from the gateway, not the
 * finance system, and they do not say the key was wrong. `Forbidden` is what its API-key check,
 * its WAF and its resource policy all answer (and a private API asked from outside);
 * `Missing Authentication Token` is its answer to a path or method it does not know.
 */

const KNOWN: Record<string, string> = {
  Forbidden:
    "AWS API Gateway's answer to a missing or unknown API key, a firewall (WAF) rule or a resource policy: check the key, then ask who runs the gateway",
  'Missing Authentication Token':
    "AWS API Gateway's answer to a path or method it does not know: check the base URL and the path segments",
};

/** What is known of a 403 with this body excerpt, or undefined when it is not AWS API Gateway's. */
export function describeAwsForbidden(excerpt: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(excerpt);
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null || Object.keys(body).length !== 1) return undefined;
  const message = (body as { message?: unknown }).message;
  if (typeof message !== 'string') return undefined;
  const known = KNOWN[message] ?? (message.startsWith('User: ') ? KNOWN.Forbidden : undefined);
  return known && `HTTP 403 ${JSON.stringify(message)}: ${known}`;
}
