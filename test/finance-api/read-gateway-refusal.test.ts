/**
 * The 500 and 503 answers gateways and proxies write themselves, as each writes them, sent by the
 * sandbox on a real loopback connection: the ones whose words prove the request was never
 * forwarded are sent again (and the invoice is booked once); every other answer, the same words
 * written by the back-end included, stays in doubt and is not sent again.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createInvoice } from '../../src/finance-api/create-invoice.js';
import type { CreateOutcome } from '../../src/finance-api/call-outcome.js';
import type { InjectedAnswer } from '../../src/sandbox/sandbox-options.js';
import { PROXY_ANSWERS, PROXY_ANSWER_NAMES, proxyOwnAnswer } from '../../src/sandbox/proxy-own-answers.js';
import { gatewayFaultBody } from '../../src/sandbox/sandbox-gateway.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { sampleInvoice } from '../sandbox/sample-invoice.js';

const CRLF = '\r\n';
const nginxPage = (tail: string, body = '<body>', eol = CRLF) =>
  [
    '<html>',
    '<head><title>503 Service Temporarily Unavailable</title></head>',
    body,
    '<center><h1>503 Service Temporarily Unavailable</h1></center>',
    `<hr><center>${tail}</center>`,
    '</body>',
    '</html>',
    '',
  ].join(eol);
const ENVOY = 'upstream connect error or disconnect/reset before headers. ';
const HAPROXY_PAGE =
  '<html><body><h1>503 Service Unavailable</h1>\nNo server is available to handle this request.\n</body></html>\n';

/** `nginx limit`: in doubt by default, not sent where the profile says `retry.trustNginxLimitReq`. */
type Class = 'not sent' | 'in doubt' | 'nginx limit';
type Row = [string, InjectedAnswer, Class];
const html = (status: number, body: string, headers: Record<string, string> = {}): InjectedAnswer => ({
  status,
  body,
  contentType: 'text/html',
  headers,
});
const text = (status: number, body: string, headers: Record<string, string> = {}): InjectedAnswer => ({
  status,
  body,
  contentType: 'text/plain',
  headers,
});

const aws = (status: number, body: string, errorType?: string): InjectedAnswer => ({
  status,
  body,
  contentType: 'application/json',
  headers: errorType === undefined ? {} : { 'x-amzn-ErrorType': errorType },
});
/**
 * AWS API Gateway's own 500s: its authorizer runs before the integration, so an authorizer error
 * (named by the error type, whatever the body the API's owner set) was never forwarded; its other
 * 500s, and the same bodies without that type, may follow an integration that ran.
 */
const AWS_500_ROWS: Row[] = [
  ['AWS authorizer error, default body', aws(500, '{"message":null}', 'AuthorizerConfigurationException'), 'not sent'],
  ['AWS authorizer error, spaced body', aws(500, '{"message": null}', 'AuthorizerConfigurationException'), 'not sent'],
  [
    'AWS authorizer error, Internal server error body',
    aws(500, '{"message":"Internal server error"}', 'AuthorizerConfigurationException'),
    'not sent',
  ],
  [
    'AWS authorizer error, body rewritten by the owner',
    aws(500, '{"error":"auth backend down"}', 'AuthorizerConfigurationException'),
    'not sent',
  ],
  [
    'AWS authorizer error, type with a link after it',
    aws(500, '{"message":null}', 'AuthorizerConfigurationException:http://internal.amazon.com/coral/'),
    'not sent',
  ],
  ['AWS authorizer failure', aws(500, '{"message":"Internal server error"}', 'AuthorizerFailureException'), 'not sent'],
  [
    'AWS authorizer error whose status the owner changed to 503',
    aws(503, '{"message":null}', 'AuthorizerConfigurationException'),
    'in doubt',
  ],
  ['AWS 500 {"message":null} without an error type', aws(500, '{"message":null}'), 'in doubt'],
  [
    'AWS API configuration error (after a Lambda ran, or a mapping failed)',
    aws(500, '{"message": "Internal server error"}', 'InternalServerErrorException'),
    'in doubt',
  ],
  ['AWS DEFAULT_5XX without an error type', aws(500, '{"message": "Internal server error"}'), 'in doubt'],
  ['AWS 502 for a malformed Lambda proxy answer', aws(502, '{"message": "Internal server error"}'), 'in doubt'],
  [
    'AWS integration failure (504)',
    aws(504, '{"message": "Internal server error"}', 'InternalServerErrorException'),
    'in doubt',
  ],
  [
    'a back-end 500 naming an authorizer in its body',
    aws(500, '{"message":"AuthorizerConfigurationException"}'),
    'in doubt',
  ],
];

const APIM_500 = '{ "statusCode": 500, "message": "Internal server error", "activityId": "9f1c2b7e" }';
const KONG_500 = { Server: 'kong/3.9.1' };
/**
 * Own 500s that do not say whether the request was forwarded: Azure API Management's default body
 * is the same for an inbound policy error and a back-end call that failed, and Kong's is the same
 * for a plugin that failed before proxying and one that failed on the upstream's answer.
 */
const UNPLACED_500_ROWS: Row[] = [
  ['Azure API Management, inbound policy error', { status: 500, body: APIM_500 }, 'in doubt'],
  [
    'Azure API Management, backend error with its content type',
    { status: 500, body: APIM_500, contentType: 'application/json; charset=utf-8' },
    'in doubt',
  ],
  [
    "Azure API Management, an owner's on-error body naming the inbound section",
    { status: 500, body: '{ "statusCode": 500, "section": "inbound", "source": "set-body" }' },
    'in doubt',
  ],
  [
    'Kong, unexpected error',
    { status: 500, body: '{"message":"An unexpected error occurred"}', headers: KONG_500 },
    'in doubt',
  ],
  [
    'Kong 3, unexpected error with its request id',
    {
      status: 500,
      body: '{\n  "message":"An unexpected error occurred",\n  "request_id":"4a1f0c6d"\n}',
      contentType: 'application/json; charset=utf-8',
      headers: KONG_500,
    },
    'in doubt',
  ],
  [
    "Kong passing on the upstream's 500",
    { status: 500, body: '{"message":"An unexpected error occurred"}', headers: { Via: 'kong/3.9.1' } },
    'in doubt',
  ],
];

const apigee = (faultstring: string, errorcode: string): InjectedAnswer => ({
  status: 500,
  body: gatewayFaultBody(faultstring, errorcode),
  contentType: 'application/json',
});
/** Apigee policy faults that a policy writes the same in the request and the response flow. */
const APIGEE_FLOW_500_ROWS: Row[] = [
  [
    'Apigee JavaScript policy failure',
    apigee(
      'Execution of CheckInvoice failed with error: Javascript runtime error: "TypeError: Cannot read property" (check.js:4)',
      'steps.javascript.ScriptExecutionFailed',
    ),
    'in doubt',
  ],
  [
    'Apigee ServiceCallout failure',
    apigee('Execution returned an error result', 'steps.servicecallout.ExecutionFailed'),
    'in doubt',
  ],
  [
    'Apigee JavaCallout failure',
    apigee('Execution returned an error result', 'flow.execution.ExecutionReturnedFailure'),
    'in doubt',
  ],
  [
    'Apigee spike arrest (500 on Edge)',
    apigee('Spike arrest violation. Allowed rate : 10ps', 'policies.ratelimit.SpikeArrestViolation'),
    'not sent',
  ],
];

/** What the gateways write, as their sources and public pages show it, and what each proves. */
const WRITTEN: Row[] = [
  [
    'nginx limit_req, server_tokens on',
    html(503, nginxPage('nginx/1.27.3'), { Server: 'nginx/1.27.3' }),
    'nginx limit',
  ],
  ['nginx limit_conn, server_tokens off', html(503, nginxPage('nginx'), { Server: 'nginx' }), 'nginx limit'],
  ['nginx before 1.17 (bgcolor)', html(503, nginxPage('nginx/1.14.1', '<body bgcolor="white">')), 'nginx limit'],
  ['OpenResty (APISIX limit-count)', html(503, nginxPage('openresty')), 'nginx limit'],
  ['nginx page with LF line ends', html(503, nginxPage('nginx', '<body>', '\n')), 'nginx limit'],
  [
    'nginx page from error_page after an upstream timeout (1.5 s), the create booked',
    { ...html(503, nginxPage('nginx/1.27.3'), { Server: 'nginx/1.27.3' }), afterProcessing: true, delayMs: 1500 },
    'in doubt',
  ],
  [
    'nginx 502 page',
    html(502, nginxPage('nginx').replaceAll('503 Service Temporarily Unavailable', '502 Bad Gateway')),
    'in doubt',
  ],
  [
    'nginx 503 page named by a custom error page',
    html(503, '<html><body>Down for maintenance</body></html>'),
    'in doubt',
  ],
  ['Envoy, connection failure (before 1.20)', text(503, `${ENVOY}reset reason: connection failure`), 'not sent'],
  [
    'Envoy, remote connection failure with its transport reason',
    text(503, `${ENVOY}reset reason: remote connection failure, transport failure reason: delayed connect error: 111`),
    'not sent',
  ],
  ['Envoy, local connection failure', text(503, `${ENVOY}reset reason: local connection failure`), 'not sent'],
  ['Envoy, connect timeout', text(503, `${ENVOY}reset reason: connection timeout`), 'not sent'],
  [
    'Envoy, circuit breaker overflow',
    text(503, `${ENVOY}reset reason: overflow`, { 'x-envoy-overloaded': 'true' }),
    'not sent',
  ],
  [
    'Envoy, retried, latest connection failure',
    text(
      503,
      `${ENVOY}retried and the latest reset reason: remote connection failure, transport failure reason: delayed connect error: 111`,
    ),
    'in doubt',
  ],
  ['Envoy, connection termination', text(503, `${ENVOY}reset reason: connection termination`), 'in doubt'],
  ['Envoy, remote reset', text(503, `${ENVOY}reset reason: remote reset`), 'in doubt'],
  ['Envoy, protocol error (502)', text(502, `${ENVOY}reset reason: protocol error`), 'in doubt'],
  ['Envoy, no healthy upstream (a retry writes it too)', text(503, 'no healthy upstream'), 'in doubt'],
  ['Envoy, upstream request timeout', text(504, 'upstream request timeout'), 'in doubt'],
  ['HAProxy, no server available', html(503, HAPROXY_PAGE, { 'cache-control': 'no-cache' }), 'not sent'],
  ['HAProxy, a custom errorfile', html(503, '<html><body>Sorry, we are down</body></html>'), 'in doubt'],
  [
    'Traefik, no available server',
    { status: 503, body: 'no available server\n', contentType: 'text/plain; charset=utf-8' },
    'not sent',
  ],
  [
    'Azure API Management, unhandled error (a backend connection failure or a timeout alike)',
    { status: 500, body: '{ "statusCode": 500, "message": "Internal server error", "activityId": "5b3c" }' },
    'in doubt',
  ],
  [
    'AWS API Gateway, endpoint request timed out',
    {
      status: 504,
      body: '{"message": "Endpoint request timed out"}',
      headers: { 'x-amzn-ErrorType': 'InternalServerErrorException' },
    },
    'in doubt',
  ],
  ...AWS_500_ROWS,
  ...UNPLACED_500_ROWS,
  ...APIGEE_FLOW_500_ROWS,
  [
    'AWS API Gateway, internal server error',
    {
      status: 500,
      body: '{"message": "Internal server error"}',
      headers: { 'x-amzn-ErrorType': 'InternalServerErrorException' },
    },
    'in doubt',
  ],
];

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});

/** Creates one invoice after `answer`; then the sandbox answers as usual. */
async function createAfter(
  answer: InjectedAnswer,
  trustNginxLimitReq?: boolean,
): Promise<{ outcome: CreateOutcome; posts: number; booked: number }> {
  const before = { posts: sandbox.stats().createRequests, booked: sandbox.instances().length };
  sandbox.injectNext({ ...answer, route: 'create' });
  const retry = { attempts: 2, baseDelayMs: 1, maxDelayMs: 1, throttleBudgetMs: 5000, trustNginxLimitReq };
  const target = sandbox.target({ retry });
  const outcome = await createInvoice(target, sampleInvoice());
  return {
    outcome,
    posts: sandbox.stats().createRequests - before.posts,
    booked: sandbox.instances().length - before.booked,
  };
}

function expectClass({ outcome, posts, booked }: Awaited<ReturnType<typeof createAfter>>, expected: Class) {
  if (expected === 'nginx limit') throw new Error('read nginx limit rows with nginxClass');
  if (expected === 'not sent') {
    // Refused before the finance system, sent again: one booking.
    expect(outcome.kind).toBe('created');
    expect(posts).toBe(2);
    expect(booked).toBe(1);
  } else {
    expect(outcome.kind).toBe('in-doubt');
    expect(posts).toBe(1);
  }
}

describe('a gateway answer of its own', () => {
  it.each(WRITTEN.map(([name, answer, expected]) => [name, expected, answer] as const))(
    '%s: %s',
    async (_, expected, answer) => {
      if (expected !== 'nginx limit') return expectClass(await createAfter(answer), expected);
      // The same bytes come at once after an upstream reset: proof only where the profile says limit_req wrote them.
      expectClass(await createAfter(answer), 'in doubt');
      expectClass(await createAfter(answer, true), 'not sent');
    },
  );

  // 429s and 403s (a quota, an address filter) are refusals, not sent and not sent again at once:
  // read-gateway-quota.test.ts and upload-gateway-quota-answers.test.ts.
  it.each(
    PROXY_ANSWER_NAMES.filter((name) => PROXY_ANSWERS[name].status !== 429 && PROXY_ANSWERS[name].status !== 403),
  )('as the sandbox writes it (%s): not sent only when not forwarded and proven so', async (name) => {
    // A forward proxy's own page is proof only where the client sent through that proxy (the
    // transport reads it: upload-through-proxy-upstream-down); from the API's own address, nothing
    // says which hop wrote it, so it stays in doubt. nginx's stock 503 is proof only where the
    // profile says its limit_req wrote it.
    const answer = PROXY_ANSWERS[name] as { forwardProxy?: boolean };
    const unproven = name === 'envoy-no-healthy-upstream' || name === 'nginx-limit-req' || answer.forwardProxy === true;
    const result = await createAfter(proxyOwnAnswer(name));
    expectClass(result, PROXY_ANSWERS[name].forwarded || unproven ? 'in doubt' : 'not sent');
  });
});
