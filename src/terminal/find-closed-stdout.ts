/**
 * Whether standard output was closed by whoever started the process (`>&-` in a crontab line or a
 * shell). Node reopens a closed descriptor 0-2 on /dev/null, read-write, so every write then
 * succeeds into nothing and the loss is silent; a `>/dev/null` of a shell or service manager opens
 * it write-only, on purpose, and is left alone. Linux only (/proc); elsewhere: false.
 */
import { readFileSync, readlinkSync } from 'node:fs';

/** O_ACCMODE and O_RDWR of Linux's open(2) flags, as /proc/self/fdinfo shows them in octal. */
const ACCESS_MODE = 0o3;
const READ_WRITE = 0o2;

export function stdoutClosedAtStart(): boolean {
  try {
    if (readlinkSync('/proc/self/fd/1') !== '/dev/null') return false;
    const flags = /^flags:\s*([0-7]+)$/m.exec(readFileSync('/proc/self/fdinfo/1', 'utf8'))?.[1];
    return flags !== undefined && (parseInt(flags, 8) & ACCESS_MODE) === READ_WRITE;
  } catch {
    return false;
  }
}
