/**
 * Settings -> an ApiTarget ready to call. On the sandbox profile without a base URL the embedded
 * sandbox is started in this process (in a worker thread) on a random loopback port, its invoices
 * kept under `stateDir`,
 * so every command works on a fresh machine and runs one after another see the same invoices.
 */
import { dirname, join, resolve } from 'node:path';
import { ConfigError } from '../errors.js';
import type { ApiSettings, Settings } from '../settings.js';
import { isPostgresLocation } from '../journal/journal-location.js';
import { SANDBOX_API_KEY } from '../settings.js';
import { targetKey, type ApiTarget } from '../finance-api/api-target.js';
import { normalizeTargetIdentity } from '../finance-api/target-identity.js';
import { startSandboxWorker } from '../sandbox/start-sandbox-worker.js';

/** Name of the embedded sandbox's state file inside `stateDir`. */
export const SANDBOX_STATE_FILE = 'state.jsonl';

export interface OpenedTarget {
  target: ApiTarget;
  /** Stops the embedded sandbox, if one was started. */
  close(): Promise<void>;
}

/**
 * The folder of the embedded sandbox's state: beside a SQLite journal (`output/sandbox/` by default),
 * so that the journal and the sandbox it records go together, and a run with another `--out` posts
 * to the same sandbox its journal knows; with a PostgreSQL journal, in the output folder.
 */
export function sandboxStateDir(settings: Pick<Settings, 'journalFile' | 'outDir'>): string {
  const beside = isPostgresLocation(settings.journalFile) ? settings.outDir : dirname(settings.journalFile);
  return join(beside, 'sandbox');
}

/**
 * What the journal knows the finance system of `api` by, without starting or calling it: the
 * embedded sandbox by its state folder, a server by its pinned `targetId` or its address.
 * @param stateDir folder of the embedded sandbox's state; callers pass `sandboxStateDir(settings)`
 */
export function targetIdentityOf(api: ApiSettings, stateDir: string): string {
  if (api.baseUrl === undefined) return `sandbox:${resolve(stateDir)}`;
  if (api.targetId !== undefined) return normalizeTargetIdentity(api.targetId);
  const { baseUrl, erpSegment, appSegment, envSegment } = api;
  return targetKey({ baseUrl, erpSegment, appSegment, envSegment });
}

/**
 * @param options.stateDir folder of the embedded sandbox's state; callers pass `sandboxStateDir(settings)`
 */
export async function openTarget(api: ApiSettings, options: { stateDir: string }): Promise<OpenedTarget> {
  const common = {
    erpSegment: api.erpSegment,
    appSegment: api.appSegment,
    envSegment: api.envSegment,
    timeoutMs: api.timeoutMs,
    retry: api.retry,
    maxAnswerBytes: api.maxAnswerBytes,
    sandbox: api.sandbox,
    profile: api.profile,
    distinctTarget: api.distinctTarget,
    proxy: api.proxy,
    gatewayNotProcessed: api.gatewayNotProcessed,
    maxRequestBytes: api.maxRequestBytes,
    apiKeySource: api.apiKeySource,
  };
  if (api.baseUrl === undefined) {
    const stateDir = resolve(options.stateDir);
    const apiKey = api.apiKey ?? SANDBOX_API_KEY;
    const sandbox = await startSandboxWorker({
      erpSegment: api.erpSegment,
      appSegment: api.appSegment,
      envSegment: api.envSegment,
      apiKeys: [apiKey],
      stateFile: resolve(stateDir, SANDBOX_STATE_FILE),
    });
    const target: ApiTarget = {
      ...common,
      baseUrl: sandbox.baseUrl,
      apiKey,
      sandbox: true,
      identity: targetIdentityOf(api, stateDir),
    };
    return { target, close: () => sandbox.close() };
  }
  if (!api.apiKey) {
    throw new ConfigError(
      `profile "${api.profile}" has no API key: set the environment variable INVOICE_BATCH_API_KEY or name a file with apiKeyFile in the profile`,
    );
  }
  const target: ApiTarget = {
    ...common,
    baseUrl: api.baseUrl,
    apiKey: api.apiKey,
    identity: targetIdentityOf(api, options.stateDir),
  };
  return { target, close: async () => {} };
}
