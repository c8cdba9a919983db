/**
 * A real sandbox on a random loopback port for one test (or one file), closed afterwards, and
 * an ApiTarget pointing at it with short timings.
 */
import { onTestFinished } from 'vitest';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../src/sandbox/start-sandbox.js';
import type { ApiTarget } from '../../src/finance-api/api-target.js';
import { targetKey } from '../../src/finance-api/api-target.js';
import { closeAfterFile } from './close-after-file.js';

export interface TestSandbox extends RunningSandbox {
  /** An ApiTarget for this sandbox: timeout 5 s, 3 attempts, 10 ms base delay. */
  target(overrides?: Partial<ApiTarget>): ApiTarget;
}

/** Starts a sandbox on 127.0.0.1 with a random port; closed after the current test, or after the file. */
export async function startTestSandbox(options: SandboxOptions = {}): Promise<TestSandbox> {
  const sandbox = await startSandbox({ ...options, port: 0 });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    forget();
    await sandbox.close();
  };
  const forget = closeAfterFile(close);
  try {
    onTestFinished(close);
  } catch {
    // Started from a hook: closed after the file.
  }
  return {
    ...sandbox,
    close,
    target: (overrides = {}) => sandboxTarget(sandbox, overrides),
  };
}

export function sandboxTarget(
  sandbox: Pick<RunningSandbox, 'baseUrl' | 'erpSegment' | 'appSegment' | 'envSegment' | 'apiKey'>,
  overrides: Partial<ApiTarget> = {},
): ApiTarget {
  const base = {
    baseUrl: sandbox.baseUrl,
    erpSegment: sandbox.erpSegment,
    appSegment: sandbox.appSegment,
    envSegment: sandbox.envSegment,
    apiKey: sandbox.apiKey,
    timeoutMs: 5000,
    retry: { attempts: 3, baseDelayMs: 10, maxDelayMs: 2000 },
    sandbox: true,
    profile: 'sandbox',
  };
  return { ...base, identity: targetKey(base), ...overrides };
}
