/**
 * A tiny real HTTP server answering whatever a test needs (HTML pages, bodies of the wrong shape,
 * resets), for cases a faithful sandbox would never produce. Closed after the test.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { onTestFinished } from 'vitest';
import type { ApiTarget } from '../../src/finance-api/api-target.js';

export interface OddServer {
  baseUrl: string;
  /** Requests seen: method, url, headers. */
  requests: { method: string; url: string; headers: IncomingMessage['headers'] }[];
  target(overrides?: Partial<ApiTarget>): ApiTarget;
}

export async function startOddServer(
  handler: (request: IncomingMessage, response: ServerResponse, body: string) => void,
): Promise<OddServer> {
  const requests: OddServer['requests'] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
      handler(request, response, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    requests,
    target: (overrides = {}) => ({
      baseUrl,
      erpSegment: 'erp',
      appSegment: 'invoicing',
      envSegment: 'qa',
      apiKey: 'k3y-odd-server-secret',
      timeoutMs: 3000,
      retry: { attempts: 3, baseDelayMs: 10, maxDelayMs: 2000 },
      sandbox: false,
      profile: 'test',
      identity: baseUrl,
      ...overrides,
    }),
  };
}

/** A closed loopback port: connection refused. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A base URL whose server answers one request (an upload's check of the address: 404, the
 * connection closed) and then stops listening: every create after it finds the connection refused.
 */
export async function portClosedAfterCheck(): Promise<string> {
  const server = createServer((_request, response) => {
    response.writeHead(404, { Connection: 'close', 'Content-Length': '0' });
    response.end();
    server.close();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
