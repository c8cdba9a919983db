/**
 * A TCP proxy on a random loopback port in front of a server, which can stall: bytes stop flowing
 * both ways while every connection stays open (no RST, no FIN), as a hung router, firewall or
 * proxy leaves them. New connections are accepted and stall too.
 */
import { createConnection, createServer, type Socket } from 'node:net';

export interface StallProxy {
  port: number;
  /** Stops forwarding: what either side sends is held, nothing is answered. */
  stall(): void;
  /** Forwards again, what was held first. */
  resume(): void;
  close(): Promise<void>;
}

export async function startStallProxy(targetPort: number): Promise<StallProxy> {
  let stalled = false;
  const sockets = new Set<Socket>();
  // Held bytes with the socket they go to, in the order they came.
  let held: [Socket, Buffer][] = [];
  const forward = (from: Socket, to: Socket) => {
    from.on('data', (chunk: Buffer) => (stalled ? held.push([to, chunk]) : to.write(chunk)));
    from.on('error', () => to.destroy());
    from.on('close', () => {
      to.destroy();
      sockets.delete(from);
    });
  };
  const server = createServer((client) => {
    const upstream = createConnection({ host: '127.0.0.1', port: targetPort });
    sockets.add(client).add(upstream);
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    stall: () => void (stalled = true),
    resume() {
      stalled = false;
      for (const [to, chunk] of held) if (!to.destroyed) to.write(chunk);
      held = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
