/**
 * The one logger of the long-running commands (`watch`, `schedule`): text lines as a person reads
 * them, or with `--log-format json` one JSON object per line for a collector, each with `time`,
 * `level`, `event`, `host`, `pid`, `runId` where there is one, and `msg`, and never longer than
 * `maxLineBytes`. Writing goes through `write`, so the library prints nothing itself.
 */
import { createRequire } from 'node:module';
import { hostname } from 'node:os';
import type { pino as Pino } from 'pino';
import { boundLogFields } from './bound-log-fields.js';
import { escapeControlCharacters, printableJsonText } from './escape-control-characters.js';
import { logLinePrefix } from './stamp-log-line.js';

export const LOG_FORMATS = ['text', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** A line's own fields. `event` names what happened; without it, the message up to its first colon. */
export type LogFields = { event?: string; runId?: number | undefined } & Record<string, unknown>;

export interface Log {
  info(fields: LogFields, message: string): void;
  warn(fields: LogFields, message: string): void;
  error(fields: LogFields, message: string): void;
}

export interface LogOptions {
  format: LogFormat;
  /** Receives each line, with its newline. */
  write(line: string): void;
  /** Text lines add the scalar fields as `key=value` after the message. @default false */
  textFields?: boolean;
  /**
   * Text lines start with the local time and `run=N` (logLinePrefix), for a log no terminal reads;
   * JSON lines have their `time` and `runId` fields. @default false
   */
  stamp?: boolean;
  /** Events written in the JSON format only, e.g. `file claimed`, that a person need not read. @default [] */
  jsonOnlyEvents?: readonly string[];
  /** @default os.hostname() */
  host?: string;
  /** @default process.pid */
  pid?: number;
  /** The longest JSON line, bytes. @default 4096 */
  maxLineBytes?: number;
}

/** Room left for time, level, host, pid and the message in a line of `maxLineBytes`. */
const ENVELOPE_BYTES = 512;

function eventOf(fields: LogFields, message: string): string {
  return fields.event ?? message.split(':')[0]!.trim();
}

/** Message and field values come from outside (file names, server text): control characters are escaped. */
function textLine(message: string, fields: LogFields, withFields: boolean): string {
  if (!withFields) return `${escapeControlCharacters(message)}\n`;
  const pairs = Object.entries(fields)
    .filter(([key, value]) => key !== 'event' && value !== null && typeof value !== 'object')
    .map(([key, value]) => `${key}=${String(value)}`);
  return `${escapeControlCharacters([message, ...pairs].join(' '))}\n`;
}

export function createLog(options: LogOptions): Log {
  const maxLineBytes = options.maxLineBytes ?? 4096;
  const jsonOnly = new Set(options.jsonOnlyEvents ?? []);
  if (options.format === 'text') {
    const text = (fields: LogFields, message: string) => {
      if (jsonOnly.has(eventOf(fields, message))) return;
      const line = textLine(message, fields, Boolean(options.textFields));
      options.write(options.stamp ? logLinePrefix(new Date(), fields.runId) + line : line);
    };
    return { info: text, warn: text, error: text };
  }
  // Loaded only for a JSON log: every command loads this module, and pino adds to each start.
  const { pino } = createRequire(import.meta.url)('pino') as { pino: typeof Pino };
  const logger = pino(
    {
      base: { host: options.host ?? hostname(), pid: options.pid ?? process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    // File names and server text reach the fields: a line never carries a raw bidi or C1 control.
    { write: (line: string) => options.write(printableJsonText(line)) },
  );
  const message = (text: string) =>
    text.length > ENVELOPE_BYTES / 2 ? `${text.slice(0, ENVELOPE_BYTES / 2)}...` : text;
  const line = (fields: LogFields, text: string) =>
    boundLogFields({ ...fields, event: eventOf(fields, text) }, maxLineBytes - ENVELOPE_BYTES, [
      'event',
      'runId',
      'job',
    ]);
  return {
    info: (fields, text) => logger.info(line(fields, text), message(text)),
    warn: (fields, text) => logger.warn(line(fields, text), message(text)),
    error: (fields, text) => logger.error(line(fields, text), message(text)),
  };
}
