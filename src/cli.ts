#!/usr/bin/env node
/**
 * The process's edge: runs one invocation (commands/invoke-cli.ts) with the process's arguments,
 * output and signals, and exits with its code. This is the only place that exits the process.
 */
import { followScheduler } from './schedule/follow-scheduler.js';
import { setFlagsFromString } from 'node:v8';
import { hideBin } from 'yargs/helpers';
import type { CommandIo } from './commands/cli-command.js';
import { loadCommands } from './commands/load-commands.js';
import { runCli } from './commands/invoke-cli.js';
import { describeStreamError, openOutputChannel } from './terminal/open-output-channel.js';
import { stampLines } from './terminal/stamp-log-line.js';
import { attachedToTerminal } from './terminal/attached-to-terminal.js';
import { rewritesLinesInPlace } from './terminal/rewrites-lines-in-place.js';
import { stdoutClosedAtStart } from './terminal/find-closed-stdout.js';
import { knownKeyRedaction } from './terminal/redact-known-key.js';
import { SANDBOX_API_KEY } from './sandbox/sandbox-api-key.js';

/**
 * How long after the first SIGINT, SIGTERM, SIGQUIT or SIGHUP a command may go on at most, unless it asks for longer
 * to finish work in flight (`CommandIo.stopWithin`).
 */
const STOP_DEADLINE_MS = 5_000;

async function main(): Promise<void> {
  // A month-end upload makes much short-lived garbage and keeps little (tens of MB); by default V8
  // lets the heap grow to several times that before collecting. Collect sooner to keep RSS low.
  setFlagsFromString('--heap-growing-percent=50');
  // A closed reader of standard output is noted once on standard error, if that is still read;
  // a closed standard error is noted nowhere, since standard output may be --json read by a program.
  const channel = openOutputChannel(process.stderr, () => undefined);
  // Read by no terminal (cron, systemd, a pipe, a file), every line says when and for which run.
  const stamped = process.stderr.isTTY ? undefined : stampLines((text) => channel.write(text));
  // Every line printed passes here, once, whatever message or input it quotes.
  const redact = knownKeyRedaction(process.env, [SANDBOX_API_KEY]);
  const stderr = {
    write: (text: string) => (stamped ? stamped.write(redact(text)) : channel.write(redact(text))),
  };
  // What a command says is where its output went instead (the summary's results file, the log on stderr).
  let stdoutElsewhere: string | undefined;
  let stdoutNoted = false;
  const noteStdoutClosed = (error: Error) => {
    if (stdoutNoted) return;
    stdoutNoted = true;
    stderr.write(
      `invoice-batch: standard output is closed (${describeStreamError(error)}): ${stdoutElsewhere ?? 'the rest of it is dropped'}; the work goes on\n`,
    );
  };
  const closedAtStart = stdoutClosedAtStart()
    ? Object.assign(new Error('closed before the start'), { code: 'EBADF' })
    : undefined;
  const stdout = openOutputChannel(process.stdout, noteStdoutClosed, closedAtStart);
  const controller = new AbortController();
  let signals = 0;
  let stopWithinMs = STOP_DEADLINE_MS;
  let describeStop: (() => string) | undefined;
  let describeStopAtOnce: (() => string) | undefined;
  // What ending now leaves behind (invoices in doubt), said before exiting: else it shows only at the next command.
  const leftBehind = () => (describeStopAtOnce ? `: ${describeStopAtOnce()}` : '');
  const onSignal = (name: string) => {
    signals += 1;
    if (signals === 1) {
      // Only a person at a terminal can press Ctrl-C; a service manager's SIGTERM has nobody to tell.
      const hint = name === 'SIGINT' && attachedToTerminal() ? ' (press Ctrl-C again to stop at once)' : '';
      stderr.write(
        `\ninvoice-batch: ${name} received: ${describeStop?.() ?? 'finishing the requests in flight'}${hint}\n`,
      );
      controller.abort(new Error(name));
      // Not every wait listens to the abort (a read of a slow file, a library call): past the
      // deadline the process ends as a second signal would end it.
      setTimeout(() => {
        stderr.write(
          `invoice-batch: still running ${Math.round(stopWithinMs / 1000)} s after ${name}: stopping now${leftBehind()}\n`,
        );
        process.exit(130);
      }, stopWithinMs).unref();
    } else {
      stderr.write(`invoice-batch: ${name} received again: stopping at once${leftBehind()}\n`);
      process.exit(130);
    }
  };
  // A JavaScript signal handler runs only when the main thread is free: installed at start, it kept
  // SIGTERM from ending a process busy in a long synchronous step (a huge YAML file, a runaway
  // regex). So the handlers are installed only when a command takes `io.signal` to stop gracefully
  // (upload, watch, schedule, sandbox, API calls); until then a signal ends the process at once, as
  // by default, with nothing in flight and the journal safe (SQLite rolls back what was not committed).
  let listening = false;
  let tellHangup: (() => void) | undefined;
  const listen = () => {
    if (listening) return;
    listening = true;
    process.on('SIGINT', () => onSignal('SIGINT'));
    process.on('SIGTERM', () => onSignal('SIGTERM'));
    // Ctrl-\ at a terminal, or a supervisor's quit: left to its default it ends the process with
    // nothing said and the invoices in flight held as sending; it stops as SIGTERM does.
    process.on('SIGQUIT', () => onSignal('SIGQUIT'));
    // A dropped SSH session or closed terminal: the work in flight is drained as on SIGTERM. A daemon
    // with no terminal has none to lose: it keeps running (CommandIo.keepRunningOnHangup).
    process.on('SIGHUP', () => (tellHangup && !attachedToTerminal() ? tellHangup() : onSignal('SIGHUP')));
  };
  // A job of `schedule` stops as on SIGTERM when its scheduler is gone (follow-scheduler.ts):
  // gracefully when it listens for signals, at once when not.
  followScheduler(process.env, () => process.kill(process.pid, 'SIGTERM'));
  const io: CommandIo = {
    stdout: (text) => stdout.write(redact(text)),
    stderr: (text) => stderr.write(text),
    stampLogLines: stamped !== undefined,
    stderrLogLine: (line) => channel.write(redact(line)),
    learnApiKey: redact.learn,
    redact,
    noteRun: (runId) => stamped?.noteRun(runId),
    isTTY: rewritesLinesInPlace(process.stderr.isTTY, process.env.TERM),
    columns: Number(process.env.COLUMNS) || process.stderr.columns || undefined,
    get signal() {
      listen();
      return controller.signal;
    },
    env: process.env,
    cwd: process.cwd(),
    get stdoutClosed() {
      return stdout.closed;
    },
    tellWhenStdoutClosed: (where) => {
      stdoutElsewhere = where;
      if (closedAtStart) noteStdoutClosed(closedAtStart);
    },
    keepRunningOnHangup: (tell) => {
      tellHangup = tell;
      listen();
    },
    tellStopAtOnce: (describe) => {
      describeStopAtOnce = describe;
    },
    stopWithin: (ms, describe) => {
      stopWithinMs = Math.max(STOP_DEADLINE_MS, ms);
      describeStop = describe ?? describeStop;
    },
  };
  const args = hideBin(process.argv);
  const code = await runCli(args, io, await loadCommands(args));
  // Let stdout and stderr drain before exiting so piped output is never cut short.
  await stdout.drain();
  await channel.drain();
  process.exit(code);
}

void main();
