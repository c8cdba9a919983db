/**
 * A real forward proxy on a random loopback port, as a company's would stand between the tool and
 * the finance API: it opens CONNECT tunnels (https:// targets) by piping to the target, and
 * forwards absolute-URI requests (http:// targets). It may ask for Basic credentials, refuse every
 * CONNECT with a status, and counts what it carried. Closed after the current test.
 */
import { createServer, request, type IncomingHttpHeaders, type RequestListener } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { connect, type Socket } from 'node:net';
import { listenForTest } from './listen-for-test.js';

export interface ForwardProxyOptions {
  /** `user:password` the proxy wants in Proxy-Authorization; others get 407. @default none asked */
  credentials?: string;
  /** Asks for them with tinyproxy's own 401 (`Server: tinyproxy`, `WWW-Authenticate`) instead of a 407. @default 407 */
  askWith401?: boolean;
  /** Answer every CONNECT with this status instead of opening the tunnel. @default none: tunnels open */
  refuseConnect?: number;
  /** Spoken to in TLS with this certificate, its address https://. @default plain HTTP */
  tls?: { cert: Buffer; key: Buffer };
}

export interface ForwardProxy {
  /** `http://127.0.0.1:port` (https:// when spoken to in TLS), without credentials. */
  url: string;
  /** Connections the tool opened to the proxy. */
  connections: () => number;
  /** Tunnels opened (CONNECT answered 200). */
  tunnels: () => number;
  /** CONNECTs answered with anything but 200. */
  refused: () => number;
  /** Absolute-URI requests forwarded, by method and path. */
  forwarded: string[];
  /** Every header the proxy was sent, by request, to check what it saw. */
  seenHeaders: IncomingHttpHeaders[];
}

function authorized(headers: IncomingHttpHeaders, credentials: string | undefined): boolean {
  if (credentials === undefined) return true;
  return headers['proxy-authorization'] === `Basic ${Buffer.from(credentials).toString('base64')}`;
}

export async function startForwardProxy(options: ForwardProxyOptions = {}): Promise<ForwardProxy> {
  let tunnels = 0;
  let connections = 0;
  let refused = 0;
  const forwarded: string[] = [];
  const seenHeaders: IncomingHttpHeaders[] = [];
  const sockets = new Set<Socket>();
  const forward: RequestListener = (incoming, outgoing) => {
    seenHeaders.push(incoming.headers);
    if (!authorized(incoming.headers, options.credentials)) {
      if (options.askWith401) {
        const head = { Server: 'tinyproxy/1.11.1', 'WWW-Authenticate': 'Basic realm="Tinyproxy"' };
        outgoing.writeHead(401, 'Unauthorized', { ...head, 'Content-Type': 'text/html', Connection: 'close' });
        outgoing.end('<html><head><title>401 Unauthorized</title></head><body><h1>Unauthorized</h1></body></html>');
        return;
      }
      outgoing.writeHead(407, { 'Proxy-Authenticate': 'Basic realm="corp"', 'Content-Type': 'text/html' });
      outgoing.end('<html><body>Proxy Authentication Required</body></html>');
      return;
    }
    const target = new URL(incoming.url ?? '/');
    forwarded.push(`${incoming.method} ${target.pathname}`);
    const headers = { ...incoming.headers };
    // A proxy keeps its own credentials to itself.
    delete headers['proxy-authorization'];
    delete headers['proxy-connection'];
    const relay = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: incoming.method,
        headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    relay.on('error', () => outgoing.destroy());
    incoming.pipe(relay);
  };
  const server = options.tls ? createTlsServer(options.tls, forward) : createServer(forward);
  server.on('connection', (socket: Socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('connect', (incoming, client: Socket, head: Buffer) => {
    seenHeaders.push(incoming.headers);
    const refusal = !authorized(incoming.headers, options.credentials) ? 407 : options.refuseConnect;
    if (refusal !== undefined) {
      refused += 1;
      const auth = refusal === 407 ? 'Proxy-Authenticate: Basic realm="corp"\r\n' : '';
      client.end(`HTTP/1.1 ${refusal} Refused\r\n${auth}Content-Type: text/plain\r\nContent-Length: 7\r\n\r\nrefused`);
      return;
    }
    const [host = '', port = ''] = (incoming.url ?? '').split(/:(?=\d+$)/);
    const upstream = connect(Number(port), host.replace(/^\[|\]$/g, ''), () => {
      tunnels += 1;
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  const port = await listenForTest(server, sockets);
  return {
    url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    connections: () => connections,
    tunnels: () => tunnels,
    refused: () => refused,
    forwarded,
    seenHeaders,
  };
}
