/**
 * A real HTTP server that behaves like the finance back-end (seed sections 4, 5, 7): the three
 * operations, key checks, strict validation, duplicate refusal, a status lifecycle, and injected
 * faults. Used by the default profile, by `invoice-batch sandbox` and by every test.
 *
 * An unknown instance id is answered HTTP 200 with E_RETCODE 4 and an E_MESSAGE, like every
 * other refusal of the back-end, unless `unknownInstance` says otherwise; a status request without
 * INSTANCE_ID is HTTP 400.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEFAULT_PATH_SEGMENTS as DEFAULTS } from '../finance-api/api-paths.js';
import { SANDBOX_API_KEY } from './sandbox-api-key.js';
import type { SandboxOptions } from './sandbox-options.js';
import type { RunningSandbox, SandboxStats } from './running-sandbox.js';
import { SandboxState } from './sandbox-state.js';
import { viewSandboxInstances } from './view-sandbox-instances.js';
import { gatewayPage } from './sandbox-faults.js';
import { planSandboxFaults } from './plan-sandbox-faults.js';
import { answerOperation } from './answer-operation.js';
import { seededRandom } from './seeded-random.js';
import { ROUTE_METHODS, matchRoute } from './route-request.js';
import { BodyTooLarge, errorBody, readBody, sendError, sendJson } from './sandbox-http.js';
import { sendInjected } from './send-injected-answer.js';
import { createCapacityGate } from './capacity-gate.js';
import { createSandboxGateway, refuseAtGateway } from './sandbox-gateway.js';
import { spellCreatedAnswer } from './created-answer-fault.js';
import { redirectAnswer } from './redirect-answer.js';
import { createSignInProxy } from './sign-in-answer.js';
import { answerNotHttp } from './answer-not-http.js';
import { closeIdleConnections } from './close-idle-connections.js';
import { closeAfterEachAnswer } from './close-after-answer.js';
import { zeroSandboxStats } from './zero-sandbox-stats.js';
import { createOutageReply, type OutageReply } from './create-outage.js';
import { dropUnderscoreHeaders } from './drop-underscore-headers.js';
import { playProxyUpstreamDown, upstreamDownAnswer } from './play-proxy-upstream-down.js';

export type { SandboxOptions, InjectedAnswer } from './sandbox-options.js';
export type { RunningSandbox, SandboxStats } from './running-sandbox.js';

type Reply = { status: number; json: unknown; headers?: Record<string, string> } | OutageReply;

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const segments = {
    erpSegment: options.erpSegment ?? DEFAULTS.erpSegment,
    appSegment: options.appSegment ?? DEFAULTS.appSegment,
    envSegment: options.envSegment ?? DEFAULTS.envSegment,
  };
  const activeKeys = new Set(options.apiKeys?.length ? options.apiKeys : [SANDBOX_API_KEY]);
  const inactiveKeys = new Set(options.inactiveKeys ?? []);
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 32);
  const now = options.now ?? Date.now;
  const state = new SandboxState(options.stateFile);
  const faults = planSandboxFaults(options, seed);
  const stats: SandboxStats = zeroSandboxStats();
  const gate = createCapacityGate(options.capacity, options.capacityRetryAfter);
  const gateway = options.gateway && createSandboxGateway(options.gateway, seededRandom(seed + 1), now);
  const signIn = createSignInProxy(options.signIn);

  /** A create holds a place of the capacity gate from its arrival to its answer. */
  async function answer(request: IncomingMessage): Promise<Reply> {
    const route = matchRoute(new URL(request.url ?? '/', 'http://sandbox').pathname, segments);
    // A redirection of every operation stands in front of every path, as a load balancer's does
    // (http:// to https://); the gateway stands in front of the operations only, and another path
    // (an upload's check of the address) is answered 404 by the server, so it takes no quota.
    const moved = redirectAnswer(options.redirect, route);
    if (moved) {
      for await (const _chunk of request);
      stats.redirected += 1;
      return { injected: moved };
    }
    // A login proxy answers before any gateway or back-end: the api_key means nothing to it.
    const page = route && signIn(route);
    if (page) {
      for await (const _chunk of request);
      stats.signInPages += 1;
      return { injected: page };
    }
    if (!route) return answerRequest(request);
    const refused =
      gateway && (await refuseAtGateway(gateway, request, { active: activeKeys, inactive: inactiveKeys }));
    if (refused) return { injected: refused };
    const url = new URL(request.url ?? '/', 'http://sandbox');
    if (matchRoute(url.pathname, segments) !== 'create' || request.method !== 'POST') return answerRequest(request);
    if (!gate.enter()) {
      await readBody(request);
      stats.throttled += 1;
      return { injected: gate.refusal };
    }
    try {
      return await answerRequest(request);
    } finally {
      gate.leave();
    }
  }

  async function answerRequest(request: IncomingMessage): Promise<Reply> {
    const url = new URL(request.url ?? '/', 'http://sandbox');
    const route = matchRoute(url.pathname, segments);
    if (!route) return { status: 404, json: errorBody(404, `no operation at ${url.pathname}`) };
    if (request.method !== ROUTE_METHODS[route]) {
      const detail = `${url.pathname} accepts ${ROUTE_METHODS[route]}, got ${request.method ?? '?'}`;
      return { status: 405, json: errorBody(405, detail), headers: { Allow: ROUTE_METHODS[route] } };
    }
    const key = request.headers['api_key'];
    const keyText = Array.isArray(key) ? key[0] : key;
    if (!keyText || inactiveKeys.has(keyText) || !activeKeys.has(keyText)) stats.refusedKeys += 1;
    if (!keyText) return { status: 401, json: errorBody(401, 'the api_key header is missing') };
    if (inactiveKeys.has(keyText))
      return { status: 403, json: errorBody(403, 'the developer of this api_key is inactive') };
    if (!activeKeys.has(keyText)) return { status: 401, json: errorBody(401, 'the api_key is not recognised') };

    let parsed: unknown;
    const text = await readBody(request);
    if (route !== 'status' && text.trim() !== '') {
      try {
        parsed = JSON.parse(text) as unknown;
      } catch {
        return { status: 400, json: errorBody(400, 'the request body is not JSON') };
      }
    } else if (route === 'create') {
      return { status: 400, json: errorBody(400, 'the request body is empty; expected a JSON Invoice') };
    }
    if (route === 'status' && !url.searchParams.has('INSTANCE_ID'))
      return { status: 400, json: errorBody(400, 'the query parameter INSTANCE_ID is missing') };
    if (route === 'create') stats.createRequests += 1;
    if (route === 'status') stats.statusRequests += 1;
    const outage =
      route === 'create'
        ? createOutageReply(options.createOutage, stats.createRequests)
        : route === options.resetReads
          ? ({ drop: 'reset' } as const)
          : undefined;
    if (outage) {
      stats.injectedFailures += 1;
      return outage;
    }

    const delay = faults.delayMs();
    if (delay > 0) await sleep(delay);
    const injected = faults.takeInjected(route);
    const before = injected && !injected.afterProcessing && !injected.processedBody ? injected : faults.failBefore();
    if (before) {
      stats.injectedFailures += 1;
      if (before.delayMs) await sleep(before.delayMs);
      return { injected: before };
    }
    const result = answerOperation(route, parsed, url, { options, state, stats, seed, nowMs: now() });
    const oddStatus = injected?.processedBody ? injected.status : route === 'create' ? faults.oddAfter() : undefined;
    if (oddStatus !== undefined) {
      stats.oddAnswers += 1;
      const body = JSON.stringify(result.json);
      return { injected: { ...injected, status: oddStatus, body, contentType: 'application/json' } };
    }
    if (injected) {
      if (route === 'create') stats.lostResponses += 1;
      else stats.injectedFailures += 1;
      if (injected.delayMs) await sleep(injected.delayMs);
      return { injected };
    }
    if (route === 'create' && faults.loseAfter()) {
      stats.lostResponses += 1;
      return { injected: { status: 504, body: gatewayPage(504), contentType: 'text/html' } };
    }
    if (route === 'create' && faults.busyAfter()) {
      stats.lostResponses += 1;
      const body = JSON.stringify(errorBody(503, 'the service is busy; retry after the time given'));
      return { injected: { status: 503, body, contentType: 'application/json', headers: { 'Retry-After': '1' } } };
    }
    const spelled = route === 'create' ? spellCreatedAnswer(result.json, options.createdAnswer ?? 'plain') : undefined;
    return spelled ? { injected: spelled } : result;
  }

  const server = createServer((request, response) => {
    if (proxyDown) return void proxyDown(request);
    if (idle && !idle.admit(request, response)) return;
    if (options.dropUnderscoreHeaders) dropUnderscoreHeaders(request, response);
    answer(request).then(
      (reply) => {
        if ('drop' in reply) {
          // Left unanswered, the client's own timeout ends it; the server's close ends the socket.
          if (reply.drop === 'reset') request.socket.resetAndDestroy();
        } else if ('injected' in reply) sendInjected(response, reply.injected, options.answerEncoding);
        else sendJson(response, reply.status, reply.json, reply.headers, options.answerEncoding);
      },
      (error: unknown) => {
        if (error instanceof BodyTooLarge) sendError(response, 413, error.message, { Connection: 'close' });
        else sendError(response, 500, 'the sandbox failed on this request');
      },
    );
  });
  const downAnswer = upstreamDownAnswer(options.proxyAnswer?.name);
  const proxyDown = downAnswer && playProxyUpstreamDown(server, downAnswer, () => (stats.injectedFailures += 1));
  if (options.notHttp) answerNotHttp(server, options.notHttp, () => (stats.notHttpConnections += 1));
  // Longer than clients keep idle connections, so a reused connection is never closed under a request.
  server.keepAliveTimeout = 10_000;
  const idle = options.proxyClosesAfterAnswer
    ? closeAfterEachAnswer(server)
    : options.idleClose && closeIdleConnections(server, options.idleClose);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    baseUrl: `http://${host}:${address.port}`,
    ...segments,
    apiKey: [...activeKeys][0]!,
    stateFile: options.stateFile,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      state.close();
    },
    stats: () => ({
      ...stats,
      peakCreatesInFlight: gate.peak(),
      gatewayRefusals: gateway?.refused() ?? 0,
      connections: idle?.connections() ?? 0,
      idleResets: idle?.resets() ?? 0,
    }),
    instances: () => viewSandboxInstances(state),
    injectNext: (...answers) => faults.inject(answers),
  };
}
