/**
 * The keep-alive agents of the transport (node-http-fetch.ts): one for each scheme when connected
 * directly, and one for each scheme and proxy. Each drops an idle connection before the server
 * (or the proxy) may close it (free-socket-lifetime.ts), so a create is not written into a
 * closing socket; through a proxy too, since the proxy agents are node agents underneath.
 */
import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
// http-proxy-agent sends a plain http:// request to the proxy as an absolute-URI request, with
// the proxy's Basic credentials; https-proxy-agent opens a CONNECT tunnel and speaks TLS to the
// server through it. Both are maintained proxy clients; a CONNECT written here would be untested.
import { HttpProxyAgent } from 'http-proxy-agent';
import { HttpsProxyAgent } from 'https-proxy-agent';
import { freeSocketLifetimeMs } from './free-socket-lifetime.js';
import { learnedIdleLimitMs } from './learn-idle-limit.js';

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

/**
 * Keeps an idle connection only as long as free-socket-lifetime.ts allows. Node's agent on its own
 * keeps one for good unless given a timeout, reading the server's hint only to shorten that one.
 */
function dropIdleInTime<A extends http.Agent>(agent: A): A {
  const keep = agent.keepSocketAlive.bind(agent) as (socket: Socket) => boolean;
  agent.keepSocketAlive = (socket: Socket): boolean => {
    const answer = (socket as Socket & { _httpMessage?: { res?: http.IncomingMessage } })._httpMessage?.res;
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
    agent = dropIdleInTime(
      secure ? new HttpsProxyAgent(proxyUrl, { keepAlive: true }) : new HttpProxyAgent(proxyUrl, { keepAlive: true }),
    );
    proxyAgents.set(key, agent);
  }
  return agent;
}
