/** Who this process is, as recorded with each run, and a probe of other processes. */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { ThisProcess } from './run-liveness.js';

const TOKEN = randomUUID();

export function thisProcess(): ThisProcess {
  return { host: hostname(), pid: process.pid, token: TOKEN };
}

export function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
