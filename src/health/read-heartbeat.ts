/**
 * Reads a heartbeat file for `health`, giving up after `timeoutMs`: a check stuck on a hung mount
 * would itself be killed by its monitor, which then says nothing of why.
 */
import { readFile } from 'node:fs/promises';
import { parseHeartbeat } from './heartbeat.js';
import type { HeartbeatReading } from './judge-heartbeat.js';
import { describeAge } from './parse-max-age.js';

export async function readHeartbeat(path: string, timeoutMs = 10_000): Promise<HeartbeatReading> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<HeartbeatReading>((resolve) => {
    timer = setTimeout(
      () => resolve({ problem: `${path} not read within ${describeAge(timeoutMs)}`, unanswered: true }),
      timeoutMs,
    );
    timer.unref();
  });
  const read = readFile(path, 'utf8').then(
    (text): HeartbeatReading => parseHeartbeat(text),
    (error: NodeJS.ErrnoException): HeartbeatReading =>
      error.code === 'ENOENT' ? { missing: true } : { problem: error.message },
  );
  try {
    return await Promise.race([read, late]);
  } finally {
    clearTimeout(timer);
  }
}
