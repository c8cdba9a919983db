/**
 * The space of answers a server can give to a create, as the sandbox sends them on a real
 * loopback connection: any status from 0 to 999 (and a four-digit one), with no body, an HTML
 * page, or JSON that says processed, refused or something else.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInvoice } from '../../src/finance-api/create-invoice.js';
import type { CreateOutcome } from '../../src/finance-api/call-outcome.js';
import type { InjectedAnswer } from '../../src/sandbox/sandbox-options.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { sampleInvoice } from '../sandbox/sample-invoice.js';

interface Body {
  text: string;
  /** E_RETCODE 0: the back-end says it processed the create. */
  processed: boolean;
  /** The instance id the body carries, when it is one. */
  instanceId?: string;
}

const digits = fc.stringMatching(/^[0-9]{1,20}$/);

const bodies: fc.Arbitrary<Body> = fc.oneof(
  fc.constant({ text: '', processed: false }),
  fc.constant({ text: '<html><body><h1>See Other</h1></body></html>', processed: false }),
  fc
    .record({ id: digits, asNumber: fc.boolean(), retcodeAsText: fc.boolean() })
    .map(({ id, asNumber, retcodeAsText }) => ({
      // A number with a leading zero is not JSON; such an id only comes as text.
      text: `{"E_RETCODE":${retcodeAsText ? '"0"' : '0'},"E_INSTANCE_ID":${asNumber && !id.startsWith('0') ? id : `"${id}"`},"E_MESSAGE":""}`,
      processed: true,
      // A number is not the id for certain (leading zeros may be lost): in doubt, never created.
      instanceId: asNumber && !id.startsWith('0') ? undefined : id,
    })),
  fc.constantFrom('""', '"pending"', 'null', '"12a"', '"-1"').map((id) => ({
    text: `{"E_RETCODE":0,"E_INSTANCE_ID":${id}}`,
    processed: true,
  })),
  fc.constant({ text: '{"E_RETCODE":0}', processed: true }),
  fc.integer({ min: 1, max: 99 }).map((retcode) => ({
    text: `{"E_RETCODE":${retcode},"E_INSTANCE_ID":"","E_MESSAGE":"Invalid invoice"}`,
    processed: false,
  })),
  fc.constant({ text: '{"httpCode":"400","httpMessage":"Bad Request"}', processed: false }),
);

const statuses = fc.oneof(
  fc.integer({ min: 100, max: 999 }),
  fc.constantFrom(0, 1, 42, 99, 1000),
  fc.constantFrom(200, 201, 202, 204, 205, 301, 302, 303, 307, 308, 400, 409, 422, 429, 500, 501, 503, 505, 600, 999),
);

/** A body reaches the client: not after a 1xx (an interim answer), a 204 or 304, nor a status line HTTP cannot parse. */
function bodyArrives(status: number): boolean {
  return status <= 999 && (status < 100 || status > 199) && status !== 204 && status !== 304;
}

let sandbox: TestSandbox;
let elsewhere: Server;
let elsewhereRequests = 0;
let elsewhereUrl: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  // Where the redirects point: a client that followed one would post the invoice here.
  elsewhere = createServer((_, response) => {
    elsewhereRequests += 1;
    response.end('{"E_RETCODE":0,"E_INSTANCE_ID":"9999999999"}');
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/create`;
});
afterAll(() => new Promise<void>((resolve) => elsewhere.close(() => resolve())));

async function createAgainst(answer: InjectedAnswer): Promise<{ outcome: CreateOutcome; posts: number }> {
  const before = sandbox.stats().createRequests;
  sandbox.injectNext({ ...answer, route: 'create' });
  // No throttle budget: a 429 or a gateway's signed refusal that does not say processed fails at once.
  const target = sandbox.target({
    timeoutMs: 2000,
    retry: { attempts: 1, baseDelayMs: 1, maxDelayMs: 1, throttleBudgetMs: 0 },
  });
  const outcome = await createInvoice(target, sampleInvoice());
  return { outcome, posts: sandbox.stats().createRequests - before };
}

describe('a create answer, whatever its status and body', () => {
  it('is never failed or not sent when the body says processed, never throws, and is created with the id it names', async () => {
    await fc.assert(
      fc.asyncProperty(statuses, bodies, fc.boolean(), async (status, body, retryAfter) => {
        const headers: Record<string, string> = { Location: elsewhereUrl };
        if (retryAfter) headers['Retry-After'] = '0';
        const { outcome, posts } = await createAgainst({ status, body: body.text, headers });
        if (body.processed) {
          expect(['created', 'in-doubt']).toContain(outcome.kind);
          expect(posts).toBe(1);
        }
        if (outcome.kind === 'created') expect(outcome.instanceId).toBe(body.instanceId);
        if (body.instanceId !== undefined && bodyArrives(status))
          expect(outcome).toMatchObject({ kind: 'created', instanceId: body.instanceId });
        expect(elsewhereRequests).toBe(0);
      }),
      { numRuns: 250 },
    );
  });
});

describe('E_INSTANCE_ID of a booked create as each writer puts it', () => {
  const answer = (id: string) => `{"E_RETCODE":0,"E_INSTANCE_ID":${id},"E_MESSAGE":""}`;
  it.each([
    ['text, as the spec writes it', '"0030000403"', { kind: 'created', instanceId: '0030000403' }],
    [
      'a number that lost its leading zeros (XML-to-JSON gateways)',
      '30000403',
      { kind: 'in-doubt', reason: expect.stringContaining('may show it as "0030000403" or "30000403"') },
    ],
    [
      'a number with all its digits',
      '1030000403',
      { kind: 'in-doubt', reason: expect.stringContaining('may show it as "1030000403"') },
    ],
    [
      'a number past 2^53, its digits read from the text',
      '12345678901234567891',
      { kind: 'in-doubt', reason: expect.stringContaining('"12345678901234567891"') },
    ],
    ['a fraction', '30000403.0', { kind: 'in-doubt', reason: expect.stringContaining('got the number "30000403.0"') }],
    ['an exponent', '3.0000403e7', { kind: 'in-doubt', reason: expect.stringContaining('"3.0000403e7"') }],
    ['a negative number', '-30000403', { kind: 'in-doubt', reason: expect.stringContaining('"-30000403"') }],
  ])('%s: posted once, never created under an id not proven', async (_, id, expected) => {
    const { outcome, posts } = await createAgainst({ status: 200, body: answer(id) });
    expect(outcome).toMatchObject(expected);
    if (outcome.kind === 'in-doubt') expect(outcome).not.toHaveProperty('instanceId', expect.anything());
    expect(posts).toBe(1);
  });
});

describe('the answers of the bullet, one by one', () => {
  const processed = '{"E_RETCODE":0,"E_INSTANCE_ID":"0030000077","E_MESSAGE":""}';
  it.each([
    [303, processed, { kind: 'created', instanceId: '0030000077', status: 303 }],
    [400, processed, { kind: 'created', instanceId: '0030000077', status: 400 }],
    [600, processed, { kind: 'created', instanceId: '0030000077', status: 600 }],
    [202, processed, { kind: 'created', instanceId: '0030000077', status: 202 }],
    [
      303,
      '',
      {
        kind: 'in-doubt',
        status: 303,
        reason: expect.stringMatching(
          /^HTTP 303 Redirection not followed, Location http:\/\/127\.0\.0\.1:\d+\/create \(if the API has moved there, correct the profile's base URL\): the invoice may have been created$/,
        ),
      },
    ],
    [
      308,
      '<html>moved</html>',
      {
        kind: 'in-doubt',
        status: 308,
        reason: expect.stringMatching(
          /^HTTP 308 Redirection not followed, Location http:\/\/127\.0\.0\.1:\d+\/create \(.*\): the invoice may have been created \(body: moved\)$/,
        ),
      },
    ],
    [
      600,
      '',
      {
        kind: 'in-doubt',
        status: 600,
        reason:
          'HTTP 600 is not an HTTP status (100 to 599): the answer cannot be read: the invoice may have been created',
      },
    ],
    [
      999,
      '{"E_RETCODE":4,"E_MESSAGE":"Invalid invoice"}',
      { kind: 'in-doubt', status: 999, reason: expect.stringMatching(/^HTTP 999 is not an HTTP status/) },
    ],
    [
      400,
      '{"E_RETCODE":0,"E_INSTANCE_ID":"pending"}',
      {
        kind: 'in-doubt',
        status: 400,
        reason:
          'HTTP 400 Bad Request, E_RETCODE 0 but E_INSTANCE_ID is not an instance id: expected digits, got the text "pending"',
      },
    ],
    [
      409,
      '{"E_RETCODE":0,"E_INSTANCE_ID":"1","T_CONTACT":7}',
      {
        kind: 'in-doubt',
        status: 409,
        reason: expect.stringMatching(
          /^HTTP 409 Conflict, E_RETCODE 0, but the create response has the wrong shape \(T_CONTACT: [^)]*\)$/,
        ),
      },
    ],
    [
      204,
      '',
      {
        kind: 'in-doubt',
        status: 204,
        reason: expect.stringMatching(/^HTTP 204, create response: expected a JSON body, got an empty body/),
      },
    ],
    [400, '{"E_RETCODE":4,"E_MESSAGE":"Invalid invoice"}', { kind: 'http-error', status: 400, meaning: 'Bad Request' }],
  ])('HTTP %i with %j: %j', async (status, body, expected) => {
    const { outcome, posts } = await createAgainst({ status, body, headers: { Location: elsewhereUrl } });
    expect(outcome).toMatchObject(expected);
    expect(posts).toBe(1);
    expect(elsewhereRequests).toBe(0);
  });

  it('takes a 400 whose body is too long to read as in doubt: the body might have said processed', async () => {
    sandbox.injectNext({ status: 400, body: `{"E_RETCODE":0,"E_MESSAGE":"${'x'.repeat(8192)}"}`, route: 'create' });
    const outcome = await createInvoice(sandbox.target({ maxAnswerBytes: 4096 }), sampleInvoice());
    expect(outcome).toMatchObject({
      kind: 'in-doubt',
      status: 400,
      reason:
        'HTTP 400 Bad Request (the answer is longer than 4096 bytes (the maxAnswerBytes limit) and was not read): the invoice may have been created',
    });
  });

  it('takes a 429 whose body says processed as created, and does not send it again', async () => {
    const { outcome, posts } = await createAgainst({ status: 429, body: processed, headers: { 'Retry-After': '0' } });
    expect(outcome).toMatchObject({ kind: 'created', instanceId: '0030000077', status: 429 });
    expect(posts).toBe(1);
  });
});
