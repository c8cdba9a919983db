/**
 * An http:// address at a port that speaks TLS: the server's TLS record (an alert, a handshake) is
 * named, with the scheme to write, and the request counts as not sent, since a TLS server cannot have
 * read a plain HTTP request. A hang-up on port 443 gets the hint; elsewhere a hang-up says nothing
 * of TLS. Real servers on loopback writing what TLS servers write to a plain request.
 */
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { noAnswerExchange } from '../../src/finance-api/build-exchange.js';
import { createInvoice } from '../../src/finance-api/create-invoice.js';
import { getInvoiceStatus } from '../../src/finance-api/get-invoice-status.js';
import { sendRequest } from '../../src/finance-api/send-request.js';
import { sandboxTarget } from '../helpers/start-sandbox.js';

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A server that answers the first bytes it reads with `reply`, or hangs up on them (null). */
async function serverAnswering(reply: Buffer | null): Promise<string> {
  const server = createServer((socket) => {
    socket.once('data', () => (reply ? socket.end(reply) : socket.destroy()));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

/**
 * A server that answers the request with `head`, then, once that has reached the client, with
 * `tail`: the server spoke HTTP first, whatever the later bytes look like.
 */
async function serverAnsweringInTwoWrites(head: Buffer, tail: Buffer): Promise<string> {
  const server = createServer((socket) => {
    socket.once('data', () => {
      socket.write(head);
      setTimeout(() => socket.end(tail), 50);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

// What an HTTP server may have written before bytes that, read alone, look like a TLS record:
// the parser stops at those bytes in the headers, or in a chunked body.
const HTTP_THEN_TLS: [string, string][] = [
  ['a status line', 'HTTP/1.1 201 Created\r\n'],
  ['a status line and a header', 'HTTP/1.1 201 Created\r\nContent-Type: application/json\r\n'],
  ['a status line and headers of a chunked body', 'HTTP/1.1 201 Created\r\nTransfer-Encoding: chunked\r\n\r\n'],
];

const target = (baseUrl: string) =>
  sandboxTarget(
    { baseUrl, erpSegment: 'erp', appSegment: 'invoicing', envSegment: 'qa', apiKey: 'sk-test-key-123' },
    { retry: { attempts: 1, baseDelayMs: 1, maxDelayMs: 10 } },
  );

// What TLS servers write to a plain HTTP request: an alert (protocol version, decode error,
// handshake failure) in a record of TLS 1.0 or 1.2, or a handshake record.
const TLS_ANSWERS: [string, number[]][] = [
  ['an alert in a TLS 1.0 record (protocol_version)', [0x15, 0x03, 0x01, 0x00, 0x02, 0x02, 0x46]],
  ['an alert in a TLS 1.2 record (decode_error)', [0x15, 0x03, 0x03, 0x00, 0x02, 0x02, 0x32]],
  ['an alert in a TLS 1.2 record (handshake_failure)', [0x15, 0x03, 0x03, 0x00, 0x02, 0x02, 0x28]],
  ['a handshake record', [0x16, 0x03, 0x03, 0x00, 0x04, 0x0e, 0x00, 0x00, 0x00]],
];

describe('http:// at a port that answers in TLS', () => {
  it.each(TLS_ANSWERS)('a status read answered with %s: not sent, https:// suggested', async (_what, bytes) => {
    const baseUrl = await serverAnswering(Buffer.from(bytes));
    const outcome = await getInvoiceStatus(target(baseUrl), '0030000001');
    expect(outcome).toMatchObject({ kind: 'not-sent' });
    const { host } = new URL(baseUrl);
    expect(outcome.kind === 'not-sent' ? outcome.reason : '').toMatch(
      new RegExp(`; the server at ${host.replace(/\./g, '\\.')} speaks TLS: did you mean https://\\?$`),
    );
  });

  it.each(TLS_ANSWERS)('a create answered with %s: not sent, never in doubt', async (_what, bytes) => {
    const baseUrl = await serverAnswering(Buffer.from(bytes));
    const outcome = await createInvoice(target(baseUrl), '{"InvoiceId":"1"}');
    expect(outcome.kind).toBe('not-sent');
    expect(outcome.kind === 'not-sent' ? outcome.reason : '').toContain(
      `the server at ${new URL(baseUrl).host} speaks TLS: did you mean https://?`,
    );
  });

  it.each(HTTP_THEN_TLS)(
    'a create answered with %s, then a later write starting with a TLS record: in doubt',
    async (_what, head) => {
      const baseUrl = await serverAnsweringInTwoWrites(Buffer.from(head, 'latin1'), Buffer.from(TLS_ANSWERS[3]![1]));
      const outcome = await createInvoice(target(baseUrl), '{"InvoiceId":"1"}');
      expect(outcome.kind).toBe('in-doubt');
      expect(outcome.kind === 'in-doubt' ? outcome.reason : '').not.toContain('speaks TLS');
    },
  );

  it('a hang-up without a byte: the hint on port 443 only, and still maybe sent', async () => {
    const baseUrl = await serverAnswering(null);
    const exchange = await sendRequest(target(baseUrl), { method: 'GET', url: `${baseUrl}/` });
    expect(exchange).toMatchObject({ kind: 'no-answer', mismatch: 'closed-unanswered', maybeSent: true });
    // The same real failure, had it come from the HTTPS port, from an https:// address, or from port 80.
    const error = await fetchFailure(baseUrl);
    const context = { neverLeft: false, timedOut: false, timeoutMs: 1000, secrets: [] };
    const at = (url: string) => noAnswerExchange(error, { ...context, url });
    expect(at('http://finance.example:443/erp').reason).toBe(
      'connection failed after the request may have been sent: socket hang up (ECONNRESET); the server at finance.example:443 speaks TLS: did you mean https://?',
    );
    expect(at('http://finance.example:443/erp')).toMatchObject({
      maybeSent: true,
      failed: expect.stringContaining('did you mean https://?'),
    });
    for (const url of [
      'http://finance.example/erp',
      'http://finance.example:8443/erp',
      'https://finance.example:443/erp',
    ])
      expect(at(url).reason).not.toContain('did you mean');
  });
});

/** The error node's transport throws for a request the server hung up on. */
async function fetchFailure(baseUrl: string): Promise<unknown> {
  const { nodeHttpFetch } = await import('../../src/finance-api/node-http-fetch.js');
  try {
    await nodeHttpFetch(new Request(`${baseUrl}/`), undefined, {
      maxBytes: 1000,
      onOversize: () => {},
      onBody: () => {},
    });
  } catch (error) {
    return error;
  }
  throw new Error('the server answered');
}
