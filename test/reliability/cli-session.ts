/**
 * Runs the compiled CLI for one reliability part with a distinctive API key, and keeps every
 * argument list, stdout and stderr, so the part can later prove the key appears in none of them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { CLI_PATH } from '../helpers/run-cli.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';

/**
 * The CLI the suite runs: `dist/src/cli.js`, or RELIABILITY_CLI (a copy of dist that a build
 * running alongside cannot change under a long run).
 */
export const RELIABILITY_CLI = process.env.RELIABILITY_CLI ? resolve(process.env.RELIABILITY_CLI) : CLI_PATH;

export interface TimedResult {
  args: string[];
  /** Null when the process was killed. */
  code: number | null;
  stdout: string;
  stderr: string;
  durationMs: number;
}

export interface StartedRun {
  child: ChildProcess;
  finished: Promise<TimedResult>;
}

export interface RunOptions {
  /** Killed after this long. @default 600000 */
  timeoutMs?: number;
}

export interface CliSession {
  /** The API key every run gets through INVOICE_BATCH_API_KEY. */
  apiKey: string;
  /** Temp folder of the part: cwd of every run, and where journals and outputs go. */
  root: string;
  /** Everything the runs printed, for the secret scan. */
  captured: TimedResult[];
  /** The environment of every run: this one without INVOICE_BATCH_*, plus the key. */
  env: NodeJS.ProcessEnv;
  /** Starts a run and returns at once (to kill it). */
  start(args: string[], options?: RunOptions): StartedRun;
  /** Runs to the end. */
  run(args: string[], options?: RunOptions): Promise<TimedResult>;
  /**
   * Runs to the end in this process (the same parse and commands, from the sources), recorded
   * like the others: for the steps around a crash that are not themselves its subject.
   */
  runInProcess(args: string[]): Promise<TimedResult>;
}

/** A key no other text would contain by chance. */
export function distinctiveKey(): string {
  return `sk-reliability-${randomBytes(12).toString('hex')}`;
}

export function createCliSession(prefix: string): CliSession {
  if (!existsSync(RELIABILITY_CLI))
    throw new Error(`${RELIABILITY_CLI} does not exist: run "npm run build" before the reliability suite`);
  const apiKey = distinctiveKey();
  const root = makeTempDir(prefix);
  const captured: TimedResult[] = [];
  const env: NodeJS.ProcessEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('INVOICE_BATCH_')),
  );
  env.INVOICE_BATCH_API_KEY = apiKey;
  const start = (args: string[], options: RunOptions = {}): StartedRun => {
    const began = performance.now();
    const child = spawn(process.execPath, [RELIABILITY_CLI, ...args], {
      cwd: root,
      // A register of journals of its own: the runs of a part open a journal each against one sandbox on purpose.
      env: { ...env, INVOICE_BATCH_STATE_DIR: makeTempDir('register') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 600_000);
    const finished = new Promise<TimedResult>((done, fail) => {
      child.once('error', fail);
      child.once('close', (code) => {
        clearTimeout(timer);
        const result = { args, code, stdout, stderr, durationMs: performance.now() - began };
        captured.push(result);
        if (process.env.RELIABILITY_VERBOSE)
          console.log(`${args[0]} exit ${String(code)} in ${Math.round(result.durationMs)} ms`);
        done(result);
      });
    });
    return { child, finished };
  };
  const runInProcess = async (args: string[]): Promise<TimedResult> => {
    const began = performance.now();
    const { code, rawStdout, rawStderr } = await runCliInProcess(args, { cwd: root, env: { ...env } });
    const result = { args, code, stdout: rawStdout, stderr: rawStderr, durationMs: performance.now() - began };
    captured.push(result);
    return result;
  };
  return { apiKey, root, captured, env, start, run: (args, options) => start(args, options).finished, runInProcess };
}
