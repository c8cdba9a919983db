/**
 * A cron expression and its time zone, checked once. node-cron parses the fields (its syntax is
 * the documented one); the zone is checked here because node-cron accepts any name.
 */
import { validateDetailed, type ParsedFields } from 'node-cron';
import { isTimeZone } from './zoned-time.js';

export interface CronSchedule {
  /** As written in the config, e.g. `0 2 * * *`. */
  expression: string;
  /** IANA zone the fields are read in; undefined means the machine's zone. */
  timeZone: string | undefined;
  fields: ParsedFields;
  /**
   * True when the minute or hour field as written starts with `*` (`* * * * *`, `0 * * * *`, every fifth minute):
   * an interval, kept through the hour daylight saving repeats, where a fixed time runs once.
   * The rule Debian's cron applies.
   */
  interval: boolean;
}

export type CompileCronResult = { ok: true; schedule: CronSchedule } | { ok: false; message: string };

/** Checks the expression (five or six fields, node-cron syntax) and the time zone. */
export function compileCron(expression: string, timeZone: string | undefined): CompileCronResult {
  if (timeZone !== undefined && !isTimeZone(timeZone)) {
    return {
      ok: false,
      message: `time zone: expected an IANA time zone such as Europe/Berlin or UTC, got "${timeZone}"`,
    };
  }
  let result: ReturnType<typeof validateDetailed>;
  try {
    result = validateDetailed(expression);
  } catch (error) {
    return { ok: false, message: `cron expression "${expression}": ${(error as Error).message}` };
  }
  if (!result.valid || !result.fields) {
    const first = result.errors[0];
    const detail = first
      ? first.field === 'expression'
        ? first.message
        : `${first.field}: ${first.message}`
      : 'not valid';
    // node-cron words it "61 is a invalid expression for minute"; the field is named before it
    const worded = detail.replace(/ is a invalid expression for [a-z ]+$/, ' is not a valid value');
    return { ok: false, message: `cron expression "${expression}": ${worded}` };
  }
  const written = expression.trim().split(/\s+/);
  // Six fields start with seconds: the minute and hour come after them.
  const [minute, hour] = written.length === 6 ? written.slice(1, 3) : written.slice(0, 2);
  const interval = [minute, hour].some((field) => field?.startsWith('*') === true);
  return { ok: true, schedule: { expression, timeZone, fields: result.fields, interval } };
}
