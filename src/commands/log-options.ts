/** The log options of the long-running commands (`watch`, `schedule`), declared once. */
import type { Argv } from 'yargs';
import { LOG_FORMATS, type LogFormat } from '../terminal/create-log.js';

/** @param defaultFormat the format of the command's lines without the flag */
export function withLogOptions(yargs: Argv, defaultFormat: LogFormat): Argv {
  return yargs.option('log-format', {
    choices: LOG_FORMATS,
    default: defaultFormat,
    describe: 'Log lines as text, or as JSON objects (time, level, event, host, pid, runId, msg) for a collector',
    group: 'Output:',
  });
}
