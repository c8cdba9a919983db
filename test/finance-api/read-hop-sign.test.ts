/** Which headers show another hop in front: Via, Envoy's upstream time, an attempt count above 1; none of the rest. */
import { describe, expect, it } from 'vitest';
import { readHopSign } from '../../src/finance-api/read-hop-sign.js';

describe('readHopSign', () => {
  it.each([
    [{ Via: '1.1 outer-proxy' }, 'via: 1.1 outer-proxy'],
    [{ via: 'kong/3.9.1' }, 'via: kong/3.9.1'],
    [{ 'x-envoy-upstream-service-time': '0' }, 'x-envoy-upstream-service-time: 0'],
    [{ 'x-envoy-attempt-count': '3' }, 'x-envoy-attempt-count: 3'],
    [{ 'x-envoy-attempt-count': 'two' }, 'x-envoy-attempt-count: two'],
    [{ 'x-envoy-attempt-count': '1' }, undefined],
    [{ Server: 'envoy', 'cache-control': 'no-cache', 'X-Content-Type-Options': 'nosniff' }, undefined],
    [{}, undefined],
  ] as const)('%o: %s', (headers, sign) => {
    expect(readHopSign(new Headers(headers))).toBe(sign);
  });
});
