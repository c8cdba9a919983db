/**
 * Where and how to reach the finance API, after settings are resolved. The key is held here
 * and nowhere else; `describeTarget` is what may be printed.
 */

import { maskUrlCredentials } from './mask-url-credentials.js';
import { normalizeTargetIdentity } from './target-identity.js';

/**
 * Bytes of one answer read at most. The API's answers are a few KB (an advertiser list perhaps a
 * few hundred KB); anything longer is not read, so a broken or hostile server cannot fill memory.
 */
/** The profile used when none is named; without a base URL it starts the local sandbox. */
export const DEFAULT_PROFILE_NAME = 'sandbox';

export const DEFAULT_MAX_ANSWER_BYTES = 8 * 1024 * 1024;

export interface RetryPolicy {
  /** Attempts in all for read-only calls (advertisers, status). @default 4 */
  attempts: number;
  /** Base delay of the exponential backoff in ms. @default 250 */
  baseDelayMs: number;
  /** Upper bound of one backoff delay, also for Retry-After of read-only calls. @default 10000 */
  maxDelayMs: number;
  /**
   * How long one invoice create may keep being throttled (429, or a gateway's own refusal: an Apigee fault, Kong's 503) and
   * sent again before it counts as failed, safe to post again. @default 300000
   */
  throttleBudgetMs?: number | undefined;
  /**
   * Take a proxy's own 503 (nginx, Envoy, HAProxy, Traefik, Kong) with no sign of another hop as
   * proof the create never reached the back-end; false keeps each in doubt, for a chain of proxies
   * that may retry unseen. @default true
   */
  trustProxyRefusals?: boolean | undefined;
  /**
   * Take nginx's stock 503 page, come within 1 s, as its limit_req or limit_conn refusal: not sent.
   * The same bytes come at once from an `error_page 502 = @x` ending in `return 503` after the
   * back-end reset a forwarded create, so by default the page leaves the create in doubt. @default false
   */
  trustNginxLimitReq?: boolean | undefined;
}

export interface ApiTarget {
  /** Base address without trailing slash, e.g. `https://api.example.com`. */
  baseUrl: string;
  erpSegment: string;
  appSegment: string;
  /** Environment segment of the invoice paths. @default 'qa' */
  envSegment: string;
  /** Value of the `api_key` header. Never printed, logged or written. */
  apiKey: string;
  /** Where the key came from, never the key: named when the finance system refuses it. @default undefined: the sandbox's own */
  apiKeySource?: string | undefined;
  /** Timeout of one attempt in ms. @default 30000 */
  timeoutMs: number;
  retry: RetryPolicy;
  /**
   * Gateway fault codes, beyond the Apigee ones gateway-fault.ts knows, that prove a request never
   * reached the back-end (the profile's `gateway.notProcessed`). @default []
   */
  gatewayNotProcessed?: readonly string[] | undefined;
  /** The gateway's limit on a request body (the profile's `gateway.maxRequestBytes`); a larger create is not sent. @default no limit */
  maxRequestBytes?: number | undefined;
  /** Bytes of one answer read at most. @default DEFAULT_MAX_ANSWER_BYTES (8 MiB) */
  maxAnswerBytes?: number | undefined;
  /** True when this is the local sandbox: outputs must say nothing reached a real finance system. */
  sandbox: boolean;
  /** Name of the profile, e.g. `sandbox` or `production`. */
  profile: string;
  /**
   * Stable identity of the finance system for the journal's business keys. For a real API it is
   * `targetKey(...)`; for the embedded sandbox (random port each run) it names the sandbox state folder.
   */
  identity: string;
  /**
   * The user states that this finance system shares no invoices with the journal's other targets,
   * so what they hold of a key does not stop an upload here. @default false
   */
  distinctTarget?: boolean | undefined;
  /** The proxy requests go through (settings/choose-proxy.ts). @default none: connected directly */
  proxy?: ProxyRoute | undefined;
}

/**
 * A printable description: profile and base URL, never the key. Only the sandbox the tool started
 * itself is called the local sandbox; a server named by its base URL on the default profile is
 * named "default profile", since the profile's name ("sandbox") would read as the local sandbox.
 */
export function describeTarget(target: Pick<ApiTarget, 'sandbox' | 'profile' | 'baseUrl' | 'proxy'>): string {
  // Settings refuse an address with credentials, but what is printed and recorded must not rely on that.
  const address = maskUrlCredentials(target.baseUrl);
  if (target.sandbox) return `local sandbox (${address}) - nothing reaches a real finance system`;
  const profile = target.profile === DEFAULT_PROFILE_NAME ? 'default profile' : target.profile;
  // Which proxy carried a run is part of what an operator checks when it went wrong.
  const proxy = target.proxy === undefined ? '' : ` through the proxy ${describeProxy(target.proxy)}`;
  return `${profile} (${address})${proxy}`;
}

/**
 * The identity of a remote finance system: invoices are unique per target, not globally. The
 * address and its segments as WHATWG writes them, so every spelling of one address is one target.
 */
export function targetKey(target: Pick<ApiTarget, 'baseUrl' | 'erpSegment' | 'appSegment' | 'envSegment'>): string {
  return normalizeTargetIdentity(`${target.baseUrl}/${target.erpSegment}/${target.appSegment}/${target.envSegment}`);
}

/** What `target`'s identity adds after its address (its segments), or undefined for an identity of another kind (a pinned `targetId`). */
export function targetSegments(target: Pick<ApiTarget, 'baseUrl' | 'identity'>): string | undefined {
  const address = normalizeTargetIdentity(target.baseUrl);
  return target.identity.startsWith(`${address}/`) ? target.identity.slice(address.length) : undefined;
}

/** The proxy a target is reached through. */
export interface ProxyRoute {
  /** The proxy's address, its user and password included: never printed, logged or written. */
  url: string;
  /** What named it: the variable (`https_proxy`, ...) or the profile's `proxy`. */
  source: string;
}

/** `proxy.example.com:3128 (from HTTPS_PROXY)`: the proxy as it may be printed, without user or password. */
export function describeProxy(route: ProxyRoute): string {
  const url = new URL(route.url);
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname}:${port} (from ${route.source})`;
}
