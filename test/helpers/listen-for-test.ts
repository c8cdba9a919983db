/**
 * Listens on a random loopback port for the current test, and closes after it, the connections
 * still open included.
 */
import type { AddressInfo, Server, Socket } from 'node:net';
import { onTestFinished } from 'vitest';

/**
 * Starts `server` on a loopback address; returns its port. `sockets` are destroyed after the test.
 * @param address another loopback address, e.g. one a test certificate does not name @default 127.0.0.1
 */
export async function listenForTest(server: Server, sockets: Set<Socket>, address = '127.0.0.1'): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, address, resolve));
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  );
  return (server.address() as AddressInfo).port;
}
