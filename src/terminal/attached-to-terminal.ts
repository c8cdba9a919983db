/**
 * Whether the process reads or writes a terminal: then SIGHUP means the terminal went away, and
 * the command stops. A service (systemd, cron, nohup, a pipe) has none: there SIGHUP is an
 * operator's "reload" or a log-rotation habit, not an order to stop.
 */
import { isatty } from 'node:tty';

export function attachedToTerminal(): boolean {
  return [0, 1, 2].some((fd) => isatty(fd));
}
