/**
 * Kills a running upload with SIGKILL (or stops it with SIGTERM) at a chosen point: once the
 * sandbox has received a given number of create requests, or once something the test watches for
 * happened (a run recorded in the journal: a kill during start-up or reading).
 */
import type { ChildProcess } from 'node:child_process';
import type { RunningSandbox } from '../../src/sandbox/start-sandbox.js';

export type KillPoint = { afterCreates: number } | { once: Promise<unknown> };

/**
 * Resolves once the process ended after the signal (for SIGKILL: killed by it), with the
 * `performance.now()` at which the signal was sent; rejects when it ended by itself first.
 */
export function killUpload(
  run: { child: ChildProcess },
  sandbox: Pick<RunningSandbox, 'stats'>,
  point: KillPoint,
  signal: 'SIGKILL' | 'SIGTERM' = 'SIGKILL',
): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    let killed = false;
    let sentAt = 0;
    const kill = () => {
      if (killed) return;
      killed = true;
      sentAt = performance.now();
      run.child.kill(signal);
    };
    let ended = false;
    let timer: NodeJS.Timeout | undefined;
    if ('once' in point) void point.once.then(() => ended || kill());
    else
      timer = setInterval(() => {
        if (sandbox.stats().createRequests >= point.afterCreates) kill();
      }, 1);
    run.child.once('exit', (code, endedBy) => {
      ended = true;
      clearInterval(timer);
      if (killed && (signal !== 'SIGKILL' || endedBy === 'SIGKILL')) resolve(sentAt);
      else
        reject(
          new Error(
            `the upload ended by itself (exit ${String(code)}) before its kill point (${'once' in point ? 'the awaited event' : `after ${point.afterCreates} creates`})`,
          ),
        );
    });
  });
}

/** Runs `work` over `items`, at most `limit` at a time. */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
