/**
 * A TCP proxy on a random loopback port in front of a PostgreSQL server that, until told it is
 * ready, answers each new connection's startup packet as a server in crash recovery or starting up
 * does: an ErrorResponse FATAL 57P03 "the database system is starting up", then closes. A real
 * restart gives that answer only for a moment that cannot be timed; this gives it for as long as a
 * test needs. Once ready, it forwards bytes both ways.
 */
import { createConnection, createServer, type Socket } from 'node:net';

export interface StartingUpProxy {
  port: number;
  /** Connections answered "starting up" so far. */
  refused(): number;
  /** From now on new connections reach the server. */
  ready(): void;
  close(): Promise<void>;
}

/** The protocol's ErrorResponse: 'E', its length, then fields of a type byte and a C string, ending in 0. */
function errorResponse(fields: Record<string, string>): Buffer {
  const body = Buffer.concat([
    ...Object.entries(fields).map(([type, value]) => Buffer.from(`${type}${value}\0`, 'utf8')),
    Buffer.from([0]),
  ]);
  const head = Buffer.alloc(5);
  head.write('E', 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

/** 57P03 is also a server's answer while it shuts down: `message` says which. */
const cannotConnectNow = (message: string) => errorResponse({ S: 'FATAL', V: 'FATAL', C: '57P03', M: message });

/** @param message @default 'the database system is starting up' */
export async function startStartingUpProxy(
  targetPort: number,
  message = 'the database system is starting up',
): Promise<StartingUpProxy> {
  const answer = cannotConnectNow(message);
  let startingUp = true;
  let refused = 0;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    if (startingUp) {
      client.once('data', () => {
        refused += 1;
        client.end(answer);
      });
      return;
    }
    const upstream = createConnection({ host: '127.0.0.1', port: targetPort });
    sockets.add(upstream);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    refused: () => refused,
    ready: () => void (startingUp = false),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
