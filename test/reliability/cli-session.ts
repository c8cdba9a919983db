/**
 * Runs the compiled CLI for one reliability part with a distinctive API key, and keeps every
 * argument list, stdout and stderr, so the part can later prove the key appears in none of them.
 */
import { randomBytes } from 'node:crypto';
import { startCliProcess, type CliProcess, type CliResult, type CliRunOptions } from '../helpers/run-cli.js';
import { makeTempDir } from '../helpers/temp-dir.js';

export interface TimedResult extends CliResult {
  args: string[];
  durationMs: number;
}

export interface CliSession {
  /** The API key every run gets through INVOICE_BATCH_API_KEY. */
  apiKey: string;
  /** Temp folder of the part: cwd of every run, and where journals and outputs go. */
  root: string;
  /** Everything the runs printed, for the secret scan. */
  captured: TimedResult[];
  /** Starts a run and returns at once (to kill it). */
  start(args: string[], options?: CliRunOptions): CliProcess & { finished: Promise<TimedResult> };
  /** Runs to the end. */
  run(args: string[], options?: CliRunOptions): Promise<TimedResult>;
}

/** A key no other text would contain by chance. */
export function distinctiveKey(): string {
  return `sk-reliability-${randomBytes(12).toString('hex')}`;
}

export function createCliSession(prefix: string): CliSession {
  const apiKey = distinctiveKey();
  const root = makeTempDir(prefix);
  const captured: TimedResult[] = [];
  const start = (args: string[], options: CliRunOptions = {}) => {
    const began = performance.now();
    const child = startCliProcess(args, {
      cwd: root,
      timeoutMs: 10 * 60_000,
      ...options,
      env: { INVOICE_BATCH_API_KEY: apiKey, ...options.env },
    });
    const finished = child.done.then((result) => {
      const timed = { ...result, args, durationMs: performance.now() - began };
      captured.push(timed);
      if (process.env.RELIABILITY_VERBOSE) console.log(`${args[0]} exit ${String(result.code)} in ${Math.round(timed.durationMs)} ms`);
      return timed;
    });
    return { ...child, finished };
  };
  return { apiKey, root, captured, start, run: (args, options) => start(args, options).finished };
}
