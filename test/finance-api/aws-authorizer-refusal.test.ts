/**
 * AWS API Gateway's authorizer refusals are worded as what they are: the gateway's authorizer
 * refused the request before the finance system, so the key and the authorizer are what to check,
 * not a finance system the gateway had nowhere to forward to.
 */
import { describe, expect, it } from 'vitest';
import { faultFailure } from '../../src/finance-api/gateway-fault.js';
import { readGatewayRefusal } from '../../src/finance-api/read-gateway-refusal.js';

const KEY = 'sk-test-key-123';

// Bodies the gateway writes, or the API's owner set, around the error type that decides.
const BODIES = [
  '{"message":null}',
  '{"message": null}',
  '{"message":"Internal server error"}',
  '{"error":"auth down"}',
];
const TYPES = [
  'AuthorizerConfigurationException',
  'AuthorizerFailureException',
  'AuthorizerConfigurationException:http://internal.amazon.com/coral/',
];

describe('an AWS API Gateway authorizer refusal', () => {
  it.each(TYPES.flatMap((type) => BODIES.map((body) => ({ type, body }))))(
    'says the authorizer refused it: $type, $body',
    ({ type, body }) => {
      const answer = { status: 500, headers: new Headers({ 'x-amzn-ErrorType': type }), body };
      // What a create given up after its waits records (create-invoice.ts).
      const fault = readGatewayRefusal(answer);
      expect(fault?.kind).toBe('authorizer-refused');
      const { meaning } = faultFailure(answer, fault!, KEY, 3);
      expect(meaning).toContain(
        "the gateway's authorizer refused the request before the finance system (check the API key and the gateway's authorizer)",
      );
      expect(meaning).toContain(`x-amzn-ErrorType: ${type.split(':')[0]}`);
      expect(meaning).not.toContain('no finance system to forward');
    },
  );
});
