/**
 * The finance API over TLS for a test: a front with the test certificate (it names 127.0.0.1 and
 * localhost only) relaying every request to a plain-HTTP sandbox. Closed after the current test.
 * A process trusts it only when started with NODE_EXTRA_CA_CERTS=TEST_CERT_FILE.
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { listenForTest } from './listen-for-test.js';

const fixtures = new URL('../finance-api/fixtures/', import.meta.url);
/** The test certificate's file, for NODE_EXTRA_CA_CERTS. */
export const TEST_CERT_FILE = fileURLToPath(new URL('self-signed-cert.pem', fixtures));
/** The test certificate and its key, for a TLS server of a test. */
export const TEST_TLS = {
  cert: readFileSync(TEST_CERT_FILE),
  key: readFileSync(new URL('self-signed-key.pem', fixtures)),
};

export interface TlsFront {
  /** `https://address:port` */
  baseUrl: string;
  /** Requests that reached the front. */
  requests: () => number;
}

/** @param address a loopback address, e.g. one the certificate does not name @default 127.0.0.1 */
export async function startTlsFront(sandboxBaseUrl: string, address = '127.0.0.1'): Promise<TlsFront> {
  let requests = 0;
  const front = createTlsServer(TEST_TLS, (incoming, outgoing) => {
    requests += 1;
    const relay = request(`${sandboxBaseUrl}${incoming.url}`, { method: incoming.method, headers: incoming.headers });
    relay.on('response', (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    relay.on('error', () => outgoing.destroy());
    incoming.pipe(relay);
  });
  const sockets = new Set<Socket>();
  front.on('connection', (socket: Socket) => sockets.add(socket));
  const port = await listenForTest(front, sockets, address);
  return { baseUrl: `https://${address}:${port}`, requests: () => requests };
}
