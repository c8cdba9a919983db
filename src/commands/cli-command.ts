/**
 * The shape of one command: yargs describes it, `run` does it and returns the exit code.
 * Commands print through `io` and never exit the process themselves.
 */
import type { Argv } from 'yargs';
import type { Settings, SettingsFlags } from '../settings.js';

export interface CommandIo {
  /** Writes to standard output; text is written as given (add your own newline). */
  stdout(text: string): void;
  /** Writes to standard error; progress and warnings go here. */
  stderr(text: string): void;
  /**
   * No terminal reads standard error (cron, systemd, a pipe, a file): log lines start with their
   * time and run (terminal/stamp-log-line.ts); standard error is stamped already. @default false
   */
  stampLogLines?: boolean;
  /** Writes a log line that says its own time and run (a JSON line, a stamped line) to standard error as it is. @default stderr */
  stderrLogLine?: (line: string) => void;
  /**
   * The journal run that the lines written to standard error from now on are about (undefined: none);
   * when no terminal reads standard error, each line starts with its time and `run=N`. @default ignored
   */
  noteRun?: (runId: number | undefined) => void;
  /**
   * The API key of the settings (one read from a key file as well as the environment's), replaced by
   * `***` in every line printed from then on, as the environment's key is from the start. @default not redacted
   */
  learnApiKey?: (key: string | undefined) => void;
  /** A text with every API key known so far replaced by `***`, as printed lines have it: for what is written elsewhere (a heartbeat). @default as is */
  redact?: (text: string) => string;
  /** True when standard error is a terminal that can erase a line (progress rewritten in place); false in pipes, cron, tests and under TERM=dumb. */
  isTTY: boolean;
  /** The terminal's width in characters (`COLUMNS`, else the terminal's own), for lines rewritten in place. @default unknown */
  columns?: number | undefined;
  /** Aborted on the first SIGINT or SIGTERM: stop taking new work, finish what is in flight. */
  signal: AbortSignal;
  /** Environment, for settings. */
  env: NodeJS.ProcessEnv;
  /** Working folder, for settings and relative paths. */
  cwd: string;
  /**
   * A command that finishes work in flight after the first signal (answers of requests sent,
   * running jobs) says at its start how long that may take; the process ends after that at the
   * latest. Without it, a few seconds. `describeStop`, asked when the signal comes, says what the
   * command does then. @default "finishing the requests in flight"
   */
  stopWithin?: (ms: number, describeStop?: () => string) => void;
  /**
   * A command that may be ended at once by a second signal (or its stop deadline) says what that
   * leaves behind: `describe`, asked then, gives the clause printed before the process exits (the
   * invoices in flight, now in doubt, and the command that shows them). @default nothing more is said
   */
  tellStopAtOnce?: (describe: () => string) => void;
  /**
   * A daemon (`watch`, `schedule`) keeps running on SIGHUP when no terminal is attached, and `tell`
   * says so in its log: a service manager's reload or a log-rotation habit sends SIGHUP, and a stop
   * ending 0 would not be restarted by `Restart=on-failure`. Attached to a terminal, SIGHUP means it
   * closed: the command stops as on SIGTERM. @default SIGHUP stops the command as SIGTERM does
   */
  keepRunningOnHangup?: (tell: () => void) => void;
  /** True once standard output cannot be written: closed at the start (`>&-`) or its reader gone. @default false */
  readonly stdoutClosed?: boolean;
  /**
   * Where what stdout would have carried is instead, said with the note on standard error that it is
   * closed (at once when it was closed at the start): "the summary is in FILE". @default "the rest of it is dropped"
   */
  tellWhenStdoutClosed?: (where: string) => void;
}

export interface CliCommand {
  command: string | readonly string[];
  describe: string;
  // yargs' builder types are too precise to share across commands; each command narrows its own argv.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  builder: (yargs: Argv) => Argv<any>;
  /**
   * The settings flags of an invocation, when they are not its argv as parsed: a command whose
   * --out names a file, not the output folder, leaves it out. @default the argv
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  settingsFlags?: (argv: any) => SettingsFlags;
  /** `readSettings()` gives the settings of this invocation, resolved once, when first asked for. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  run: (argv: any, io: CommandIo, readSettings: () => Settings) => Promise<number>;
}
