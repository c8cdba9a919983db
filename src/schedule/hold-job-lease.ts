/**
 * One run at a time of a kind of job (reconcile) per journal, whoever starts it: a scheduled job,
 * `schedule --run-now` or a user. The lease is the one uploads and watchers use: a row renewed
 * while the job runs, taken over at once when its process ended on this host, else when it has
 * not been renewed for `staleAfterMs`, as the journal's clock (`runs.leaseNow`) counts, never this
 * host's, so a host whose clock is ahead does not take a lease another host's process holds.
 */
import { JobBusyError } from '../errors.js';
import { isRunAbandoned, type ThisProcess } from '../batch/run-liveness.js';
import { pidExists, thisProcess } from '../batch/this-process.js';
import type { Journal } from '../journal/open-journal.js';
import type { JobLease } from '../journal/schedule-runs.js';

export interface JobLeaseOptions {
  /** @default this process */
  self?: ThisProcess;
  /** How often the lease is renewed while held, ms. @default 10000 */
  heartbeatMs?: number;
  /** A lease not renewed for this long belongs to a process that is gone, ms. @default 120000 */
  staleAfterMs?: number;
}

export type JobLeaseResult =
  | { held: true; release(): Promise<void> }
  /** Another live process holds it. */
  | { held: false; holder: JobLease };

export async function holdJobLease(
  journal: Journal,
  name: string,
  options: JobLeaseOptions = {},
): Promise<JobLeaseResult> {
  const self = options.self ?? thisProcess();
  const at = await journal.runs.leaseNow();
  const lease: JobLease = {
    name,
    host: self.host,
    pid: self.pid,
    processToken: self.token,
    claimedAt: at,
    heartbeatAt: at,
  };
  const probe = { now: Date.parse(at), pidExists, staleAfterMs: options.staleAfterMs ?? 120_000 };
  const holder = await journal.transaction(async (tx): Promise<JobLease | undefined> => {
    if (await tx.schedule.insertJobLease(lease)) return undefined;
    const existing = await tx.schedule.findJobLease(name);
    if (!existing) return (await tx.schedule.insertJobLease(lease)) ? undefined : lease;
    if (!isRunAbandoned(existing, self, probe)) return existing;
    return (await tx.schedule.takeOverJobLease(lease, existing.processToken)) ? undefined : existing;
  });
  if (holder) return { held: false, holder };
  const timer = setInterval(() => {
    // A missed beat only matters after `staleAfterMs` of them; the next one tries again.
    journal.runs
      .leaseNow()
      .then((now) => journal.schedule.touchJobLease(name, self.token, now))
      .catch(() => undefined);
  }, options.heartbeatMs ?? 10_000);
  timer.unref();
  return {
    held: true,
    async release() {
      clearInterval(timer);
      await journal.schedule.deleteJobLease(name, self.token);
    },
  };
}

/**
 * Runs `work` while holding the lease `name`, released after.
 * @throws JobBusyError (exit 75) naming since when, on which host and pid, another process holds it
 */
export async function whileHoldingJobLease<T>(
  journal: Journal,
  name: string,
  work: () => Promise<T>,
  options: JobLeaseOptions = {},
): Promise<T> {
  const lease = await holdJobLease(journal, name, options);
  if (!lease.held) {
    const { holder } = lease;
    throw new JobBusyError(
      `another ${name} is running on this journal since ${holder.claimedAt} (host ${holder.host}, pid ${holder.pid}); ` +
        'this one did nothing: wait for that one to finish, or try again later',
    );
  }
  try {
    return await work();
  } finally {
    await lease.release();
  }
}
