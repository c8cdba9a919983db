/**
 * A job ends with the scheduler that started it, however the scheduler ends (SIGKILL, the OOM
 * killer): otherwise a restarted scheduler would start a second one beside it. The scheduler names
 * its pid in the job's environment, and the job checks every second that it is still its parent;
 * once it is not (Linux gives an orphan to init or a subreaper), the job stops as on SIGTERM.
 * Neither alternative holds after SIGKILL of the scheduler alone: a process group needs someone to
 * signal the group, and an IPC channel's disconnect did not reach a job whose output pipes broke at
 * the same moment. Linux's parent-death signal (prctl) is not reachable from Node.
 */

/** Set by the scheduler on each job it starts: its own pid. */
export const SCHEDULER_PID_VARIABLE = 'INVOICE_BATCH_SCHEDULER_PID';

/** Set by the scheduler on each job it starts: the job's name, recorded as what started its runs. */
export const SCHEDULE_JOB_VARIABLE = 'INVOICE_BATCH_SCHEDULE_JOB';

/**
 * When `env` names a scheduler, calls `onGone` once that process is no longer this one's parent.
 * @param everyMs how often the parent is looked at, ms @default 1000
 */
export function followScheduler(env: NodeJS.ProcessEnv, onGone: () => void, everyMs = 1000): void {
  const scheduler = Number(env[SCHEDULER_PID_VARIABLE]);
  if (!Number.isInteger(scheduler) || scheduler <= 0) return;
  const check = () => {
    if (process.ppid === scheduler) return;
    clearInterval(timer);
    onGone();
  };
  const timer = setInterval(check, everyMs);
  timer.unref();
  // The scheduler may have died before this job got this far.
  check();
}
