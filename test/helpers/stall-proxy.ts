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
  /** Whether it stalls now. */
  readonly stalled: boolean;
}

export interface StallOptions {
  /**
   * Stalls by itself once a chunk a client sends matches, that chunk still forwarded: the server has
   * the statement and answers it, the answer held, as a link that hangs at that moment. @default never
   */
  stallAfterSent?: (chunk: Buffer) => boolean;
  /**
   * While stalled, a side that closes is not told to the other (a hung proxy forwards no FIN either):
   * the server keeps the session of a client that gave up. Told on resume. @default false: closed at once
   */
  holdCloses?: boolean;
}

export async function startStallProxy(targetPort: number, options: StallOptions = {}): Promise<StallProxy> {
  let stalled = false;
  const sockets = new Set<Socket>();
  // Held bytes with the socket they go to, in the order they came.
  let held: [Socket, Buffer][] = [];
  // Sockets whose other side closed while stalled, ended on resume.
  let heldCloses: Socket[] = [];
  const end = (to: Socket) => (stalled && options.holdCloses ? heldCloses.push(to) : to.destroy());
  const forward = (from: Socket, to: Socket, fromClient: boolean) => {
    from.on('data', (chunk: Buffer) => {
      if (stalled) return held.push([to, chunk]);
      to.write(chunk);
      if (fromClient && options.stallAfterSent?.(chunk)) stalled = true;
    });
    from.on('error', () => end(to));
    from.on('close', () => {
      end(to);
      sockets.delete(from);
    });
  };
  const server = createServer((client) => {
    const upstream = createConnection({ host: '127.0.0.1', port: targetPort });
    sockets.add(client).add(upstream);
    forward(client, upstream, true);
    forward(upstream, client, false);
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
      for (const to of heldCloses) to.destroy();
      heldCloses = [];
    },
    get stalled() {
      return stalled;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
