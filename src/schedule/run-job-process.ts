/**
 * Runs one job as a child process of this same CLI, so a crash in a job never takes the
 * scheduler down. Standard output is kept to read the job's `--json` summary.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { JobProcessResult } from './create-scheduler.js';
import { SCHEDULE_JOB_VARIABLE, SCHEDULER_PID_VARIABLE } from './follow-scheduler.js';
import { jobErrorLines } from './job-error-lines.js';
import { readUploadFailure } from './read-upload-failure.js';
import { scrubServerText } from '../finance-api/scrub-server-text.js';

export interface RunJobOptions {
  /** The CLI entry to run. @default the compiled `cli.js` next to this module's folder */
  cliPath?: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** The job's name, recorded by its uploads as what started them (read-run-starter.ts). @default none: they say `hand` */
  jobName?: string | undefined;
  /** After SIGTERM, how long before SIGKILL, ms. @default 10000 */
  killAfterMs?: number;
  /** Standard output kept for the summary, bytes; more is dropped. @default 4 MiB */
  maxOutputBytes?: number;
  /** Replaced by `***` in the job's error lines (the API key). @default none */
  secrets?: readonly string[] | undefined;
}

/** Characters of the job's standard error kept for its error lines. */
const STDERR_TAIL_CHARS = 16_000;

/** The compiled CLI beside this module; from the TypeScript sources (tests), the compiled one in dist/. */
export const DEFAULT_CLI_PATH =
  [new URL('../cli.js', import.meta.url), new URL('../../dist/src/cli.js', import.meta.url)]
    .map((url) => fileURLToPath(url))
    .find((path) => existsSync(path)) ?? fileURLToPath(new URL('../cli.js', import.meta.url));

/** The job's JSON output: the whole of stdout, else its last non-empty line; undefined when neither parses. */
export function readJsonSummary(stdout: string): unknown {
  const candidates = [stdout.trim(), stdout.trim().split('\n').pop()?.trim() ?? ''];
  for (const text of candidates) {
    if (!text.startsWith('{') && !text.startsWith('[')) continue;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // not JSON; try the next candidate
    }
  }
  return undefined;
}

/**
 * A summary small enough for one log line: past `maxBytes` of JSON, top-level lists (such as
 * `results`) are replaced by their length.
 * @param maxBytes @default 65536
 */
export function compactSummary(summary: unknown, maxBytes = 65_536): unknown {
  if (summary === null || typeof summary !== 'object' || Array.isArray(summary)) return summary;
  if (JSON.stringify(summary).length <= maxBytes) return summary;
  const compact: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(summary))
    compact[key] = Array.isArray(value) ? { omitted: value.length } : value;
  return compact;
}

export function runJobProcess(
  argv: readonly string[],
  stop: AbortSignal,
  options: RunJobOptions,
): Promise<JobProcessResult> {
  const maxOutput = options.maxOutputBytes ?? 4 * 1024 * 1024;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [options.cliPath ?? DEFAULT_CLI_PATH, ...argv], {
      cwd: options.cwd,
      // The job ends with this process, whatever ends it (follow-scheduler.ts).
      env: {
        ...options.env,
        [SCHEDULER_PID_VARIABLE]: String(process.pid),
        ...(options.jobName === undefined ? {} : { [SCHEDULE_JOB_VARIABLE]: options.jobName }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let outBytes = 0;
    let errTail = '';
    let errCut = false;
    child.stdout.on('data', (chunk: Buffer) => {
      if (outBytes < maxOutput) out.push(chunk);
      outBytes += chunk.length;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      errTail += chunk.toString('utf8');
      if (errTail.length > STDERR_TAIL_CHARS) {
        errTail = errTail.slice(-STDERR_TAIL_CHARS);
        errCut = true;
      }
    });
    let killTimer: NodeJS.Timeout | undefined;
    const onStop = () => {
      child.kill('SIGTERM');
      killTimer = setTimeout(() => child.kill('SIGKILL'), options.killAfterMs ?? 10_000);
    };
    if (stop.aborted) onStop();
    else stop.addEventListener('abort', onStop, { once: true });
    let spawnError: string | undefined;
    child.on('error', (error) => {
      spawnError = `cannot start the job: ${error.message}`;
    });
    child.on('close', (code, signal) => {
      stop.removeEventListener('abort', onStop);
      clearTimeout(killTimer);
      const summary = readJsonSummary(Buffer.concat(out).toString('utf8'));
      const secrets = options.secrets ?? [];
      // An upload's own runs first: its last stderr line may be a notice about another host's run.
      const ownFailure = readUploadFailure(summary);
      const lines = jobErrorLines(errTail, secrets, errCut);
      // Killed or crashed before its summary: how it ended leads, as the stderr tail may be a notice of another run;
      // a job that exited on its own error (`invoice-batch: ...`, a missing file) is led by that error.
      const failed = signal !== null || (code !== null && code !== 0);
      const ended = signal !== null ? `ended by ${signal}` : `exit ${code}`;
      const saidWhy = signal === null && (lines ?? '').split('\n').some(isOwnErrorLine);
      const unsummarised = summary === undefined && failed && !saidWhy ? `no summary (${ended})` : undefined;
      const own = ownFailure === undefined ? undefined : scrubServerText(ownFailure, secrets);
      const reasons = [unsummarised, own, lines];
      const lastError = reasons.filter((text) => text !== undefined).join('\n') || undefined;
      resolve({ exitCode: code, signal, summary: compactSummary(summary), lastError: spawnError ?? lastError });
    });
  });
}

/** The product's own error line, as the CLI writes it before exiting non-zero (its warnings are no reason). */
function isOwnErrorLine(line: string): boolean {
  return line.startsWith('invoice-batch: ') && !line.startsWith('invoice-batch: warning:');
}
