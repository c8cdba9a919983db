/**
 * What starts each line written for operators when no terminal reads it (cron, systemd, a pipe, a
 * file): the local time with its offset and the journal run the line is about, so that a log of many
 * nights is split by run and tied to `invoice-batch journal --run N`. A terminal keeps plain lines.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `2026-11-28T15:30:46.123-10:00`: the process's local time with its offset, never without one. */
export function localIsoTime(at: Date): string {
  const offset = -at.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const zone = `${sign}${pad(Math.trunc(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return (
    `${pad(at.getFullYear(), 4)}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}` +
    `T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}.${pad(at.getMilliseconds(), 3)}${zone}`
  );
}

/** The prefix logLinePrefix writes, for a reader that takes a line's words without it. */
export const LOG_LINE_PREFIX = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}[+-]\d{2}:\d{2} (?:run=\d+ )?/;

/** `2026-11-28T15:30:46.123-10:00 run=42 `, or without `run=` when the line is about no run. */
export function logLinePrefix(at: Date, runId: number | undefined): string {
  return `${localIsoTime(at)} ${runId === undefined ? '' : `run=${runId} `}`;
}

export interface StampedWriter {
  /** Writes `text`, each line it begins starting with the prefix of now and the current run. */
  write(text: string): void;
  /** The run that lines written from now on are about; undefined when none. */
  noteRun(runId: number | undefined): void;
}

/**
 * A writer that stamps every line start, also inside a text of several lines and across writes
 * that end mid-line. `now` is the clock. @default () => new Date()
 */
export function stampLines(write: (text: string) => void, now: () => Date = () => new Date()): StampedWriter {
  let atLineStart = true;
  let runId: number | undefined;
  return {
    write(text) {
      if (text === '') return write(text);
      const prefix = logLinePrefix(now(), runId);
      let out = '';
      for (const part of text.split(/(?<=\n)/)) {
        // An empty line (one that ends a terminal's progress line) carries nothing for a log.
        if (atLineStart && part === '\n') continue;
        out += atLineStart ? prefix + part : part;
        atLineStart = part.endsWith('\n');
      }
      write(out);
    },
    noteRun(id) {
      runId = id;
    },
  };
}
