/**
 * The CONNECT tunnel to an https:// server through a proxy, opened by Node's own client request
 * (http.request's 'connect' event) rather than by https-proxy-agent 9.1, for two of its faults:
 * - it stops listening for errors on its TLS connection to a proxy named https:// as soon as that
 *   connection ends, so a proxy that closes it before the handshake makes Node report the end as
 *   an error nobody listens to, which ends the process (TooTallNate/proxy-agents#277);
 * - it speaks TLS to a server named by its IP address without that address, so Node checks the
 *   server's certificate against the proxy's name: a proxy holding a certificate for its own name
 *   could read the API key and the invoices.
 * The library's agent stays underneath for its pooling of kept-alive tunnels.
 */
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import { HttpsProxyAgent } from 'https-proxy-agent';

type ConnectOptions = Parameters<HttpsProxyAgent<string>['connect']>[1];

interface ConnectAnswer {
  answer: http.IncomingMessage;
  socket: net.Socket;
  head: Buffer;
}

/** Asks the proxy (in TLS when named https://) for a tunnel to `authority`; dropped if the caller's request closes first. */
function askForTunnel(proxy: URL, authority: string, caller: http.ClientRequest): Promise<ConnectAnswer> {
  const headers: Record<string, string> = { Host: authority, 'Proxy-Connection': 'Keep-Alive' };
  if (proxy.username !== '' || proxy.password !== '') {
    const credentials = `${decodeURIComponent(proxy.username)}:${decodeURIComponent(proxy.password)}`;
    headers['Proxy-Authorization'] = `Basic ${Buffer.from(credentials).toString('base64')}`;
  }
  const host = proxy.hostname.replace(/^\[|\]$/g, '');
  const options: https.RequestOptions & tls.ConnectionOptions = {
    host,
    port: Number(proxy.port) || (proxy.protocol === 'https:' ? 443 : 80),
    method: 'CONNECT',
    path: authority,
    headers,
    agent: false,
    ALPNProtocols: ['http/1.1'],
    ...(net.isIP(host) === 0 ? { servername: host } : {}),
  };
  const ask = (proxy.protocol === 'https:' ? https : http).request(options);
  return new Promise<ConnectAnswer>((resolve, reject) => {
    // A request given up (timed out, aborted) takes its unanswered CONNECT with it.
    const drop = () => ask.destroy();
    caller.once('close', drop);
    ask.once('connect', (answer, socket, head) => {
      caller.removeListener('close', drop);
      resolve({ answer, socket, head });
    });
    ask.once('error', (error) => {
      caller.removeListener('close', drop);
      reject(error);
    });
    ask.end();
  });
}

/** https-proxy-agent's agent, with its tunnels opened here. */
export class ProxyTunnelAgent extends HttpsProxyAgent<string> {
  override async connect(req: http.ClientRequest, opts: ConnectOptions): Promise<net.Socket> {
    const host = opts.host ?? '';
    const authority = `${net.isIPv6(host) ? `[${host}]` : host}:${opts.port}`;
    const { answer, socket, head } = await askForTunnel(this.proxy, authority, req);
    // The same event the library sends: the transport reads a refusal from it (node-http-fetch.ts).
    req.emit('proxyConnect', {
      statusCode: answer.statusCode,
      statusText: answer.statusMessage,
      headers: answer.headers,
    });
    if (answer.statusCode !== 200) {
      socket.destroy();
      throw new Error(`the proxy answered CONNECT with HTTP ${answer.statusCode}`);
    }
    if (head.length > 0) socket.unshift(head);
    if (!opts.secureEndpoint) return socket;
    const { host: _host, path: _path, port: _port, ...rest } = opts as ConnectOptions & { path?: string };
    const servername = 'servername' in rest && rest.servername ? rest.servername : net.isIP(host) ? undefined : host;
    const server = tls.connect({
      ...rest,
      socket,
      ...(servername ? { servername } : {}),
      // The server's own name or address, never the proxy's, which Node would take from the socket.
      checkServerIdentity: (_name, certificate) => tls.checkServerIdentity(host, certificate),
    });
    // The tunnel's own connection fails into the request's: nothing on it is left unheard.
    socket.on('error', (error) => server.destroy(error));
    return server;
  }
}
