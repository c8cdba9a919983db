/**
 * The sandbox as a forward proxy that closes the client's connection after every answer without
 * saying so, as tinyproxy does: the answer names the proxy in `Via` and carries no `Connection`
 * header, which in HTTP/1.1 means the connection stays open. The close reaches the client
 * `finDelayMs` later, as over a real path; a request written into the connection meanwhile is reset
 * unread (close-idle-connections.ts). Point HTTP_PROXY and the base URL both at the sandbox: it
 * answers the absolute-URI requests a client sends a forward proxy as its own.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { closeIdleConnections, type IdleCloser } from './close-idle-connections.js';

/** How tinyproxy names itself on the answers it passes on. */
const VIA = '1.1 sandbox (tinyproxy/1.11.1)';

/** The time the close takes to reach the client, ms: long enough that a reusing client writes into it. */
export const PROXY_FIN_DELAY_MS = 100;

/**
 * Node's server always writes `Connection: keep-alive` on a connection it keeps, so the proxy's
 * silence is made on the header block as it leaves: that is what the client reads.
 */
function sayNothingOfTheConnection(socket: Socket): void {
  const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
  socket.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (typeof chunk !== 'string' || !chunk.startsWith('HTTP/1.1 ')) return write(chunk, ...rest);
    const head = chunk.replace(/^(?:connection|keep-alive): [^\r]*\r\n/gim, '').replace('\r\n', `\r\nVia: ${VIA}\r\n`);
    return write(head, ...rest);
  }) as Socket['write'];
}

/** Makes `server` close each connection after its answer, unannounced; the closer counts connections and resets. */
export function closeAfterEachAnswer(server: Server): IdleCloser {
  server.on('connection', sayNothingOfTheConnection);
  return closeIdleConnections(server, { afterMs: 0, finDelayMs: PROXY_FIN_DELAY_MS, afterAnswersOnly: true });
}
