import { describe, expect, it } from 'vitest';
import { createInvoice } from '../../src/finance-api/create-invoice.js';
import type { CreateOutcome } from '../../src/finance-api/call-outcome.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { sampleInvoice } from '../sandbox/sample-invoice.js';
import { closedPort, startOddServer } from './odd-server.js';

const SECRET = 'k3y-v3ry-s3cret-value';

describe('createInvoice against the sandbox', () => {
  it('returns created with the instance id and the echoed contacts and events', async () => {
    const s = await startTestSandbox();
    const outcome = await createInvoice(s.target(), sampleInvoice());
    expect(outcome.kind).toBe('created');
    if (outcome.kind !== 'created') return;
    expect(outcome.instanceId).toMatch(/^\d{10}$/);
    expect(outcome.status).toBe(200);
    expect(outcome.attempts).toBe(1);
    expect(outcome.response.T_CONTACT[0]).toMatchObject({ ROLE: 'Requester', EMAIL: 'jane.doe@example.com' });
    expect(outcome.response.T_EVENT[0]).toMatchObject({ EVENT_ID: 'EV-1', EVENT_DATE: '20250115' });
    expect(s.instances().map((i) => i.instanceId)).toEqual([outcome.instanceId]);
  });

  it('returns rejected for HTTP 200 with a non-zero E_RETCODE, never created', async () => {
    const s = await startTestSandbox();
    const outcome = await createInvoice(s.target(), { ...sampleInvoice(), Invoice_Amount: '12.5' });
    expect(outcome).toMatchObject({ kind: 'rejected', status: 200, retcode: 4 });
    expect(outcome.kind === 'rejected' && outcome.message).toContain('Invoice_Amount "12.5"');
  });

  it('returns the duplicate refusal as rejected with the existing instance in the message', async () => {
    const s = await startTestSandbox();
    const invoice = sampleInvoice();
    const first = await createInvoice(s.target(), invoice);
    const second = await createInvoice(s.target(), invoice);
    expect(second.kind).toBe('rejected');
    expect(second.kind === 'rejected' && second.message).toMatch(
      new RegExp(`already exists as instance ${first.kind === 'created' ? first.instanceId : 'x'}$`),
    );
  });

  it.each([
    ['a missing key', ''],
    ['an unknown key', 'not-a-key'],
  ])('returns http-error 401 for %s', async (_, apiKey) => {
    const s = await startTestSandbox();
    const outcome = await createInvoice(s.target({ apiKey }), sampleInvoice());
    expect(outcome).toMatchObject({ kind: 'http-error', status: 401, meaning: 'Unauthorized', attempts: 1 });
  });

  it('returns http-error 403 with the seed meaning for an inactive key', async () => {
    const s = await startTestSandbox({ inactiveKeys: [SECRET] });
    const outcome = await createInvoice(s.target({ apiKey: SECRET }), sampleInvoice());
    expect(outcome).toMatchObject({
      kind: 'http-error',
      status: 403,
      meaning: 'Forbidden, or the developer is inactive',
    });
  });

  it('returns http-error 404 for wrong segments', async () => {
    const s = await startTestSandbox();
    const outcome = await createInvoice(s.target({ envSegment: 'prod' }), sampleInvoice());
    expect(outcome).toMatchObject({ kind: 'http-error', status: 404, meaning: 'Not Found' });
    expect(outcome.kind === 'http-error' && outcome.excerpt).toContain('no operation at');
  });

  it('returns http-error 405 and 505 with their meanings and body excerpts, without retrying', async () => {
    const s = await startTestSandbox();
    s.injectNext(
      { status: 405, body: '{"error":"method"}', route: 'create' },
      { status: 505, body: '{"error":"version"}', route: 'create' },
    );
    expect(await createInvoice(s.target(), sampleInvoice())).toMatchObject({
      kind: 'http-error',
      status: 405,
      meaning: 'Method Not Allowed',
    });
    const failed = await createInvoice(s.target(), sampleInvoice());
    expect(failed).toMatchObject({
      kind: 'http-error',
      status: 505,
      meaning: 'HTTP Version Not Supported',
      excerpt: '{"error":"version"}',
      attempts: 1,
    });
    expect(s.stats().createRequests).toBe(2);
  });

  it.each([500, 503])(
    'returns in-doubt for HTTP %i: the server may have booked the invoice before failing',
    async (status) => {
      const s = await startTestSandbox();
      s.injectNext({ status, body: '{"error":"database down"}', route: 'create' });
      const outcome = await createInvoice(s.target(), sampleInvoice());
      expect(outcome).toMatchObject({ kind: 'in-doubt', status, attempts: 1 });
      expect(outcome.kind === 'in-doubt' && outcome.reason).toContain('database down');
      expect(s.stats().createRequests).toBe(1);
    },
  );

  it('returns in-doubt for a 502 and does not send it again', async () => {
    const s = await startTestSandbox();
    s.injectNext({ status: 502, body: '<html><body><h1>502 Bad Gateway</h1></body></html>', route: 'create' });
    const outcome = await createInvoice(s.target(), sampleInvoice());
    expect(outcome).toMatchObject({ kind: 'in-doubt', status: 502, attempts: 1 });
    expect(s.stats().createRequests).toBe(1);
  });

  it('returns in-doubt for a lost response (processed, then 504), and the invoice exists', async () => {
    const s = await startTestSandbox({ lostRate: 1 });
    const outcome = await createInvoice(s.target(), sampleInvoice());
    expect(outcome).toMatchObject({ kind: 'in-doubt', status: 504, attempts: 1 });
    expect(outcome.kind === 'in-doubt' && outcome.reason).toContain('Gateway Timeout');
    expect(s.instances()).toHaveLength(1);
    expect(s.stats()).toMatchObject({ createRequests: 1, duplicateAttempts: 0 });
  });

  it('returns in-doubt when cancelled while waiting for the answer, and not-sent when cancelled before', async () => {
    const s = await startTestSandbox({ latencyMs: 400 });
    const stop = new AbortController();
    setTimeout(() => stop.abort(new Error('stopped')), 100);
    const started = Date.now();
    const waiting = await createInvoice(s.target(), sampleInvoice(), { signal: stop.signal });
    expect(waiting).toMatchObject({ kind: 'in-doubt', reason: 'cancelled while waiting for the answer', attempts: 1 });
    expect(Date.now() - started).toBeLessThan(350);
    const before = await createInvoice(s.target(), sampleInvoice(), { signal: stop.signal });
    expect(before).toMatchObject({ kind: 'not-sent', reason: 'cancelled before sending' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(s.stats().createRequests).toBe(1);
  });

  it('returns in-doubt on timeout and does not send it again', async () => {
    const s = await startTestSandbox({ latencyMs: 400 });
    const started = Date.now();
    const outcome = await createInvoice(s.target({ timeoutMs: 100 }), sampleInvoice());
    expect(outcome).toMatchObject({ kind: 'in-doubt', reason: 'no answer within 100 ms', attempts: 1 });
    expect(Date.now() - started).toBeLessThan(350);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(s.stats().createRequests).toBe(1);
    // The server went on and stored it: exactly why a timeout is in doubt, not failed.
    expect(s.instances()).toHaveLength(1);
  });

  it('returns not-sent after the allowed attempts when the connection is refused', async () => {
    const port = await closedPort();
    const s = await startTestSandbox();
    const outcome = await createInvoice(s.target({ baseUrl: `http://127.0.0.1:${port}` }), sampleInvoice());
    expect(outcome).toMatchObject({ kind: 'not-sent', attempts: 3 });
    expect(outcome.kind === 'not-sent' && outcome.reason).toContain('ECONNREFUSED');
  });

  it('returns not-sent without sending when the signal is already aborted', async () => {
    const s = await startTestSandbox();
    const outcome = await createInvoice(s.target(), sampleInvoice(), { signal: AbortSignal.abort() });
    expect(outcome).toMatchObject({ kind: 'not-sent', attempts: 1 });
    expect(s.stats().createRequests).toBe(0);
  });
});

describe('createInvoice against odd answers', () => {
  it('returns in-doubt when the connection is reset after the request was sent', async () => {
    const server = await startOddServer((request) => request.socket.destroy());
    const outcome = await createInvoice(server.target(), sampleInvoice());
    expect(outcome).toMatchObject({ kind: 'in-doubt', attempts: 1 });
    expect(server.requests).toHaveLength(1);
  });

  it('returns in-doubt naming the problem for an HTML page with status 200, never a crash', async () => {
    const server = await startOddServer((_, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end('<html><body>Please log in</body></html>');
    });
    const outcome = await createInvoice(server.target(), sampleInvoice());
    expect(outcome).toMatchObject({ kind: 'in-doubt', status: 200 });
    expect(outcome.kind === 'in-doubt' && outcome.reason).toBe(
      'HTTP 200, create response: expected a JSON body, got text/html that is not JSON: the invoice may have been created (body: Please log in)',
    );
  });

  it('returns in-doubt for an empty body with a success status', async () => {
    const server = await startOddServer((_, response) => response.end());
    const outcome = await createInvoice(server.target(), sampleInvoice());
    expect(outcome.kind === 'in-doubt' && outcome.reason).toContain('empty body');
  });

  it('returns in-doubt naming the field for JSON of the wrong shape', async () => {
    const server = await startOddServer((_, response) =>
      response.end(JSON.stringify({ E_INSTANCE_ID: '0000000001', E_RETCODE: 'OK' })),
    );
    const outcome = await createInvoice(server.target(), sampleInvoice());
    expect(outcome.kind === 'in-doubt' && outcome.reason).toMatch(
      /^HTTP 200, create response has the wrong shape \(E_RETCODE: [^)]*\): the invoice may have been created \(body: /,
    );
  });

  it('returns in-doubt for E_RETCODE 0 without an instance id: it was created, its id is unknown', async () => {
    const server = await startOddServer((_, response) =>
      response.end(JSON.stringify({ E_INSTANCE_ID: '', E_MESSAGE: '', E_RETCODE: 0 })),
    );
    const outcome = await createInvoice(server.target(), sampleInvoice());
    expect(outcome.kind).toBe('in-doubt');
  });

  it('sends the api_key header and JSON headers to the seed path', async () => {
    const server = await startOddServer((_, response) =>
      response.end(JSON.stringify({ E_INSTANCE_ID: '0000000042', E_MESSAGE: '', E_RETCODE: 0 })),
    );
    const outcome = await createInvoice(
      server.target({ erpSegment: 'ERP1', appSegment: 'APP', envSegment: 'qa' }),
      sampleInvoice(),
    );
    expect(outcome).toMatchObject({ kind: 'created', instanceId: '0000000042' });
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/ERP1/APP/qa/v1/finance/invoice/create' });
    expect(request!.headers).toMatchObject({
      api_key: 'k3y-odd-server-secret',
      'content-type': 'application/json',
      accept: 'application/json',
    });
  });

  it('never lets the key appear in any outcome, even when a gateway echoes the request headers', async () => {
    const outcomes: CreateOutcome[] = [];
    const echo = await startOddServer((request, response) => {
      response.writeHead(502, { 'Content-Type': 'text/html' });
      response.end(`<html><pre>${JSON.stringify(request.headers)}</pre></html>`);
    });
    outcomes.push(await createInvoice(echo.target({ apiKey: SECRET }), sampleInvoice()));
    const echo400 = await startOddServer((request, response) => {
      response.writeHead(400);
      response.end(`bad request, key was ${String(request.headers.api_key)}`);
    });
    outcomes.push(await createInvoice(echo400.target({ apiKey: SECRET }), sampleInvoice()));
    const echo200 = await startOddServer((request, response) =>
      response.end(`not json ${String(request.headers.api_key)}`),
    );
    outcomes.push(await createInvoice(echo200.target({ apiKey: SECRET }), sampleInvoice()));
    const s = await startTestSandbox();
    outcomes.push(await createInvoice(s.target({ apiKey: SECRET }), sampleInvoice()));
    outcomes.push(
      await createInvoice(
        s.target({ apiKey: SECRET, baseUrl: `http://127.0.0.1:${await closedPort()}` }),
        sampleInvoice(),
      ),
    );
    expect(outcomes.map((o) => o.kind)).toEqual(['in-doubt', 'http-error', 'in-doubt', 'http-error', 'not-sent']);
    expect(JSON.stringify(outcomes[1])).toContain('***');
    for (const outcome of outcomes) expect(JSON.stringify(outcome)).not.toContain(SECRET);
  });
});
