/**
 * The sandbox as an address that speaks no HTTP: a TLS port asked in plain HTTP, the typo of a
 * scheme. Every connection is taken and, at its first bytes, answered the way HTTPS servers do.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * `tls`: a TLS alert record (fatal, protocol_version), as OpenSSL-based servers send to a request
 * that is no TLS handshake; `hang-up`: closed without a byte, as node's HTTPS server does.
 */
export type NotHttp = 'tls' | 'hang-up';

const TLS_ALERT = Buffer.from([0x15, 0x03, 0x03, 0x00, 0x02, 0x02, 0x46]);

/** Takes `server`'s connections from its HTTP parser and answers each as `mode` says. */
export function answerNotHttp(server: Server, mode: NotHttp, onConnection: () => void): void {
  server.removeAllListeners('connection');
  server.on('connection', (socket: Socket) => {
    onConnection();
    socket.on('error', () => undefined);
    socket.once('data', () => (mode === 'tls' ? socket.end(TLS_ALERT) : socket.destroy()));
  });
}
