/**
 * Answers that gateways and proxies in front of an API write themselves, byte for byte as each
 * writes them (status, headers, content type, body), so that a test or a user can see how a client
 * takes each one. `forwarded` answers come after the request reached the back-end: the sandbox
 * books the create first, as the real back-end may have. What each proves is in
 * finance-api/nginx-refusal.ts, envoy-refusal.ts, haproxy-refusal.ts and traefik-refusal.ts.
 */
interface ProxyAnswer {
  /** `sandbox --help` words: who writes it and when. */
  describe: string;
  status: number;
  /** The status line's words, where the proxy writes its own. @default Node's for the status */
  statusText?: string;
  contentType: string;
  headers: Record<string, string>;
  body: string;
  /** The request reached the back-end before the answer was written. */
  forwarded: boolean;
  /** Written this long after the request, as after an upstream timeout. @default 0 */
  delayMs?: number;
  /**
   * A forward proxy's (forward-proxy-answers.ts): before forwarding, it answers every request and
   * CONNECT (play-proxy-upstream-down.ts); after, the first creates as the other answers. @default false
   */
  forwardProxy?: boolean;
  /** A quota counts every call of the key: status reads and the advertiser list get it too, not only creates. @default false */
  everyCall?: boolean;
}

import { FORWARD_PROXY_ANSWERS } from './forward-proxy-answers.js';

export const NGINX = 'nginx/1.27.3';
/** nginx's built-in 503 page: the same bytes whether limit_req wrote it or an error_page after an upstream failure. */
export const NGINX_503_PAGE =
  '<html>\r\n<head><title>503 Service Temporarily Unavailable</title></head>\r\n<body>\r\n' +
  `<center><h1>503 Service Temporarily Unavailable</h1></center>\r\n<hr><center>${NGINX}</center>\r\n</body>\r\n</html>\r\n`;
const ENVOY_RESET = 'upstream connect error or disconnect/reset before headers. ';

export const PROXY_ANSWERS = {
  ...FORWARD_PROXY_ANSWERS,
  'nginx-limit-req': {
    describe: "nginx's limit_req refusal (503, its own page), before forwarding",
    status: 503,
    contentType: 'text/html',
    headers: { Server: NGINX },
    body: NGINX_503_PAGE,
    forwarded: false,
  },
  'nginx-maintenance-after-timeout': {
    describe:
      "nginx's own 503 page from `error_page 502 504 = @maint` after the back-end did not answer within proxy_read_timeout (1.5 s)",
    status: 503,
    contentType: 'text/html',
    headers: { Server: NGINX },
    body: NGINX_503_PAGE,
    forwarded: true,
    delayMs: 1500,
  },
  'nginx-503-after-reset': {
    describe:
      "nginx's own 503 page at once from `error_page 502 = @busy` (`return 503` there) after the back-end reset the connection",
    status: 503,
    contentType: 'text/html',
    headers: { Server: NGINX },
    body: NGINX_503_PAGE,
    forwarded: true,
  },
  'envoy-connect-failure': {
    describe: "Envoy's 503 when the connection to the back-end failed, before forwarding",
    status: 503,
    contentType: 'text/plain',
    headers: { server: 'envoy' },
    body: `${ENVOY_RESET}reset reason: remote connection failure, transport failure reason: delayed connect error: 111`,
    forwarded: false,
  },
  'envoy-no-healthy-upstream': {
    describe: "Envoy's 503 when no host is healthy, before forwarding (a retry writes it too: in doubt)",
    status: 503,
    contentType: 'text/plain',
    headers: { server: 'envoy' },
    body: 'no healthy upstream',
    forwarded: false,
  },
  'envoy-connection-termination': {
    describe: "Envoy's 503 when the back-end closed the connection after the request was written",
    status: 503,
    contentType: 'text/plain',
    headers: { server: 'envoy' },
    body: `${ENVOY_RESET}reset reason: connection termination`,
    forwarded: true,
  },
  'envoy-upstream-timeout': {
    describe: "Envoy's 504 when the back-end did not answer in time",
    status: 504,
    contentType: 'text/plain',
    headers: { server: 'envoy' },
    body: 'upstream request timeout',
    forwarded: true,
  },
  'haproxy-no-server': {
    describe: "HAProxy's 503 when no server is available, before forwarding",
    status: 503,
    contentType: 'text/html',
    headers: { 'cache-control': 'no-cache' },
    body: '<html><body><h1>503 Service Unavailable</h1>\nNo server is available to handle this request.\n</body></html>\n',
    forwarded: false,
  },
  'traefik-no-server': {
    describe: "Traefik's 503 when its service has no available server, before forwarding",
    status: 503,
    contentType: 'text/plain; charset=utf-8',
    headers: { 'X-Content-Type-Options': 'nosniff' },
    body: 'no available server\n',
    forwarded: false,
  },
  'aws-throttled': {
    describe: "AWS API Gateway's 429 ThrottlingException, before forwarding",
    status: 429,
    contentType: 'application/json',
    headers: { 'x-amzn-ErrorType': 'ThrottlingException' },
    body: '{"message":"Too Many Requests"}',
    forwarded: false,
  },
  'aws-usage-plan-quota': {
    describe: "AWS API Gateway's 429 when the API key's usage plan quota is used up, before forwarding",
    status: 429,
    contentType: 'application/json',
    headers: { 'x-amzn-ErrorType': 'LimitExceededException' },
    body: '{"message":"Limit Exceeded"}',
    forwarded: false,
    everyCall: true,
  },
  'aws-endpoint-timeout': {
    describe: "AWS API Gateway's 504 when the integration did not answer in time",
    status: 504,
    contentType: 'application/json',
    headers: { 'x-amzn-ErrorType': 'InternalServerErrorException' },
    body: '{"message": "Endpoint request timed out"}',
    forwarded: true,
  },
  'aws-authorizer-error': {
    describe: "AWS API Gateway's 500 when its Lambda authorizer failed, before the integration is called",
    status: 500,
    contentType: 'application/json',
    headers: { 'x-amzn-ErrorType': 'AuthorizerConfigurationException' },
    body: '{"message":null}',
    forwarded: false,
  },
  'aws-internal-error': {
    describe:
      "AWS API Gateway's 500 Internal server error (a Lambda integration that failed after running writes it too)",
    status: 500,
    contentType: 'application/json',
    headers: { 'x-amzn-ErrorType': 'InternalServerErrorException' },
    body: '{"message": "Internal server error"}',
    forwarded: true,
  },
  'apim-internal-error': {
    describe:
      "Azure API Management's 500 for an unhandled error (an inbound policy writes the same words as a failed back-end call)",
    status: 500,
    contentType: 'application/json',
    headers: {},
    body: '{ "statusCode": 500, "message": "Internal server error", "activityId": "9f1c2b7e-3d4a-4c1e-9b0f-6a2d8e5c7f31" }',
    forwarded: true,
  },
  'kong-unexpected-error': {
    describe: "Kong's own 500 when a plugin failed (in whichever phase: before or after proxying alike)",
    status: 500,
    contentType: 'application/json; charset=utf-8',
    headers: { Server: 'kong/3.9.1' },
    body: '{\n  "message":"An unexpected error occurred",\n  "request_id":"4a1f0c6d2b7e5f3a9c8d1e0b"\n}',
    forwarded: true,
  },
  'apigee-javascript-failure': {
    describe: "Apigee's 500 when a JavaScript policy failed (the same in the request and the response flow)",
    status: 500,
    contentType: 'application/json',
    headers: {},
    body: '{"fault":{"faultstring":"Execution of CheckInvoice failed with error: Javascript runtime error: \\"TypeError: Cannot read property \\"total\\" from undefined. (check.js:4)\\"","detail":{"errorcode":"steps.javascript.ScriptExecutionFailed"}}}',
    forwarded: true,
  },
  'apim-rate-limit': {
    describe: "Azure API Management's rate-limit policy refusal (429 with Retry-After), before forwarding",
    status: 429,
    contentType: 'application/json',
    headers: { 'Retry-After': '1' },
    body: '{ "statusCode": 429, "message": "Rate limit is exceeded. Try again in 1 seconds." }',
    forwarded: false,
  },
  'apim-quota': {
    describe: "Azure API Management's quota policy refusal (403 with Retry-After), before forwarding",
    status: 403,
    contentType: 'application/json',
    headers: { 'Retry-After': '300' },
    body: '{ "statusCode": 403, "message": "Out of call volume quota. Quota will be replenished in 00:05:00." }',
    forwarded: false,
    everyCall: true,
  },
  'apim-ip-filter': {
    describe: "Azure API Management's ip-filter policy refusal of the caller's address (403), before forwarding",
    status: 403,
    contentType: 'application/json',
    headers: {},
    body: '{ "statusCode": 403, "message": "Forbidden" }',
    forwarded: false,
  },
} as const satisfies Record<string, ProxyAnswer>;

export type ProxyAnswerName = keyof typeof PROXY_ANSWERS;

export const PROXY_ANSWER_NAMES = Object.keys(PROXY_ANSWERS) as ProxyAnswerName[];

/**
 * Headers a second proxy in front adds when it passes the first one's answer on, after a retry of
 * its own: an attempt before may have reached the back-end, so the sandbox books the create first.
 */
export const PROXY_HOPS = {
  via: { describe: 'a proxy in front that names itself in Via', headers: { Via: '1.1 outer-proxy' } },
  'envoy-upstream-time': {
    describe: 'an Envoy in front (its upstream time)',
    headers: { 'x-envoy-upstream-service-time': '3012' },
  },
  'envoy-attempt-count': {
    describe: 'an Envoy in front that counted 3 attempts',
    headers: { 'x-envoy-attempt-count': '3' },
  },
  'istio-ingress': {
    describe: "Istio's ingress Envoy after its retries (all three headers)",
    headers: { Via: '1.1 outer-proxy', 'x-envoy-upstream-service-time': '3012', 'x-envoy-attempt-count': '3' },
  },
} as const satisfies Record<string, { describe: string; headers: Record<string, string> }>;

export type ProxyHopName = keyof typeof PROXY_HOPS;

export const PROXY_HOP_NAMES = Object.keys(PROXY_HOPS) as ProxyHopName[];

/** The answer as the sandbox injects it for a create (for any call, a quota's): an InjectedAnswer, unnamed here as sandbox-options.ts names this file's answers. */
export function proxyOwnAnswer(name: ProxyAnswerName, hop?: ProxyHopName) {
  const answer: ProxyAnswer = PROXY_ANSWERS[name];
  const { status, contentType, headers, body, forwarded, delayMs } = answer;
  const headerCopy: Record<string, string> = { ...headers, ...(hop ? PROXY_HOPS[hop].headers : {}) };
  const afterProcessing = forwarded || hop !== undefined;
  const route = answer.everyCall ? {} : { route: 'create' as const };
  return { status, contentType, headers: headerCopy, body, ...route, afterProcessing, delayMs };
}
