/**
 * A TCP proxy on a random loopback port in front of a server that, once armed, cuts connections
 * when the client sends bytes holding a mark: either before they are passed on (every connection
 * dropped, as a proxy or pooler that restarts), or after, dropping the server's answer to them with
 * that connection (a link lost while the answer was on its way).
 */
import { createConnection, createServer, type Socket } from 'node:net';

export type DropWhen = 'before-sending' | 'answer';

export interface DropProxy {
  port: number;
  /**
   * Cuts at the next bytes holding `mark`, `times` times.
   * @param when 'before-sending' by default
   * @param times 1 by default
   * @param after only on a connection that sent bytes holding this since it was armed (a COMMIT
   *   of the transaction that sent one statement, not of any other) @default any connection
   */
  arm(mark: string, when?: DropWhen, times?: number, after?: string): void;
  /** Cuts made so far. */
  drops(): number;
  close(): Promise<void>;
}

export async function startDropProxy(targetPort: number): Promise<DropProxy> {
  let armed: { mark: string; when: DropWhen; left: number; after?: string; seen: Set<Socket> } | undefined;
  let drops = 0;
  const sockets = new Set<Socket>();
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const server = createServer((client) => {
    const upstream = createConnection({ host: '127.0.0.1', port: targetPort });
    sockets.add(client).add(upstream);
    // Set once the marked bytes went on: the server's next answer on this connection is dropped with it.
    let dropAnswer = false;
    client.on('data', (chunk: Buffer) => {
      if (armed?.after !== undefined && chunk.includes(armed.after)) armed.seen.add(client);
      if (armed && chunk.includes(armed.mark) && (armed.after === undefined || armed.seen.has(client))) {
        const { when } = armed;
        armed.left -= 1;
        if (armed.left === 0) armed = undefined;
        drops += 1;
        if (when === 'before-sending') return dropAll();
        dropAnswer = true;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!dropAnswer) return void client.write(chunk);
      client.destroy();
      upstream.destroy();
    });
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      from.on('error', () => to.destroy());
      from.on('close', () => {
        to.destroy();
        sockets.delete(from);
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    arm: (mark, when = 'before-sending', times = 1, after) =>
      void (armed = { mark, when, left: times, ...(after === undefined ? {} : { after }), seen: new Set() }),
    drops: () => drops,
    close: () =>
      new Promise<void>((resolve) => {
        dropAll();
        server.close(() => resolve());
      }),
  };
}

/** `url` with its port replaced by the proxy's. */
export function throughProxy(url: string, proxy: DropProxy): string {
  return Object.assign(new URL(url), { port: String(proxy.port) }).toString();
}
