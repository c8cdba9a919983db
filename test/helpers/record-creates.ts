/**
 * A loopback HTTP relay in front of a sandbox that keeps the body of every create request, so a
 * test can compare what the finance API received with values it computed itself.
 */
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { onTestFinished } from 'vitest';

export interface CreateRecorder {
  /** Base URL to give the CLI instead of the sandbox's. */
  baseUrl: string;
  /** Parsed bodies of the create requests, in arrival order. */
  bodies: Record<string, unknown>[];
}

export async function recordCreates(targetBaseUrl: string): Promise<CreateRecorder> {
  const target = new URL(targetBaseUrl);
  const bodies: Record<string, unknown>[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      if (incoming.method === 'POST' && incoming.url?.endsWith('/create'))
        bodies.push(JSON.parse(body.toString('utf8')) as Record<string, unknown>);
      const relay = request(
        {
          host: target.hostname,
          port: target.port,
          path: incoming.url,
          method: incoming.method,
          headers: incoming.headers,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      relay.on('error', () => outgoing.destroy());
      relay.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, bodies };
}
