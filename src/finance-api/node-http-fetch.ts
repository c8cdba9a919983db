/**
 * The transport of every request (under ky for the reads, called directly for the creates): a
 * fetch built on node:http(s) with keep-alive agents. Node's global fetch, with ky's streamed
 * request bodies, took several times the CPU per request; at hundreds of invoices a second that,
 * not the network, was the limit.
 * The agents (keep-alive-agents.ts) drop an idle connection before the server may close it
 * (free-socket-lifetime.ts), so a create is not written into a closing socket.
 * How a failure is marked for the caller is in mark-fetch-failure.ts; how the answer becomes a
 * Response, in make-answer-response.ts.
 */
import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import { describeProxy, type ProxyRoute } from './api-target.js';
import { agentFor, noteSocketOrigin, socketFreedAt } from './keep-alive-agents.js';
import { noteIdleReset } from './learn-idle-limit.js';
import {
  isProxyAuthAnswer,
  isProxyUnreachedAnswer,
  PROXY_TLS_WAIT_MS,
  proxyNotTls,
  proxyRefusal,
} from './proxy-refusal.js';
import { makeResponse, responseHeaders } from './make-answer-response.js';
import { markIfFirstAnswerBytes, markNeverConnected } from './mark-fetch-failure.js';

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

export interface AnswerLimit {
  /** Bytes of the answer body read at most; past that the connection is dropped. */
  maxBytes: number;
  /** Called when the answer was longer than `maxBytes`; the Response then has no body. */
  onOversize: () => void;
  /**
   * Takes the whole body as bytes; the Response then has none. Read back through the Response's
   * web stream, a short answer cost more CPU than the rest of the exchange.
   */
  onBody?: ((body: Buffer) => void) | undefined;
  /**
   * Called once a connection to the server exists, i.e. when bytes of the request may leave: a
   * caller whose own timer ends the attempt (ky's timeout) learns from it whether anything was sent.
   */
  onConnected?: (() => void) | undefined;
  /**
   * Called when the answer's headers came, with the ms since the request's last byte was handed to
   * the system (0 when the answer came before): how long whatever answered waited before answering.
   */
  onHeaders?: ((waitedMs: number) => void) | undefined;
}

/**
 * A fetch, also for ky's `fetch` option. The body is passed here as bytes rather than read back
 * from the Request's stream, so it is written once, with its length, and never streamed.
 * The answer is read only up to `limit.maxBytes`: a longer one (by Content-Length, or as it
 * streams in) ends the connection at once, so a server cannot make this process hold more.
 * @param body the request body @default none
 * @param proxy the proxy to go through @default none: connected directly
 */
export async function nodeHttpFetch(
  request: Request,
  body?: Buffer,
  limit?: AnswerLimit,
  proxy?: ProxyRoute,
): Promise<Response> {
  const signal = request.signal;
  if (signal.aborted) throw markNeverConnected(abortError(signal));
  const url = new URL(request.url);
  const secure = url.protocol === 'https:';
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => (headers[name] = value));
  if (body) headers['content-length'] = String(body.length);

  return new Promise<Response>((resolve, reject) => {
    let outgoing: http.ClientRequest;
    try {
      outgoing = (secure ? https : http).request(url, {
        method: request.method,
        headers,
        agent: agentFor(secure, proxy?.url),
      });
    } catch (error) {
      // Thrown while building the request (a header value no HTTP header can carry): nothing left.
      reject(markNeverConnected(error));
      return;
    }
    // Until the connection (and for https the TLS handshake) is made, no byte of the request has left.
    let connected = false;
    // Set when the socket is a reused keep-alive one: how long it had been idle, ms.
    let reusedAfterMs: number | undefined;
    let answered = false;
    // The connection this request was written on, and whether an earlier answer came on it.
    let usedSocket: Socket | undefined;
    let reused = false;
    // A proxy named https:// must answer TLS first; one that speaks plain HTTP may say nothing at all.
    const proxyTls = proxy !== undefined && proxy.url.toLowerCase().startsWith('https:');
    let proxyTlsWait: NodeJS.Timeout | undefined;
    // The proxy answered CONNECT over its TLS: a handshake that fails after it is the server's, not the proxy's.
    let proxySpokeTls = false;
    const proxyTlsDone = () => clearTimeout(proxyTlsWait);
    const onConnected = () => {
      connected = true;
      proxyTlsDone();
      limit?.onConnected?.();
    };
    outgoing.on('socket', (socket) => {
      noteSocketOrigin(socket, url.origin);
      usedSocket = socket;
      const since = socketFreedAt(socket);
      // A proxy agent hands over a new socket once its tunnel is open: not connecting, yet not reused.
      reused = since !== undefined;
      // A reused keep-alive socket is connected already; a new one announces it. Through a tunnel the
      // TLS handshake with the server starts once the proxy said 200; a property node may drop
      // someday only makes the request count as sent sooner, the safe side.
      const handshaking = (socket as { _secureEstablished?: boolean })._secureEstablished === false;
      if (socket.connecting) socket.once(secure || proxyTls ? 'secureConnect' : 'connect', onConnected);
      // Through a tunnel, the server's handshake; to a proxy named https://, the proxy's.
      else if (proxy !== undefined && (secure || proxyTls) && !reused && handshaking)
        socket.once('secureConnect', onConnected);
      else {
        if (since !== undefined) reusedAfterMs = performance.now() - since;
        onConnected();
      }
    });
    // The proxy's answer to CONNECT, before any byte of the request: anything but 200 opened no tunnel.
    outgoing.on(
      'proxyConnect',
      (answer: { statusCode?: number; statusText?: string; headers?: Record<string, unknown> }) => {
        // http-proxy-agent emits it too, with no status: it sends no CONNECT.
        const status = answer.statusCode;
        // An answer to CONNECT came over the proxy's TLS: it speaks it.
        if (status !== undefined) {
          proxySpokeTls = true;
          proxyTlsDone();
        }
        if (status === undefined || status === 200 || proxy === undefined || !secure) return;
        settle();
        const unreached = isProxyUnreachedAnswer(status, answer.statusText, answer.headers ?? {}) || undefined;
        reject(markNeverConnected(proxyRefusal(status, answer.statusText, describeProxy(proxy), unreached)));
        outgoing.destroy();
      },
    );
    if (proxyTls && proxy !== undefined)
      proxyTlsWait = setTimeout(() => {
        settle();
        reject(markNeverConnected(proxyNotTls(describeProxy(proxy), 'silent')));
        outgoing.destroy();
      }, PROXY_TLS_WAIT_MS);
    const onAbort = () => outgoing.destroy(abortError(signal) as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    const settle = () => {
      proxyTlsDone();
      signal.removeEventListener('abort', onAbort);
    };
    outgoing.on('error', (error) => {
      settle();
      // Closed under the request before any answer byte: the server's idle limit is shorter than kept.
      const code = (error as NodeJS.ErrnoException).code;
      if (reusedAfterMs !== undefined && !answered && (code === 'ECONNRESET' || code === 'EPIPE'))
        noteIdleReset(url.origin, reusedAfterMs);
      markIfFirstAnswerBytes(error, usedSocket, reused);
      const proxyHandshake = proxyTls && proxy !== undefined && !connected && !proxySpokeTls;
      if (proxyHandshake && /wrong version number/i.test(String(error)))
        return reject(markNeverConnected(proxyNotTls(describeProxy(proxy), 'answered')));
      if (proxyHandshake && /disconnected before secure TLS/i.test(String(error)))
        return reject(markNeverConnected(proxyNotTls(describeProxy(proxy), 'closed')));
      reject(connected ? error : markNeverConnected(error));
    });
    // The request's last byte left at 'finish': a wait measured from there excludes sending a large body.
    let writtenAt: number | undefined;
    outgoing.once('finish', () => (writtenAt = performance.now()));
    outgoing.on('response', (incoming) => {
      answered = true;
      limit?.onHeaders?.(writtenAt === undefined ? 0 : performance.now() - writtenAt);
      const status = incoming.statusCode ?? 0;
      // A request to an http:// API is the proxy's to forward: its own refusal, or its word that it
      // could not reach the server, proves no byte of it went on.
      const unreached = isProxyUnreachedAnswer(status, incoming.statusMessage, incoming.headers);
      if (proxy !== undefined && !secure && (unreached || isProxyAuthAnswer(status, incoming.headers))) {
        settle();
        reject(markNeverConnected(proxyRefusal(status, incoming.statusMessage, describeProxy(proxy), unreached)));
        incoming.destroy();
        outgoing.destroy();
        return;
      }
      // Thrown in an event handler, an error would end the process: it rejects this request instead.
      const answer = (bytes: Buffer | null) => {
        try {
          resolve(makeResponse(bytes, status, responseHeaders(incoming.headers)));
        } catch (error) {
          reject(error);
        }
      };
      const oversize = () => {
        settle();
        limit?.onOversize();
        answer(null);
        // The rest of the answer is never read: the connection goes, with whatever it still carries.
        incoming.removeAllListeners('data');
        incoming.destroy();
        outgoing.destroy();
      };
      const declared = Number(incoming.headers['content-length']);
      if (limit && Number.isFinite(declared) && declared > limit.maxBytes) return oversize();
      const chunks: Buffer[] = [];
      let received = 0;
      incoming.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (limit && received > limit.maxBytes) return oversize();
        chunks.push(chunk);
      });
      incoming.on('error', (error) => {
        settle();
        reject(error);
      });
      incoming.on('aborted', () => {
        settle();
        reject(
          Object.assign(new Error('the connection closed before the answer was complete'), { code: 'ECONNRESET' }),
        );
      });
      incoming.on('end', () => {
        settle();
        const noBody = status === 204 || status === 304 || request.method === 'HEAD';
        const bytes = noBody ? null : Buffer.concat(chunks);
        if (bytes && limit?.onBody) limit.onBody(bytes);
        answer(limit?.onBody ? null : bytes);
      });
    });
    outgoing.end(body);
  });
}
