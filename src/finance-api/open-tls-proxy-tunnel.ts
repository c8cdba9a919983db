/**
 * The CONNECT tunnel to an https:// server through a proxy named https:// (one spoken to in TLS).
 * https-proxy-agent 9.1 stops listening for errors on its TLS connection to the proxy as soon as
 * that connection ends; a proxy that closes it before the handshake (one that speaks no TLS, or
 * turns the client away) then makes Node report the handshake's end as an error nobody listens
 * to, which ends the process (TooTallNate/proxy-agents#277). Here the CONNECT is Node's own
 * client request, whose errors are the request's, and the library keeps every proxy named http://.
 */
import type http from 'node:http';
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

/** Asks the proxy for a tunnel to `authority`; the request is dropped if the caller's request closes first. */
function askForTunnel(proxy: URL, authority: string, caller: http.ClientRequest): Promise<ConnectAnswer> {
  const headers: Record<string, string> = { Host: authority, 'Proxy-Connection': 'Keep-Alive' };
  if (proxy.username !== '' || proxy.password !== '') {
    const credentials = `${decodeURIComponent(proxy.username)}:${decodeURIComponent(proxy.password)}`;
    headers['Proxy-Authorization'] = `Basic ${Buffer.from(credentials).toString('base64')}`;
  }
  const host = proxy.hostname.replace(/^\[|\]$/g, '');
  const options: https.RequestOptions & tls.ConnectionOptions = {
    host,
    port: Number(proxy.port) || 443,
    method: 'CONNECT',
    path: authority,
    headers,
    agent: false,
    ALPNProtocols: ['http/1.1'],
    ...(net.isIP(host) === 0 ? { servername: host } : {}),
  };
  const ask = https.request(options);
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

/** https-proxy-agent's agent, with the tunnel through a proxy named https:// opened here. */
export class TlsProxyTunnelAgent extends HttpsProxyAgent<string> {
  override async connect(req: http.ClientRequest, opts: ConnectOptions): Promise<net.Socket> {
    if (this.proxy.protocol !== 'https:') return super.connect(req, opts);
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
    const server = tls.connect({ ...rest, socket, ...(servername ? { servername } : {}) });
    // The tunnel's own connection fails into the request's: nothing on it is left unheard.
    socket.on('error', (error) => server.destroy(error));
    return server;
  }
}
