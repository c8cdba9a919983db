/**
 * Writes a service's heartbeat file, whole or not at all: a new file beside it, then renamed over
 * it, so `health` never reads half a beat. One write at a time: a beat asked for while one is
 * written replaces any beat still waiting, and the newest is written next. Not synced to disk: a
 * beat lost in a crash only makes the service look stale, as it then is.
 */
import { mkdir, rename, writeFile, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Heartbeat } from './heartbeat.js';

export interface HeartbeatWriter {
  /** Writes `heartbeat` soon; never rejects. */
  beat(heartbeat: Heartbeat): void;
  /** Resolves once the last beat asked for is written (or could not be). */
  flush(): Promise<void>;
}

/**
 * @param tell told why a beat could not be written (a full disk, a folder gone), once until a beat is written again
 * @param createFolder the folder is made when missing (the state folder); never a drop folder gone. @default false
 */
export function heartbeatWriter(path: string, tell: (problem: string) => void, createFolder = false): HeartbeatWriter {
  const temp = `${path}.${process.pid}.tmp`;
  let next: Heartbeat | undefined;
  let writing: Promise<void> | undefined;
  let told: string | undefined;

  async function writeAll(): Promise<void> {
    while (next) {
      const heartbeat = next;
      next = undefined;
      try {
        if (createFolder) await mkdir(dirname(path), { recursive: true });
        await writeFile(temp, `${JSON.stringify(heartbeat, null, 2)}\n`);
        await rename(temp, path);
        told = undefined;
      } catch (error) {
        await unlink(temp).catch(() => undefined);
        const problem = `heartbeat ${path} not written: ${(error as Error).message}`;
        if (problem !== told) tell(problem);
        told = problem;
      }
    }
    writing = undefined;
  }

  return {
    beat(heartbeat) {
      next = heartbeat;
      writing ??= writeAll();
    },
    flush: () => writing ?? Promise.resolve(),
  };
}
