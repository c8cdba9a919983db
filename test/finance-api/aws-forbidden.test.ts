import { describe, expect, it } from 'vitest';
import { createInvoice } from '../../src/finance-api/create-invoice.js';
import { HEALTHY, nextApiHealth } from '../../src/finance-api/watch-api-health.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { sampleInvoice } from '../sandbox/sample-invoice.js';

const amzn = { 'x-amzn-errortype': 'ForbiddenException', 'x-amzn-RequestId': '7f1c2a3b-0000-4d5e-8f90-123456789abc' };

describe("a 403 from AWS API Gateway's own answers", () => {
  it.each([
    ['{"message":"Forbidden"}', /not necessarily for the API key \(HTTP 403 "Forbidden": .*firewall \(WAF\)/],
    ['{"message":"Missing Authentication Token"}', /HTTP 403 "Missing Authentication Token": .*path segments/],
    [
      '{"Message":"User: anonymous is not authorized to perform: execute-api:Invoke on resource: arn:aws:execute-api:eu-west-1:123:abc/qa/POST/x"}',
      /^the finance API refused the API key \(HTTP 403/,
    ],
    [
      '{"message":"User: anonymous is not authorized to perform: execute-api:Invoke"}',
      /not necessarily for the API key \(HTTP 403 "User: anonymous/,
    ],
    [
      '{"httpCode":"403","httpMessage":"Forbidden","moreInformation":"inactive"}',
      /^the finance API refused the API key/,
    ],
  ])('%s stops the upload saying what is known', async (body, says) => {
    const sandbox = await startTestSandbox();
    sandbox.injectNext({ status: 403, body, headers: amzn, route: 'create' });
    const outcome = await createInvoice(sandbox.target(), sampleInvoice());
    expect(outcome).toMatchObject({ kind: 'http-error', status: 403 });
    expect(nextApiHealth(HEALTHY, outcome).halt).toMatch(says);
    expect(sandbox.instances()).toHaveLength(0);
  });
});
