/** What `sandbox` does, loaded when the command runs (sandbox-command.ts describes its flags). */
import { resolve } from 'node:path';
import { EXIT_OK, UsageError } from '../errors.js';
import { startSandbox } from '../sandbox/start-sandbox.js';
import { upstreamDownAnswer } from '../sandbox/play-proxy-upstream-down.js';
import type { RunningSandbox } from '../sandbox/running-sandbox.js';
import { DEFAULT_ODD_STATUSES } from '../sandbox/sandbox-faults.js';
import { SANDBOX_ADVERTISERS } from '../sandbox/sandbox-advertisers.js';
import { type CreatedAnswer } from '../sandbox/created-answer-fault.js';
import { type AdvertiserPageStyle } from '../sandbox/page-advertiser-list.js';
import type { CreateOutageKind } from '../sandbox/sandbox-front-options.js';
import type { IdleCloseOption } from '../sandbox/close-idle-connections.js';
import type { ProxyAnswerName, ProxyHopName } from '../sandbox/proxy-own-answers.js';
import type { SignInPageName } from '../sandbox/sign-in-pages.js';
import { describeGateway, gatewayOptions, type GatewayArgv } from './sandbox-gateway-flags.js';
import { DEFAULTS } from '../settings.js';
import type { CommandIo } from './cli-command.js';

export interface SandboxArgv extends GatewayArgv {
  port: number;
  latencyMs: number;
  jitterMs: number;
  failRate: number;
  createOutage?: CreateOutageKind;
  createOutageAfter: number;
  resetReads?: 'advertisers' | 'status';
  signInPage?: SignInPageName;
  signInRoute?: 'advertisers' | 'create' | 'status';
  proxyAnswer?: ProxyAnswerName;
  proxyAnswerRequests: number;
  proxyAnswerHop?: ProxyHopName;
  idleCloseMs?: number;
  idleCloseFinMs: number;
  keepAliveHint?: number;
  proxyCloseAfterAnswer?: boolean;
  lostRate: number;
  busyAfterBookingRate: number;
  oddRate: number;
  oddStatus?: number[];
  stuckRate: number;
  seed?: number;
  state?: string;
  advanceEveryMs?: number;
  capacity?: number;
  capacityRetryAfter: number;
  erpSegment: string;
  appSegment: string;
  envSegment: string;
  advertiserShape: 'bare' | 'wrapped' | 'numeric-ids';
  advertiserPages?: AdvertiserPageStyle;
  advertiserCount?: number;
  advertiserDuplicates?: boolean;
  createdAnswer: CreatedAnswer;
  answerEncoding?: string;
  dropUnderscoreHeaders?: boolean;
}

function checkRate(name: string, value: number): number {
  if (!Number.isFinite(value) || value < 0 || value > 1)
    throw new UsageError(`--${name}: expected a share between 0 and 1, got ${value}`);
  return value;
}

/** Longest delay a flag may ask for: Node's timers fire at once past 2^31-1 ms, so a day is plenty. */
const MAX_WAIT_MS = 86_400_000;

function checkWhole(name: string, value: number | undefined, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || value < 0 || value > max)
    throw new UsageError(`--${name}: expected a whole number from 0 to ${max}, got ${value}`);
  return value;
}

function checkStatuses(values: number[] | undefined): number[] | undefined {
  for (const value of values ?? [])
    if (!Number.isInteger(value) || value < 0 || value > 999)
      throw new UsageError(`--odd-status: expected a status from 0 to 999, got ${value}`);
  return values?.length ? values : undefined;
}

function checkCapacity(value: number | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || value < 1 || value > 100_000)
    throw new UsageError(`--capacity: expected a whole number from 1 to 100000, got ${value}`);
  return value;
}

function idleCloseOption(argv: SandboxArgv): IdleCloseOption {
  return {
    afterMs: checkWhole('idle-close-ms', argv.idleCloseMs, MAX_WAIT_MS)!,
    finDelayMs: checkWhole('idle-close-fin-ms', argv.idleCloseFinMs, MAX_WAIT_MS),
    hintSeconds: checkWhole('keep-alive-hint', argv.keepAliveHint, 86_400),
  };
}

/** The segment flags upload, status and reconcile need for this sandbox; none when they are the defaults. */
function segmentNote(sandbox: RunningSandbox): string[] {
  const flags = [
    sandbox.erpSegment !== DEFAULTS.erpSegment ? `--erp-segment ${sandbox.erpSegment}` : '',
    sandbox.appSegment !== DEFAULTS.appSegment ? `--app-segment ${sandbox.appSegment}` : '',
    sandbox.envSegment !== DEFAULTS.envSegment ? `--env-segment ${sandbox.envSegment}` : '',
  ].filter(Boolean);
  return flags.length ? [`Give upload, status and reconcile the same path segments: ${flags.join(' ')}`] : [];
}

function describeRunning(sandbox: RunningSandbox, argv: SandboxArgv): string {
  const faults = [
    argv.latencyMs || argv.jitterMs ? `latency ${argv.latencyMs} ms + up to ${argv.jitterMs} ms` : '',
    argv.failRate ? `fail rate ${argv.failRate}` : '',
    argv.createOutage
      ? `creates fail (${argv.createOutage}) after ${argv.createOutageAfter}, status requests answered`
      : '',
    argv.signInPage
      ? `a login proxy answers ${argv.signInRoute ?? 'every'} request with the ${argv.signInPage} sign-in page`
      : '',
    argv.idleCloseMs !== undefined
      ? `idle connections closed after ${argv.idleCloseMs} ms${argv.keepAliveHint !== undefined ? ` (says timeout=${argv.keepAliveHint})` : ''}`
      : '',
    argv.proxyCloseAfterAnswer ? 'a forward proxy closing each connection after its answer, unannounced' : '',
    upstreamDownAnswer(argv.proxyAnswer)
      ? `a forward proxy whose upstream is down: every request and CONNECT answered as ${argv.proxyAnswer}`
      : argv.proxyAnswer
        ? `the first ${argv.proxyAnswerRequests} creates answered as ${argv.proxyAnswer}${argv.proxyAnswerHop ? ` through ${argv.proxyAnswerHop}` : ''}`
        : '',
    argv.lostRate ? `lost rate ${argv.lostRate}` : '',
    argv.busyAfterBookingRate ? `busy after booking rate ${argv.busyAfterBookingRate} (503, Retry-After 1 s)` : '',
    argv.oddRate ? `odd rate ${argv.oddRate} (${(argv.oddStatus ?? DEFAULT_ODD_STATUSES).join(', ')})` : '',
    argv.stuckRate ? `stuck rate ${argv.stuckRate}` : '',
    argv.createdAnswer !== 'plain' ? `booked creates answered ${argv.createdAnswer}` : '',
    argv.seed !== undefined ? `seed ${argv.seed}` : '',
    argv.capacity !== undefined
      ? `capacity ${argv.capacity} creates in flight (429, Retry-After ${argv.capacityRetryAfter} s)`
      : '',
    describeGateway(argv),
  ].filter(Boolean);
  return [
    'Sandbox of the finance API is running. Nothing sent to it reaches a real finance system.',
    '',
    `  Base URL     ${sandbox.baseUrl}`,
    `  ERP segment  ${sandbox.erpSegment}`,
    `  App segment  ${sandbox.appSegment}`,
    `  Environment  ${sandbox.envSegment}`,
    `  API key      ${sandbox.apiKey}`,
    `  State        ${sandbox.stateFile ?? 'in memory only (use --state FILE to keep it)'}`,
    `  Lifecycle    ${argv.advanceEveryMs ? `one step every ${argv.advanceEveryMs} ms` : 'one step per status call'}`,
    `  Faults       ${faults.length ? faults.join(', ') : 'none'}`,
    '',
    'Use it from another shell, for example:',
    // A server named by --base-url needs its key, and the key is never a flag: it goes in the environment.
    `  INVOICE_BATCH_API_KEY=${sandbox.apiKey} invoice-batch advertisers --base-url ${sandbox.baseUrl}`,
    ...segmentNote(sandbox),
    '',
    'Press Ctrl-C to stop.',
    '',
  ].join('\n');
}

export async function runSandbox(argv: SandboxArgv, io: CommandIo): Promise<number> {
  const port = checkWhole('port', argv.port, 65535)!;
  let sandbox: RunningSandbox;
  try {
    sandbox = await startSandbox({
      port,
      latencyMs: checkWhole('latency-ms', argv.latencyMs, MAX_WAIT_MS),
      jitterMs: checkWhole('jitter-ms', argv.jitterMs, MAX_WAIT_MS),
      failRate: checkRate('fail-rate', argv.failRate),
      resetReads: argv.resetReads,
      signIn: argv.signInPage && { page: argv.signInPage, route: argv.signInRoute },
      createOutage: argv.createOutage && {
        kind: argv.createOutage,
        after: checkWhole('create-outage-after', argv.createOutageAfter),
      },
      proxyAnswer: argv.proxyAnswer && {
        name: argv.proxyAnswer,
        requests: checkWhole('proxy-answer-requests', argv.proxyAnswerRequests)!,
        hop: argv.proxyAnswerHop,
      },
      idleClose: argv.idleCloseMs === undefined ? undefined : idleCloseOption(argv),
      proxyClosesAfterAnswer: argv.proxyCloseAfterAnswer,
      dropUnderscoreHeaders: argv.dropUnderscoreHeaders,
      lostRate: checkRate('lost-rate', argv.lostRate),
      busyAfterBookingRate: checkRate('busy-after-booking-rate', argv.busyAfterBookingRate),
      oddRate: checkRate('odd-rate', argv.oddRate),
      oddStatuses: checkStatuses(argv.oddStatus),
      stuckRate: checkRate('stuck-rate', argv.stuckRate),
      seed: checkWhole('seed', argv.seed),
      capacity: checkCapacity(argv.capacity),
      gateway: gatewayOptions(argv),
      capacityRetryAfter: String(checkWhole('capacity-retry-after', argv.capacityRetryAfter, 3600)),
      stateFile: argv.state ? resolve(io.cwd, argv.state) : undefined,
      advance: argv.advanceEveryMs
        ? { everyMs: checkWhole('advance-every-ms', argv.advanceEveryMs, MAX_WAIT_MS)! }
        : 'per-call',
      erpSegment: argv.erpSegment,
      appSegment: argv.appSegment,
      envSegment: argv.envSegment,
      advertiserShape: argv.advertiserShape,
      advertiserPages: argv.advertiserPages && { style: argv.advertiserPages },
      advertiserCount: checkWhole('advertiser-count', argv.advertiserCount, SANDBOX_ADVERTISERS.length),
      advertiserDuplicates: argv.advertiserDuplicates,
      createdAnswer: argv.createdAnswer,
      answerEncoding: argv.answerEncoding,
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new UsageError(`--port ${port}: the port is in use; choose another (0 picks a free one)`);
    if (code === 'EACCES') throw new UsageError(`--port ${port}: not allowed to listen on this port`);
    throw error;
  }
  io.stdout(describeRunning(sandbox, argv));
  await new Promise<void>((done) => {
    if (io.signal.aborted) done();
    else io.signal.addEventListener('abort', () => done(), { once: true });
  });
  const stats = sandbox.stats();
  await sandbox.close();
  io.stdout(
    `Sandbox stopped. Creates ${stats.createRequests} (created ${stats.created}, refused ${stats.rejected}, duplicates ${stats.duplicateAttempts}), ` +
      `status calls ${stats.statusRequests}, injected failures ${stats.injectedFailures}, lost responses ${stats.lostResponses}, ` +
      `odd answers ${stats.oddAnswers}, ` +
      `throttled ${stats.throttled}, refused by the gateway ${stats.gatewayRefusals}.\n`,
  );
  return EXIT_OK;
}
