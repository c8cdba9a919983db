/**
 * Which processes hold a file open for writing, on Linux. A copy program that keeps the file open
 * and pauses (WinSCP, rsync --inplace, a script writing through one descriptor, smbd for a Windows
 * client copying to a share on this host) beats any settle time: the file looks finished while the
 * rest is yet to come. The kernel knows better: every open descriptor is a link under
 * /proc/<pid>/fd, and /proc/<pid>/fdinfo/<fd> gives its open flags.
 * Written here because no maintained npm package answers "open for writing" on Linux: the ones
 * there are run lsof (not installed everywhere, and it reports readers too) or list pids without
 * the access mode. Only processes the watcher's user may inspect are seen (all of them as root);
 * writers on other hosts (an NFS or SMB client) and the kernel's nfsd are never seen here, which is
 * what the settle time and the later checks are for.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** A process holding a file open for writing. */
export interface FileWriter {
  pid: number;
  /** The program's name (/proc/<pid>/comm), e.g. `cp`; empty when it ended meanwhile. */
  command: string;
}

const O_ACCMODE = 0o3;
const O_RDONLY = 0o0;

const identityOf = (info: { dev: bigint; ino: bigint }) => `${info.dev}:${info.ino}`;

async function listOrNone(path: string): Promise<string[]> {
  // A process that ended, or one the watcher's user may not inspect, has no descriptors to look at.
  return readdir(path).catch(() => []);
}

/** True when descriptor `fd` of `pid` is open for writing (write-only or read-write). */
async function opensForWriting(proc: string, pid: string, fd: string): Promise<boolean> {
  const info = await readFile(join(proc, pid, 'fdinfo', fd), 'utf8').catch(() => '');
  const flags = /^flags:\s*([0-7]+)$/m.exec(info)?.[1];
  return flags !== undefined && (parseInt(flags, 8) & O_ACCMODE) !== O_RDONLY;
}

/**
 * The processes holding each of `paths` open for writing, by path; a path nobody writes to is not
 * in the map. Files are matched by device and inode, so a file renamed (or moved into another
 * folder of the same file system) while it is held open is still found. Empty where there is no
 * /proc (macOS, Windows).
 * @param proc the proc file system's mount point. @default '/proc'
 */
export async function findFileWriters(paths: readonly string[], proc = '/proc'): Promise<Map<string, FileWriter[]>> {
  const found = new Map<string, FileWriter[]>();
  const wanted = new Map<string, string>();
  for (const path of paths) {
    const info = await stat(path, { bigint: true }).catch(() => undefined);
    if (info) wanted.set(identityOf(info), path);
  }
  if (wanted.size === 0) return found;
  for (const pid of await listOrNone(proc)) {
    if (!/^\d+$/.test(pid)) continue;
    for (const fd of await listOrNone(join(proc, pid, 'fd'))) {
      // stat follows the descriptor's link to the open file itself, whatever its name is now.
      const info = await stat(join(proc, pid, 'fd', fd), { bigint: true }).catch(() => undefined);
      const path = info && wanted.get(identityOf(info));
      if (!path || !(await opensForWriting(proc, pid, fd))) continue;
      const writers = found.get(path) ?? [];
      if (writers.some((writer) => writer.pid === Number(pid))) continue;
      const command = (await readFile(join(proc, pid, 'comm'), 'utf8').catch(() => '')).trim();
      found.set(path, [...writers, { pid: Number(pid), command }]);
    }
  }
  return found;
}

/** `process 4242 (cp)`, `processes 4242 (cp), 4250 (smbd)`. */
export function describeFileWriters(writers: readonly FileWriter[]): string {
  const each = writers.map((writer) => (writer.command ? `${writer.pid} (${writer.command})` : `${writer.pid}`));
  return `${writers.length === 1 ? 'process' : 'processes'} ${each.join(', ')}`;
}
