/**
 * Standard output and standard error as the CLI writes them. A reader that goes away (`| head`,
 * a log collector that stops, a dropped SSH session's terminal) makes the next write fail with
 * EPIPE or EIO; Node's default for that is to end the process, in the middle of a send loop,
 * with invoices left `sending`. Output is never worth that: after the first failure the channel
 * drops what is written to it, and the work goes on to its end and its exit code.
 */

/** The part of a process stream the channel uses; `process.stdout` and `process.stderr` are ones. */
export interface OutputStream {
  write(text: string, done?: (error?: Error | null) => void): boolean;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

export interface OutputChannel {
  /** Writes `text`, or drops it once the reader is gone. Never throws. */
  write(text: string): void;
  /** Resolves when what was written has been handed on, or at once when the reader is gone. */
  drain(): Promise<void>;
  /** True once a write failed: the rest of the output is dropped. */
  readonly closed: boolean;
}

/**
 * Wraps `stream`. `onClosed` is called once, with the error, when the first write fails (the
 * caller notes it where it still can: the other stream).
 */
export function openOutputChannel(
  stream: OutputStream,
  onClosed: (error: Error) => void,
  /** Closed before the process started (`>&-`): the first write is refused with this error. @default open */
  closedAtStart?: Error,
): OutputChannel {
  let closed = false;
  const close = (error: Error) => {
    if (closed) return;
    closed = true;
    onClosed(error);
  };
  // Without a listener an 'error' of a process stream is thrown as uncaught and ends the process.
  stream.on('error', close);
  const afterWrite = (error?: Error | null) => {
    if (error) close(error);
  };
  return {
    write(text) {
      if (closed) return;
      if (closedAtStart) return close(closedAtStart);
      try {
        stream.write(text, afterWrite);
      } catch (error) {
        close(error instanceof Error ? error : new Error(String(error)));
      }
    },
    drain() {
      if (closed || closedAtStart) return Promise.resolve();
      return new Promise((resolve) => {
        try {
          stream.write('', () => resolve());
        } catch {
          resolve();
        }
      });
    },
    get closed() {
      return closed || closedAtStart !== undefined;
    },
  };
}

/** The code of a stream error (`EPIPE`, `EIO`), or its message. */
export function describeStreamError(error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  return typeof code === 'string' ? code : error.message;
}
