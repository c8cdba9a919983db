/**
 * What a long-running service (`watch`, `schedule`) says about itself at every pass or tick, at its
 * start and at its stop, for `health` to judge from outside. Written as JSON; read back with
 * `parseHeartbeat`, which refuses a file that is not one.
 */
import { z } from 'zod';

/** `running`: between passes; `stopped`: a clean stop; `failed`: it stopped on an error, said in `problems`. */
export type HeartbeatState = 'started' | 'running' | 'stopped' | 'failed';

export interface Heartbeat {
  service: 'watch' | 'schedule';
  state: HeartbeatState;
  /** When this beat was written (ISO 8601, UTC). */
  at: string;
  /** When the service started. */
  startedAt: string;
  pid: number;
  host: string;
  /** The drop folder (`watch`) or the config file (`schedule`) the service runs for. */
  of: string;
  /** `watch --once`: a stop is its normal end, not a service gone. @default false */
  once?: boolean | undefined;
  /** What the last pass (or each job's last run) found wrong, in words a person acts on; empty: all well. */
  problems: string[];
  /** One phrase of what the last pass did, e.g. `2 files handled, 1 waiting to settle`. */
  lastPass: string;
  /** The scheduler's jobs and when each runs next (ISO 8601 with its zone), none when never again. @default none */
  nextRuns?: { job: string; at: string | null }[] | undefined;
}

const HEARTBEAT = z.object({
  service: z.enum(['watch', 'schedule']),
  state: z.enum(['started', 'running', 'stopped', 'failed']),
  at: z.iso.datetime({ offset: true }),
  startedAt: z.iso.datetime({ offset: true }),
  pid: z.number().int().positive(),
  host: z.string(),
  of: z.string(),
  once: z.boolean().optional(),
  problems: z.array(z.string()),
  lastPass: z.string(),
  nextRuns: z.array(z.object({ job: z.string(), at: z.string().nullable() })).optional(),
});

/** The heartbeat in `text`, or why it is none (a file cut short, another program's file). */
export function parseHeartbeat(text: string): { heartbeat: Heartbeat } | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: 'not JSON (cut short, or not written by invoice-batch)' };
  }
  const parsed = HEARTBEAT.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { problem: `field "${issue.path.join('.')}": ${issue.message}` };
  }
  return { heartbeat: parsed.data };
}
