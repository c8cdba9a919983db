/**
 * The one line on standard error of a command that ended non-zero having written nothing there:
 * whoever reads only standard error (cron's mail, journald, `2>> job.err`) learns of every failure,
 * even of a command whose own words went to standard output.
 */
import { EXIT_CODES } from '../errors.js';
import type { CliCommand } from './cli-command.js';

const MEANINGS = new Map(EXIT_CODES.map((entry) => [entry.code, entry.meaning]));

/** `invoice-batch: <command>: exit <code>: <what the code means>; <where the details are>` */
export function wordSilentExit(command: CliCommand, code: number, json: boolean): string {
  const names = typeof command.command === 'string' ? [command.command] : command.command;
  const name = (names[0] ?? '').split(' ')[0];
  const meaning = MEANINGS.get(code) ?? 'failed';
  const where = json ? 'the JSON on standard output says why' : 'standard output says why';
  return `invoice-batch: ${name}: exit ${code}: ${meaning}; ${where}`;
}
