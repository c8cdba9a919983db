/** How long `watch --settle-seconds N` (or the config's `watch.settleMs`) waits for a dropped file to stop changing. */
import { UsageError } from '../errors.js';
import type { Settings } from '../settings.js';

/** A day: longer is a typing mistake, and a timer cannot wait much past 24 days anyway. */
const MAX_SETTLE_SECONDS = 86_400;

/** The flag in ms, else the config's `watch.settleMs`. */
export function settleMsOf(argv: { settleSeconds?: number | undefined }, settings: Settings): number {
  const seconds = argv.settleSeconds;
  if (seconds === undefined) return settings.watch.settleMs;
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > MAX_SETTLE_SECONDS)
    throw new UsageError(
      `--settle-seconds: expected a number of seconds from 0 to ${MAX_SETTLE_SECONDS}, got ${String(seconds)}`,
    );
  return Math.round(seconds * 1000);
}
