/**
 * A server that closes idle keep-alive connections, as unkind as real ones: it closes a connection
 * idle for `afterMs` without saying so beforehand (no `Keep-Alive: timeout` hint unless
 * `hintSeconds` is set), and its close reaches the client `finDelayMs` later, as over a long path.
 * A request that arrives in between, written into the closing connection, is reset unread: the
 * client sees its reused connection reset after writing a request (ECONNRESET).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface IdleCloseOption {
  /** Idle time after which the server closes a connection, ms. */
  afterMs: number;
  /** Time the close takes to reach the client, ms; requests arriving meanwhile are reset unread. @default 0 */
  finDelayMs?: number;
  /** Sends `Keep-Alive: timeout=N` with every answer. @default no hint */
  hintSeconds?: number;
  /** Counts idle time only after an answer, as a proxy that closes after each does: a new connection waits for its request. @default false */
  afterAnswersOnly?: boolean;
}

export interface IdleCloser {
  /** False when the request came on a connection being closed: it was reset, and must not be processed. */
  admit(request: IncomingMessage, response: ServerResponse): boolean;
  /** Connections accepted. */
  connections(): number;
  /** Requests reset unread because they came on a connection being closed. */
  resets(): number;
}

export function closeIdleConnections(server: Server, option: IdleCloseOption): IdleCloser {
  // Node's own idle close would send a hint and close at once; this one does both as configured.
  server.keepAliveTimeout = 0;
  const timers = new Map<Socket, NodeJS.Timeout>();
  const closing = new WeakSet<Socket>();
  let connections = 0;
  let resets = 0;
  const arm = (socket: Socket) => {
    clearTimeout(timers.get(socket));
    const timer = setTimeout(() => {
      closing.add(socket);
      const fin = setTimeout(() => socket.destroy(), option.finDelayMs ?? 0);
      timers.set(socket, fin);
    }, option.afterMs);
    timers.set(socket, timer);
  };
  server.on('connection', (socket: Socket) => {
    connections += 1;
    if (!option.afterAnswersOnly) arm(socket);
    socket.on('close', () => {
      clearTimeout(timers.get(socket));
      timers.delete(socket);
    });
  });
  return {
    admit(request, response) {
      const socket = request.socket;
      if (closing.has(socket)) {
        resets += 1;
        socket.resetAndDestroy();
        return false;
      }
      clearTimeout(timers.get(socket));
      if (option.hintSeconds !== undefined) response.setHeader('Keep-Alive', `timeout=${option.hintSeconds}`);
      response.on('finish', () => arm(socket));
      return true;
    },
    connections: () => connections,
    resets: () => resets,
  };
}
