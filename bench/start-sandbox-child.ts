/** Starts bench/sandbox-child.js and returns where it listens; `stop()` ends it and gives its stats. */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { targetKey, type ApiTarget } from '../src/finance-api/api-target.js';
import type { SandboxOptions, SandboxStats } from '../src/sandbox/start-sandbox.js';

export interface SandboxChild {
  target: ApiTarget;
  stop(): Promise<SandboxStats | undefined>;
}

export async function startSandboxChild(options: SandboxOptions): Promise<SandboxChild> {
  const script = fileURLToPath(new URL('./sandbox-child.js', import.meta.url));
  const child = spawn(process.execPath, [script, JSON.stringify(options)], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdout.setEncoding('utf8');
  let buffer = '';
  const lines: string[] = [];
  let notify: (() => void) | undefined;
  child.stdout.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n')) >= 0) {
      lines.push(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      notify?.();
    }
  });
  const nextLine = async (): Promise<string> => {
    while (lines.length === 0) {
      if (child.exitCode !== null) throw new Error('the sandbox child ended early');
      await new Promise<void>((resolve) => (notify = resolve));
    }
    return lines.shift() as string;
  };
  const info = JSON.parse(await nextLine()) as {
    baseUrl: string;
    erpSegment: string;
    appSegment: string;
    envSegment: string;
    apiKey: string;
  };
  const base = {
    baseUrl: info.baseUrl,
    erpSegment: info.erpSegment,
    appSegment: info.appSegment,
    envSegment: info.envSegment,
  };
  const target: ApiTarget = {
    ...base,
    apiKey: info.apiKey,
    timeoutMs: 30_000,
    retry: { attempts: 3, baseDelayMs: 50, maxDelayMs: 2000 },
    sandbox: true,
    profile: 'sandbox',
    identity: targetKey(base),
  };
  return {
    target,
    async stop() {
      child.stdin.end();
      const stats = await Promise.race([
        nextLine().then((line) => JSON.parse(line) as SandboxStats),
        once(child, 'exit').then(() => undefined),
      ]);
      if (child.exitCode === null) await once(child, 'exit');
      return stats;
    },
  };
}
