/**
 * A 403 that Cloudflare's edge wrote itself: a challenge ("Just a moment...", with a
 * `cf-mitigated: challenge` header) or a firewall block page. The request never reached the
 * finance system, so its key was not checked; every request from here is blocked alike until the
 * site's owner lets this client through. An answer the origin wrote passes Cloudflare with the same
 * `cf-ray` header, so only an HTML page or the `cf-mitigated` header counts: the API answers JSON. Pure.
 */
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
