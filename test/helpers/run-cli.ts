/**
 * Runs the compiled CLI (`node dist/src/cli.js`) as a child process, as a user or a scheduler
 * would. Build first: `npx tsc -p .`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SANDBOX_API_KEY } from '../../src/settings.js';
import { makeTempDir } from './temp-dir.js';

/** Absolute path of the compiled CLI. */
export const CLI_PATH = fileURLToPath(new URL('../../dist/src/cli.js', import.meta.url));

export interface CliRunOptions {
  /** @default process.cwd() */
  cwd?: string;
  /**
   * Added to the environment; INVOICE_BATCH_* of the calling shell are removed first. The test
   * sandboxes' key is given as INVOICE_BATCH_API_KEY unless this names that variable (undefined
   * removes it): a sandbox named by --base-url is a server like any other and needs its key.
   * INVOICE_BATCH_STATE_DIR is a fresh temp folder unless given: the register of journals of one
   * run is not the next one's, nor the user's, unless a test shares it on purpose.
   */
  env?: Record<string, string | undefined>;
  /** Text written to standard input. */
  input?: string;
  /** The child is killed after this long. @default 30000 */
  timeoutMs?: number;
  /** Run the child as this user and group; needs root, which it gives up. @default this process's */
  user?: { uid: number; gid: number };
}

export interface CliResult {
  code: number | null;
  /** Standard output, each line's time and run stamp left out (see `rawStdout`). */
  stdout: string;
  /** Standard error, each line's time and run stamp left out (see `rawStderr`). */
  stderr: string;
  /** Standard output as written: a pipe is no terminal, so log lines start with their time and run. */
  rawStdout: string;
  /** Standard error as written, every line stamped. */
  rawStderr: string;
}

/** What the CLI puts before each log line read by no terminal (src/terminal/stamp-log-line.ts). */
export const LINE_STAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d\d:\d\d (?:run=\d+ )?/gm;

/** `text` with the stamp of each line left out: the tests of what a line says read it as a terminal shows it. */
export const withoutStamps = (text: string) => text.replace(LINE_STAMP, '');

function childEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) if (!name.startsWith('INVOICE_BATCH_')) env[name] = value;
  env.INVOICE_BATCH_API_KEY = SANDBOX_API_KEY;
  env.INVOICE_BATCH_STATE_DIR = makeTempDir('register');
  for (const [name, value] of Object.entries(extra)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

export interface CliProcess {
  child: ChildProcess;
  /** Resolves with everything written to stdout so far, once it matches. */
  waitForStdout(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** Resolves with everything written to stderr so far, once it matches. */
  waitForStderr(pattern: RegExp, timeoutMs?: number): Promise<string>;
  done: Promise<CliResult>;
}

/** Starts the CLI and returns at once, for long-running commands (sandbox, watch, schedule). */
export function startCliProcess(args: string[], options: CliRunOptions = {}): CliProcess {
  if (!existsSync(CLI_PATH)) throw new Error(`${CLI_PATH} does not exist: run "npx tsc -p ." before these tests`);
  const child = spawn(process.execPath, [CLI_PATH, ...args], {
    cwd: options.cwd ?? process.cwd(),
    env: childEnv(options.env),
    stdio: 'pipe',
    ...options.user,
  });
  let stdout = '';
  let stderr = '';
  const waiters: { stream: 'stdout' | 'stderr'; pattern: RegExp; resolve: (text: string) => void }[] = [];
  const told = (stream: 'stdout' | 'stderr', text: string) => {
    for (const waiter of [...waiters]) {
      if (waiter.stream === stream && waiter.pattern.test(text)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(text);
      }
    }
  };
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => told('stdout', withoutStamps((stdout += chunk))));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => told('stderr', withoutStamps((stderr += chunk))));
  child.stdin!.end(options.input ?? '');
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 30_000);
  const done = new Promise<CliResult>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({
        code,
        stdout: withoutStamps(stdout),
        stderr: withoutStamps(stderr),
        rawStdout: stdout,
        rawStderr: stderr,
      });
    });
  });
  const waitFor =
    (stream: 'stdout' | 'stderr') =>
    (pattern: RegExp, timeoutMs = 10_000) =>
      new Promise<string>((resolve, reject) => {
        const text = () => withoutStamps(stream === 'stdout' ? stdout : stderr);
        if (pattern.test(text())) return resolve(text());
        const giveUp = setTimeout(
          () =>
            reject(
              new Error(
                `${stream} did not match ${pattern} within ${timeoutMs} ms; stdout: ${stdout}; stderr: ${stderr}`,
              ),
            ),
          timeoutMs,
        );
        waiters.push({ stream, pattern, resolve: (found) => (clearTimeout(giveUp), resolve(found)) });
        void done.then(() =>
          reject(
            new Error(`the process ended before ${stream} matched ${pattern}; stdout: ${stdout}; stderr: ${stderr}`),
          ),
        );
      });
  return { child, waitForStdout: waitFor('stdout'), waitForStderr: waitFor('stderr'), done };
}

/** Runs the CLI to its end. */
export async function runCliProcess(args: string[], options: CliRunOptions = {}): Promise<CliResult> {
  return startCliProcess(args, options).done;
}
