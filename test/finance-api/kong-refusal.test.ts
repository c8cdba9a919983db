import { describe, expect, it } from 'vitest';
import { readKongRefusal } from '../../src/finance-api/kong-refusal.js';

const KONG_BODY = '{"message":"failure to get a peer from the ring-balancer"}';

function answer(status: number, headers: Record<string, string>, body: string, unread?: string) {
  return { status, headers: new Headers(headers), body, unread };
}

describe('readKongRefusal', () => {
  // What Kong writes itself, and what it (or another proxy) passes on from a back-end.
  const cases: [string, ReturnType<typeof answer>, boolean][] = [
    ['Kong, no upstream', answer(503, { Server: 'kong/3.9.1' }, KONG_BODY), true],
    ['Kong, name resolution', answer(503, { server: 'kong/2.8.0' }, '{"message":"name resolution failed"}'), true],
    ['Kong, with Retry-After', answer(503, { Server: 'kong/3.4.0', 'Retry-After': '1' }, KONG_BODY), true],
    [
      'proxied by Kong: upstream Server, Via kong',
      answer(503, { Server: 'openresty', Via: 'kong/3.9.1' }, KONG_BODY),
      false,
    ],
    ['proxied by Kong: no Server', answer(503, { Via: 'kong/3.9.1', 'Retry-After': '1' }, KONG_BODY), false],
    ['a back-end named kong without a version', answer(503, { Server: 'kong' }, KONG_BODY), false],
    ['Kong header, HTML body', answer(503, { Server: 'kong/3.9.1' }, '<html>Service unavailable</html>'), false],
    ['Kong header, JSON without message', answer(503, { Server: 'kong/3.9.1' }, '{"error":"busy"}'), false],
    ['Kong header, body not read', answer(503, { Server: 'kong/3.9.1' }, '', 'too long'), false],
    ['Kong, but 502', answer(502, { Server: 'kong/3.9.1' }, KONG_BODY), false],
    ['Kong, but 500', answer(500, { Server: 'kong/3.9.1' }, KONG_BODY), false],
    ['nginx limit_req page', answer(503, { Server: 'nginx' }, '<html><center>nginx</center></html>'), false],
    [
      'an AWS header alone',
      answer(503, { 'x-amzn-ErrorType': 'ServiceUnavailableException' }, '{"message":"busy"}'),
      false,
    ],
  ];

  it.each(cases)('%s', (_, given, refused) => {
    const fault = readKongRefusal(given);
    expect(fault !== undefined).toBe(refused);
    if (fault)
      expect(fault).toMatchObject({ kind: 'unavailable', errorcode: `Server: ${given.headers.get('server')}` });
  });
});
