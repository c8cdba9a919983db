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
  return { ok: true, schedule: { expression, timeZone, fields: result.fields } };
}
