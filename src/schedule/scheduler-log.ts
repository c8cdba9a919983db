/** Where the scheduler and its retries log; a pino logger satisfies this. */
export interface SchedulerLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}
