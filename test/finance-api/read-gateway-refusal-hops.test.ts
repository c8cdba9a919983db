/**
 * A proxy's own "not sent" 503 passed on by another hop in front, which may have retried after an
 * earlier attempt booked (Istio's ingress Envoy, Traefik's retry middleware, HAProxy `retry-on`):
 * in doubt and sent once, whatever its words and other headers; and every such 503 in doubt when
 * the profile does not trust proxies' refusals. Sent by the sandbox on a real loopback connection,
 * each create booked before the answer, as the back-end behind the chain may have.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createInvoice } from '../../src/finance-api/create-invoice.js';
import type { InjectedAnswer } from '../../src/sandbox/sandbox-options.js';
import { PROXY_HOP_NAMES, proxyOwnAnswer, type ProxyAnswerName } from '../../src/sandbox/proxy-own-answers.js';
import { kongNoUpstreamAnswer } from '../../src/sandbox/kong-gateway-answer.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { sampleInvoice } from '../sandbox/sample-invoice.js';

/** The proxies' own answers whose words, alone, say the request never reached the back-end. */
const NOT_SENT_WORDS: readonly ProxyAnswerName[] = [
  'nginx-limit-req',
  'envoy-connect-failure',
  'haproxy-no-server',
  'traefik-no-server',
  'aws-authorizer-error',
];

const RETRY = { attempts: 2, baseDelayMs: 1, maxDelayMs: 1, throttleBudgetMs: 5000 };

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});

async function sendThrough(answer: InjectedAnswer, trustProxyRefusals?: boolean) {
  const before = sandbox.stats().createRequests;
  sandbox.injectNext({ ...answer, route: 'create', afterProcessing: true });
  const outcome = await createInvoice(sandbox.target({ retry: { ...RETRY, trustProxyRefusals } }), sampleInvoice());
  return { outcome, sent: sandbox.stats().createRequests - before };
}

describe('a proxy refusal passed on by another hop', () => {
  it.each(NOT_SENT_WORDS.flatMap((name) => PROXY_HOP_NAMES.map((hop) => [name, hop] as const)))(
    '%s through %s: in doubt, sent once',
    async (name, hop) => {
      const { outcome, sent } = await sendThrough(proxyOwnAnswer(name, hop));
      expect(outcome.kind).toBe('in-doubt');
      expect(sent).toBe(1);
    },
  );

  it('any such answer with Via or x-envoy-upstream-service-time, whatever its other headers: in doubt, sent once', async () => {
    const answers = fc.constantFrom<InjectedAnswer>(
      ...NOT_SENT_WORDS.map((name) => proxyOwnAnswer(name)),
      kongNoUpstreamAnswer(503, '1'),
    );
    const otherHeaders = fc.dictionary(
      fc.constantFrom(
        'Server',
        'Retry-After',
        'cache-control',
        'X-Content-Type-Options',
        'x-request-id',
        'x-envoy-attempt-count',
      ),
      fc.constantFrom('envoy', 'nginx/1.27.3', 'kong/3.9.1', '1', '0', 'no-cache', 'nosniff', 'abc-123'),
      { maxKeys: 4 },
    );
    const hopHeader = fc.record({
      name: fc.constantFrom('Via', 'via', 'x-envoy-upstream-service-time', 'X-Envoy-Upstream-Service-Time'),
      value: fc.constantFrom(
        '1.1 outer-proxy',
        '1.0 fred, 1.1 p.example.net',
        'HTTP/1.1 gw',
        '0',
        '3012',
        'kong/3.9.1',
      ),
    });
    await fc.assert(
      fc.asyncProperty(answers, otherHeaders, hopHeader, async (answer, others, hop) => {
        const headers = { ...answer.headers, ...others, [hop.name]: hop.value };
        const { outcome, sent } = await sendThrough({ ...answer, headers });
        expect(outcome.kind).toBe('in-doubt');
        expect(sent).toBe(1);
      }),
      { numRuns: 150 },
    );
  });

  it.each([...NOT_SENT_WORDS, 'kong' as const])(
    '%s with retry.trustProxyRefusals false: in doubt, sent once; with true (the default) not sent, sent again',
    async (name) => {
      const answer = name === 'kong' ? kongNoUpstreamAnswer(503, '1') : proxyOwnAnswer(name);
      const distrusted = await sendThrough(answer, false);
      expect(distrusted.outcome.kind).toBe('in-doubt');
      expect(distrusted.sent).toBe(1);
      // The same answer with no hop sign, trusted: the words prove it stayed out, so it goes again
      // (nginx's stock page only where the profile names it limit_req's).
      sandbox.injectNext({ ...answer, route: 'create' });
      const before = sandbox.stats().createRequests;
      const retry = { ...RETRY, trustNginxLimitReq: true };
      const trusted = await createInvoice(sandbox.target({ retry }), sampleInvoice());
      expect(trusted.kind).toBe('created');
      expect(sandbox.stats().createRequests - before).toBe(2);
    },
  );
});
