/**
 * What started an upload, recorded with its runs for an auditor: `schedule: <job>` for a job the
 * scheduler started, else `hand`. The scheduler names itself (its pid) and the job in the job's
 * environment; the job's name is believed only when that pid is this process's parent, as
 * follow-scheduler.ts checks it. The job's variable set by hand alone names no parent: such a run
 * says `hand`, with the job it claimed. It is what the process was told, not proof: both variables
 * set by hand, the pid the shell's own, are believed; `schedule --history` lists what the scheduler
 * itself ran.
 */
import { SCHEDULE_JOB_VARIABLE, SCHEDULER_PID_VARIABLE } from './follow-scheduler.js';

/** @param parentPid this process's parent @default process.ppid */
export function readRunStarter(env: NodeJS.ProcessEnv, parentPid: number = process.ppid): string {
  const job = env[SCHEDULE_JOB_VARIABLE];
  if (job === undefined || job === '') return 'hand';
  const scheduler = Number(env[SCHEDULER_PID_VARIABLE]);
  if (Number.isInteger(scheduler) && scheduler > 0 && scheduler === parentPid) return `schedule: ${job}`;
  return `hand (${SCHEDULE_JOB_VARIABLE}=${job} set without its scheduler)`;
}

/** `watch: /srv/in` for an upload of a drop folder; `schedule: <job>, watch: /srv/in` when a job started the watcher. */
export function watchStarter(processStarter: string, folder: string): string {
  return processStarter.startsWith('schedule: ') ? `${processStarter}, watch: ${folder}` : `watch: ${folder}`;
}
