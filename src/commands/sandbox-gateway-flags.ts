/**
 * The flags of `invoice-batch sandbox --gateway edge|x`: an Apigee-class gateway in front of the
 * sandbox, whose refusals never reach it (sandbox-gateway.ts).
 */
import type { Argv } from 'yargs';
import { UsageError } from '../errors.js';
import type { GatewayOptions } from '../sandbox/sandbox-front-options.js';

/** The quota period of `--quota` without `--quota-period`, seconds. */
const DEFAULT_QUOTA_PERIOD_S = 3600;

export interface GatewayArgv {
  gateway?: 'edge' | 'x';
  spikeArrest?: number;
  noActiveTargetsRate?: number;
  maxRequestBytes?: number;
  quota?: number;
  quotaPeriod?: number;
}

/** Without a value yargs would leave a number flag unset, and its policy would be dropped without a word. */
const NUMBER_FLAG = { type: 'number', requiresArg: true } as const;

export function addGatewayFlags<T>(yargs: Argv<T>) {
  return (
    yargs
      // `--no-active-targets-rate 0.1` is a rate, not "--active-targets-rate false"; the sandbox has no boolean flag to negate.
      .parserConfiguration({ 'boolean-negation': false })
      .option('gateway', {
        choices: ['edge', 'x'] as const,
        describe:
          'Put an Apigee-class gateway in front: its faults are answered as Apigee Edge (500) or Apigee X (429)',
      })
      .option('spike-arrest', {
        ...NUMBER_FLAG,
        describe: 'With --gateway: requests admitted per second, one every 1000/N ms; the others are refused',
      })
      .option('no-active-targets-rate', {
        ...NUMBER_FLAG,
        describe: 'With --gateway: share of requests answered 503 NoActiveTargets (0..1)',
      })
      .option('quota', {
        ...NUMBER_FLAG,
        describe: 'With --gateway: requests admitted per --quota-period; the others are refused with QuotaViolation',
      })
      .option('quota-period', {
        ...NUMBER_FLAG,
        describe: 'With --quota: the quota period in seconds (default 3600)',
      })
      .option('max-request-bytes', {
        ...NUMBER_FLAG,
        describe: 'With --gateway: larger request bodies are answered 413 TooBigBody',
      })
      .example('$0 sandbox --gateway edge --spike-arrest 40', 'Behave like Apigee Edge with a 40/s spike arrest')
  );
}

function checkPositive(name: string, value: number | undefined, whole: boolean): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isFinite(value) || value <= 0 || (whole && !Number.isInteger(value)))
    throw new UsageError(`--${name}: expected a ${whole ? 'whole ' : ''}number above 0, got ${value}`);
  return value;
}

function quotaOption(argv: GatewayArgv): GatewayOptions['quota'] {
  const count = checkPositive('quota', argv.quota, true);
  const seconds = checkPositive('quota-period', argv.quotaPeriod, false) ?? DEFAULT_QUOTA_PERIOD_S;
  if (count === undefined) {
    if (argv.quotaPeriod !== undefined) throw new UsageError('--quota-period needs --quota');
    return undefined;
  }
  return { count, periodMs: seconds * 1000 };
}

/** The sandbox's gateway option of the flags; undefined without --gateway. */
export function gatewayOptions(argv: GatewayArgv): GatewayOptions | undefined {
  const given = argv.spikeArrest ?? argv.noActiveTargetsRate ?? argv.maxRequestBytes ?? argv.quota ?? argv.quotaPeriod;
  if (!argv.gateway) {
    if (given !== undefined)
      throw new UsageError(
        '--spike-arrest, --no-active-targets-rate, --max-request-bytes and --quota need --gateway edge or x',
      );
    return undefined;
  }
  const rate = argv.noActiveTargetsRate;
  if (rate !== undefined && (!Number.isFinite(rate) || rate < 0 || rate > 1))
    throw new UsageError(`--no-active-targets-rate: expected a share between 0 and 1, got ${rate}`);
  return {
    spikeArrestPerSecond: checkPositive('spike-arrest', argv.spikeArrest, false),
    spikeArrestStatus: argv.gateway === 'edge' ? 500 : 429,
    noActiveTargetsRate: rate,
    maxRequestBytes: checkPositive('max-request-bytes', argv.maxRequestBytes, true),
    quota: quotaOption(argv),
  };
}

/** `Apigee Edge gateway: spike arrest 40/s (500), ...` for the banner; '' without --gateway. */
export function describeGateway(argv: GatewayArgv): string {
  if (!argv.gateway) return '';
  const status = argv.gateway === 'edge' ? 500 : 429;
  const policies = [
    argv.spikeArrest ? `spike arrest ${argv.spikeArrest}/s (${status})` : '',
    argv.noActiveTargetsRate ? `NoActiveTargets rate ${argv.noActiveTargetsRate} (503)` : '',
    argv.maxRequestBytes ? `TooBigBody above ${argv.maxRequestBytes} bytes (413)` : '',
    argv.quota ? `quota ${argv.quota} per ${argv.quotaPeriod ?? DEFAULT_QUOTA_PERIOD_S} s (${status})` : '',
    'key checks (401, 403)',
  ].filter(Boolean);
  return `Apigee ${argv.gateway === 'edge' ? 'Edge' : 'X'} gateway: ${policies.join(', ')}`;
}
