/**
 * What `health` says of a service from its heartbeat: exit 0 when it beat recently and its last
 * pass found nothing wrong, 1 when it reported problems, stopped, died or beat too long ago, 2 when
 * it never ran (no heartbeat) or the file is not one. Pure: the clock and the probe of processes
 * are passed in.
 */
import type { Heartbeat } from './heartbeat.js';
import { describeAge } from './parse-max-age.js';

export type HeartbeatReading =
  | { heartbeat: Heartbeat }
  /** No heartbeat file: the service never ran here. */
  | { missing: true }
  /** The file could not be read or is not a heartbeat. */
  | { problem: string; unanswered?: boolean };

export interface HealthVerdict {
  code: 0 | 1 | 2;
  /** One line a person acts on. */
  line: string;
  /** Age of the last beat, ms; none without one. */
  ageMs?: number | undefined;
}

export interface JudgeContext {
  /** What the service is, for the line: `watcher of /srv/drop`, `scheduler`. */
  what: string;
  /** How to start it, e.g. `invoice-batch watch /srv/drop`. */
  start: string;
  file: string;
  now: Date;
  maxAgeMs: number;
  host: string;
  pidAlive(pid: number): boolean;
}

export function judgeHeartbeat(reading: HeartbeatReading, context: JudgeContext): HealthVerdict {
  const { what, start, file } = context;
  if ('missing' in reading) return { code: 2, line: `${what}: never ran (no heartbeat ${file}); start it: ${start}` };
  if ('problem' in reading)
    return reading.unanswered
      ? { code: 1, line: `${what}: ${reading.problem}; is its folder's mount hung?` }
      : { code: 2, line: `${what}: heartbeat ${file} unreadable: ${reading.problem}` };
  const beat = reading.heartbeat;
  const ageMs = context.now.getTime() - Date.parse(beat.at);
  const when = `${beat.at} (${describeAge(ageMs)} ago)`;
  const said = `it last said: ${describeLast(beat)}`;
  const who = `pid ${beat.pid} on ${beat.host}`;
  const problem = (line: string): HealthVerdict => ({ code: 1, line: `${what}: ${line}`, ageMs });
  if (beat.state === 'failed') return problem(`stopped on an error at ${when}: ${said}; see its log, then ${start}`);
  if (beat.state === 'stopped' && !beat.once) return problem(`stopped at ${when} (${who}); not running: ${start}`);
  if (beat.state !== 'stopped' && beat.host === context.host && !context.pidAlive(beat.pid))
    return problem(`not running: ${who} is gone since its last beat at ${when}; ${said}; ${start}`);
  if (ageMs > context.maxAgeMs)
    return problem(
      `last beat at ${when}, older than ${describeAge(context.maxAgeMs)}: stuck (a hung mount, a long upload) or stopped; ${said}; look at ${who}`,
    );
  if (beat.problems.length > 0) return problem(`last pass at ${when}: ${beat.problems.join('; ')}`);
  const next = beat.nextRuns?.length ? `; ${describeNextRuns(beat.nextRuns)}` : '';
  return { code: 0, line: `${what}: ok, last pass at ${when}: ${beat.lastPass}${next}`, ageMs };
}

function describeLast(beat: Heartbeat): string {
  return beat.problems.length > 0 ? beat.problems.join('; ') : `${beat.lastPass}, no problems`;
}

function describeNextRuns(runs: NonNullable<Heartbeat['nextRuns']>): string {
  return `next: ${runs.map((run) => `${run.job} ${run.at ?? 'never'}`).join(', ')}`;
}
