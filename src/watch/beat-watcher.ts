/**
 * The watcher's heartbeat (health/heartbeat.ts): written at its start, at the end of every pass
 * over the drop folder and at its stop, saying what is wrong in words operations act on: what
 * stands now (files waiting for the finance system, a full disk) and what happened in the last
 * passes (a file needing a person, a locked journal), each with its time. A pass that changed nothing is written at most every `quietMs`: a folder polled every
 * two seconds is not rewritten every two seconds for months.
 */
import { hostname } from 'node:os';
import type { Heartbeat } from '../health/heartbeat.js';
import type { HeartbeatWriter } from '../health/write-heartbeat.js';
import { needsPerson } from './describe-handled-file.js';
import type { ParkedCause, WatchPass } from './watch-pass.js';
import { plural } from '../invoice/format-count.js';

export type { WatchPass } from './watch-pass.js';

export interface WatcherBeat {
  /** A log event of the pass: those that need someone to look are problems for a while (`holdMs`). */
  noteEvent(event: string): void;
  passEnded(pass: WatchPass): void;
  /** The last beat: a clean stop, or `error` the watcher stopped on. */
  stopped(error?: unknown): Promise<void>;
}

/** Log events (watch-drop-folder.ts) that someone must look at, and how the heartbeat says each. */
const PROBLEM_EVENTS: Record<string, string> = {
  'journal locked': 'the journal was locked or out of reach: files left in processing/ to be tried again',
  'drop folder full': "the drop folder's disk is full",
  'results not written': 'a results workbook could not be written (results/ full or not writable)',
  'file changed after reading': 'a file changed after it was read: see the log',
  'file changed after moving': 'a file changed after it was moved: its new rows were not posted, see the log',
};

/** Parked files by why they stopped: an outage passes by itself, a refused key or a used-up quota needs a person. */
function describeParked(parked: readonly ParkedCause[]): string[] {
  const waiting = parked.filter((cause) => cause.unreachable).length;
  const byReason = new Map<string, number>();
  for (const { reason } of parked.filter((cause) => !cause.unreachable))
    byReason.set(reason, (byReason.get(reason) ?? 0) + 1);
  return [
    ...(waiting > 0 ? [`${plural(waiting, 'file')} waiting in processing/: the finance system cannot be reached`] : []),
    ...[...byReason].map(([reason, n]) => `${plural(n, 'file')} parked in processing/, not posted: ${reason}`),
  ];
}

export interface BeatWatcherOptions {
  root: string;
  once: boolean;
  writer: HeartbeatWriter;
  /** @default () => new Date() */
  now?: () => Date;
  /** @default 10000 */
  quietMs?: number;
  /**
   * How long something that happened once (a file needing a person, a locked journal) stays among
   * the problems: a monitor that looks every few minutes sees it. @default 15 min
   */
  holdMs?: number;
  /** Applied to every problem written (the error a watcher stops on, a halt), which may quote a dropped file's name or the API key. @default as is */
  mask?: (text: string) => string;
}

export function beatWatcher(options: BeatWatcherOptions): WatcherBeat {
  const now = options.now ?? (() => new Date());
  const quietMs = options.quietMs ?? 10_000;
  const holdMs = options.holdMs ?? 15 * 60_000;
  const startedAt = now().toISOString();
  /** What happened in passes of the last `holdMs`, by kind: the pass's time and what it said. */
  const happened = new Map<string, { ms: number; text: string }>();
  let seen = 0;
  let last: { key: string; ms: number } | undefined;
  let lastPass = 'started, no pass yet';
  let problems: string[] = [];

  function write(state: Heartbeat['state'], force: boolean): void {
    const heartbeat: Heartbeat = {
      service: 'watch',
      state,
      at: now().toISOString(),
      startedAt,
      pid: process.pid,
      host: hostname(),
      // The folder's own name may hold the API key (a folder named by a script): masked like every problem.
      of: options.mask ? options.mask(options.root) : options.root,
      once: options.once,
      problems: options.mask ? problems.map(options.mask) : problems,
      lastPass,
    };
    const key = JSON.stringify({ ...heartbeat, at: '' });
    const ms = Date.parse(heartbeat.at);
    if (!force && last && last.key === key && ms - last.ms < quietMs) return;
    last = { key, ms };
    options.writer.beat(heartbeat);
  }

  const stamp = (text: string) => `${text} (${now().toISOString().slice(11, 16)} UTC)`;

  write('started', true);
  return {
    noteEvent(event) {
      const text = PROBLEM_EVENTS[event];
      if (text) happened.set(event, { ms: now().getTime(), text: stamp(text) });
    },
    passEnded(pass) {
      const handled = pass.files.slice(seen);
      seen = pass.files.length;
      const forPerson = handled.filter((file) => file.destination !== 'processing' && needsPerson(file)).length;
      if (forPerson > 0)
        happened.set('for a person', {
          ms: now().getTime(),
          text: stamp(`${plural(forPerson, 'file')} handled needing a person: see results/ and failed/`),
        });
      for (const [kind, { ms }] of happened) if (now().getTime() - ms > holdMs) happened.delete(kind);
      problems = [
        ...describeParked(pass.parked),
        ...(pass.heldByFullDisk > 0
          ? [`${plural(pass.heldByFullDisk, 'file')} held: the drop folder's disk is full`]
          : []),
        ...(pass.resultsUnwritten > 0
          ? [`${plural(pass.resultsUnwritten, 'results workbook')} still to be written`]
          : []),
        ...[...happened.values()].map((entry) => entry.text),
      ];
      const settling = pass.waiting > 0 ? `, ${plural(pass.waiting, 'file')} still being written` : '';
      lastPass = `${handled.length > 0 ? `${plural(handled.length, 'file')} handled` : 'nothing new in inbox/'}${settling}`;
      write('running', false);
    },
    async stopped(error) {
      const why = error instanceof Error ? error.message : String(error);
      if (error !== undefined) problems = [...problems, `stopped: ${why}`];
      write(error === undefined ? 'stopped' : 'failed', true);
      await options.writer.flush();
    },
  };
}
