/**
 * Any 500 to 504 (501 is failed by its status) that does not have the exact shape of a gateway's own refusal stays in doubt and
 * is sent once: the same words in a back-end's JSON, with other text around them, under another
 * status or content type, Envoy's words after a retry, and any headers a server may add. Sent by
 * the sandbox on a real loopback connection.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createInvoice } from '../../src/finance-api/create-invoice.js';
import type { InjectedAnswer } from '../../src/sandbox/sandbox-options.js';
import { PROXY_ANSWERS } from '../../src/sandbox/proxy-own-answers.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { sampleInvoice } from '../sandbox/sample-invoice.js';

const ENVOY = 'upstream connect error or disconnect/reset before headers. ';

/** Bodies that prove "never forwarded" at 503 with their own content type, and only so. */
const PROVEN: readonly { body: string; contentType: string }[] = [
  PROXY_ANSWERS['nginx-limit-req'],
  PROXY_ANSWERS['envoy-connect-failure'],
  { body: `${ENVOY}reset reason: overflow`, contentType: 'text/plain' },
  PROXY_ANSWERS['haproxy-no-server'],
  PROXY_ANSWERS['traefik-no-server'],
];

/** The gateways' words a back-end may write too, or that do not prove the request stayed out. */
const WORDS = fc.constantFrom(
  ...PROVEN.map((proven) => proven.body),
  'no healthy upstream',
  'upstream request timeout',
  `${ENVOY}retried and the latest reset reason: connection failure`,
  `${ENVOY}retried and the latest reset reason: overflow`,
  `${ENVOY}reset reason: connection termination`,
  `${ENVOY}reset reason: remote reset`,
  'Endpoint request timed out',
  'Internal server error',
  'failure to get a peer from the ring-balancer',
  'Rate limit is exceeded. Try again in 1 seconds.',
);

const CONTENT_TYPES = fc.constantFrom('application/json', 'text/html', 'text/plain', 'text/plain; charset=utf-8');

/** Headers gateways and back-ends add; none is a signature a back-end cannot write. */
const HEADERS = fc.dictionary(
  fc.constantFrom('Server', 'Via', 'x-envoy-upstream-service-time', 'x-amzn-ErrorType', 'Retry-After', 'cache-control'),
  fc.constantFrom(
    'nginx/1.27.3',
    'envoy',
    'istio-envoy',
    'kong',
    '1.1 varnish',
    'ThrottlingException',
    '0',
    'no-cache',
  ),
  { maxKeys: 4 },
);

/** The words written by a back-end: inside its JSON, or with text around them. */
const fromOrigin: fc.Arbitrary<InjectedAnswer> = fc
  .record({
    status: fc.integer({ min: 500, max: 504 }),
    words: WORDS,
    wrap: fc.constantFrom('message', 'error', 'detail', 'prefix', 'suffix'),
    extra: fc.string({ minLength: 1, maxLength: 20 }).filter((extra) => /\S/.test(extra) && !extra.startsWith(',')),
    contentType: CONTENT_TYPES,
    headers: HEADERS,
  })
  .map(({ status, words, wrap, extra, contentType, headers }) => {
    const body =
      wrap === 'prefix'
        ? `${extra}${words}`
        : wrap === 'suffix'
          ? `${words.trimEnd()}\n${extra}`
          : JSON.stringify({ [wrap]: words, status });
    return { status, body, contentType, headers };
  });

/** A proven body under another status, or at 503 under another content type. */
const misplaced: fc.Arbitrary<InjectedAnswer> = fc
  .record({
    proven: fc.constantFrom(...PROVEN),
    status: fc.constantFrom(500, 501, 502, 504),
    at503: fc.boolean(),
    headers: HEADERS,
  })
  .map(({ proven, status, at503, headers }) => ({
    status: at503 ? 503 : status,
    body: proven.body,
    contentType: at503
      ? proven.contentType.startsWith('text/html')
        ? 'text/plain'
        : 'application/json'
      : proven.contentType,
    headers,
  }));

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});

describe('a 500 to 504 not shaped as a gateway refusal', () => {
  it('stays in doubt and is sent once, whatever its words, content type and headers', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fromOrigin, misplaced), async (answer) => {
        const before = sandbox.stats().createRequests;
        sandbox.injectNext({ ...answer, route: 'create', afterProcessing: true });
        const target = sandbox.target({
          retry: { attempts: 2, baseDelayMs: 1, maxDelayMs: 1, throttleBudgetMs: 5000 },
        });
        const outcome = await createInvoice(target, sampleInvoice());
        expect(sandbox.stats().createRequests - before).toBe(1);
        // 501 Not Implemented is the server's refusal of the method, failed by its status alone.
        expect(outcome.kind).toBe(answer.status === 501 ? 'http-error' : 'in-doubt');
        expect(outcome.kind === 'http-error' ? outcome.gatewayFault : undefined).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });
});
