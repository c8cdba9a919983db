/**
 * The keep-alive agents of the transport (node-http-fetch.ts): one for each scheme when connected
 * directly, and one for each scheme and proxy. Each drops an idle connection before the server
 * (or the proxy) may close it (free-socket-lifetime.ts), so a create is not written into a
 * closing socket; through a proxy too, since the proxy agents are node agents underneath.
 * A forward proxy carrying plain http:// requests is kept only when its answer says keep-alive:
 * some (tinyproxy) close after every answer without a `Connection: close`, and a create written
 * before that close arrives would be reset after it may have been read, so in doubt.
 */
import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
// http-proxy-agent sends a plain http:// request to the proxy as an absolute-URI request, with
// the proxy's Basic credentials. A tunnel to an https:// server is https-proxy-agent's agent with
// the CONNECT made by Node's own client request, for two faults of the library (open-proxy-tunnel.ts).
import { HttpProxyAgent } from 'http-proxy-agent';
import { freeSocketLifetimeMs } from './free-socket-lifetime.js';
import { learnedIdleLimitMs } from './learn-idle-limit.js';
import { ProxyTunnelAgent } from './open-proxy-tunnel.js';

/** The origin each socket serves, and when it last became free (performance.now()). */
const socketOrigins = new WeakMap<Socket, string>();
const freedAt = new WeakMap<Socket, number>();

/** Records the origin a socket carries a request to: its idle limit is that origin's. */
export function noteSocketOrigin(socket: Socket, origin: string): void {
  socketOrigins.set(socket, origin);
}

/** When the socket last became free, performance.now(); undefined for one never kept (a new connection). */
export function socketFreedAt(socket: Socket): number | undefined {
  return freedAt.get(socket);
}

/** Whether the answer says, in `Connection` or the older `Proxy-Connection`, that its connection stays open. */
function saysKeepAlive(answer: http.IncomingMessage | undefined): boolean {
  const words = [answer?.headers.connection, answer?.headers['proxy-connection']].join(',');
  return words.split(',').some((word) => word.trim().toLowerCase() === 'keep-alive');
}

/**
 * Keeps an idle connection only as long as free-socket-lifetime.ts allows. Node's agent on its own
 * keeps one for good unless given a timeout, reading the server's hint only to shorten that one.
 * @param onlyIfSaid keep a connection only when its last answer said keep-alive @default false: HTTP/1.1 keeps unless told to close
 */
function dropIdleInTime<A extends http.Agent>(agent: A, onlyIfSaid = false): A {
  const keep = agent.keepSocketAlive.bind(agent) as (socket: Socket) => boolean;
  agent.keepSocketAlive = (socket: Socket): boolean => {
    const answer = (socket as Socket & { _httpMessage?: { res?: http.IncomingMessage } })._httpMessage?.res;
    if (onlyIfSaid && !saysKeepAlive(answer)) return false;
    const hint = answer?.headers['keep-alive'];
    const origin = socketOrigins.get(socket) ?? '';
    const lifetimeMs = Math.min(
      freeSocketLifetimeMs(typeof hint === 'string' ? hint : undefined),
      learnedIdleLimitMs(origin),
    );
    if (!keep(socket) || lifetimeMs === 0) return false;
    freedAt.set(socket, performance.now());
    // A free socket that stays idle this long is destroyed by the agent.
    socket.setTimeout(lifetimeMs);
    return true;
  };
  return agent;
}

const httpAgent = dropIdleInTime(new http.Agent({ keepAlive: true }));
const httpsAgent = dropIdleInTime(new https.Agent({ keepAlive: true }));
/** A process talks to one target through one proxy: a few agents at most, kept for its life. */
const proxyAgents = new Map<string, http.Agent>();

/**
 * The agent for a request to an `https:` (`secure`) or `http:` server.
 * @param proxyUrl the proxy's address, credentials included @default none: connected directly
 */
export function agentFor(secure: boolean, proxyUrl?: string): http.Agent {
  if (proxyUrl === undefined) return secure ? httpsAgent : httpAgent;
  const key = `${secure ? 'https' : 'http'} ${proxyUrl}`;
  let agent = proxyAgents.get(key);
  if (agent === undefined) {
    // A tunnel is the server's own connection, read as a direct one; a plain request's is the proxy's.
    agent = secure
      ? dropIdleInTime(new ProxyTunnelAgent(proxyUrl, { keepAlive: true }))
      : dropIdleInTime(new HttpProxyAgent(proxyUrl, { keepAlive: true }), true);
    proxyAgents.set(key, agent);
  }
  return agent;
}
