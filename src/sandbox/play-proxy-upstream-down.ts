/**
 * The sandbox as a forward proxy whose upstream cannot be reached (`--proxy-answer
 * tinyproxy-unable-to-connect` or `squid-connect-fail`): name it in HTTP_PROXY or HTTPS_PROXY, and
 * any base URL. Every request a client sends it, an absolute-URI request (an http:// API) or a
 * CONNECT (an https:// one), is answered with that proxy's own page and the connection closed;
 * none reaches the sandbox's API.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { forwardProxyAnswerBytes } from './forward-proxy-answers.js';
import { PROXY_ANSWERS, type ProxyAnswerName } from './proxy-own-answers.js';

type Answer = Parameters<typeof forwardProxyAnswerBytes>[0];

/** The answer of a forward proxy whose upstream is down, or undefined for any other --proxy-answer. */
export function upstreamDownAnswer(name: ProxyAnswerName | undefined): Answer | undefined {
  const answer = name === undefined ? undefined : PROXY_ANSWERS[name];
  if (!answer || !('forwardProxy' in answer) || answer.forwarded) return undefined;
  return answer;
}

/**
 * Answers every CONNECT of `server` with `answer`; returns the handler that answers a request so,
 * after reading it whole (a proxy that closed on an unread body would reset it).
 */
export function playProxyUpstreamDown(server: Server, answer: Answer, onAnswer: () => void) {
  const bytes = () => forwardProxyAnswerBytes(answer);
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    onAnswer();
    socket.on('error', () => undefined);
    socket.end(bytes());
  });
  return async (request: IncomingMessage): Promise<void> => {
    for await (const _chunk of request);
    onAnswer();
    request.socket.end(bytes());
  };
}
