/**
 * Gateways' quota answers, as each writes them, told from their throttles and from a back-end's
 * own words: a quota stops the run, a throttle is waited out, anything else is left to the status.
 */
import { describe, expect, it } from 'vitest';
import { readGatewayRefusal } from '../../src/finance-api/read-gateway-refusal.js';
import { describeGatewayFault, isQuotaFault } from '../../src/finance-api/gateway-fault.js';
import { replenishedInMs } from '../../src/finance-api/read-gateway-quota.js';

const answer = (status: number, body: string, headers: Record<string, string> = {}) => ({
  status,
  body,
  headers: new Headers({ 'content-type': 'application/json', ...headers }),
});

describe('readGatewayRefusal of a quota answer', () => {
  it.each([
    // AWS API Gateway: the usage plan's quota, and (not a quota) its throttle.
    [429, '{"message":"Limit Exceeded"}', 'LimitExceededException', undefined],
    [429, '{"message":"Too Many Requests"}', undefined, undefined],
    // Azure API Management's quota and quota-by-key, calls or bandwidth.
    [
      403,
      '{ "statusCode": 403, "message": "Out of call volume quota. Quota will be replenished in 00:05:00." }',
      'Azure API Management quota',
      300_000,
    ],
    [
      403,
      '{"statusCode":403,"message":"Out of bandwidth quota. Quota will be replenished in 1.02:00:00."}',
      'Azure API Management quota',
      26 * 3_600_000,
    ],
    [403, '{"statusCode":403,"message":"Out of call volume quota."}', 'Azure API Management quota', undefined],
    // Its rate limit is a throttle; its ip-filter is no quota.
    [429, '{ "statusCode": 429, "message": "Rate limit is exceeded. Try again in 1 seconds." }', undefined, undefined],
    [403, '{ "statusCode": 403, "message": "Forbidden" }', undefined, undefined],
    // The same words in another status or another shape are the back-end's.
    [400, '{"message":"Limit Exceeded"}', undefined, undefined],
    [429, '{"message":"Limit Exceeded","E_RETCODE":4}', undefined, undefined],
    [403, '{"message":"Out of call volume quota."}', undefined, undefined],
    [403, 'Out of call volume quota', undefined, undefined],
  ])('%i %s: quota code %s, resets in %s ms', (status, body, code, resetsInMs) => {
    const fault = readGatewayRefusal(answer(status, body));
    expect(isQuotaFault(fault)).toBe(code !== undefined);
    if (code === undefined) return;
    expect(fault).toMatchObject({ kind: 'throttled', errorcode: code });
    expect(fault!.resetsInMs).toBe(resetsInMs);
    // The gateway's words are kept for the terminal.
    expect(describeGatewayFault(fault!, '')).toContain(
      `the gateway's quota is used up ("${fault!.faultstring}" (${code})), refused before the finance system`,
    );
  });

  it('reads a quota answer even behind another hop: the status alone already left it not sent', () => {
    const fault = readGatewayRefusal(answer(429, '{"message":"Limit Exceeded"}', { via: '1.1 outer' }), [], false);
    expect(isQuotaFault(fault)).toBe(true);
  });

  it.each([
    ['Quota will be replenished in 00:00:30.', 30_000],
    ['Quota will be replenished in 23:59:59.', 86_399_000],
    ['Quota will be replenished soon.', undefined],
  ])('replenishedInMs(%j) is %s', (message, ms) => {
    expect(replenishedInMs(message)).toBe(ms);
  });
});
