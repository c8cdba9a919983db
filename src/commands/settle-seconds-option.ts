/** How long `watch --settle-seconds N` (or the config's `watch.settleMs`) waits for a dropped file to stop changing. */
import type { NumberBounds } from './number-flag.js';
import type { Settings } from '../settings.js';

/** Up to a day: longer is a typing mistake, and a timer cannot wait much past 24 days anyway. */
export const SETTLE_SECONDS_BOUNDS: NumberBounds = { min: 0, max: 86_400, fraction: true, unit: 'seconds' };

/** The flag in ms, else the config's `watch.settleMs`. */
export function settleMsOf(argv: { settleSeconds?: number | undefined }, settings: Settings): number {
  const seconds = argv.settleSeconds;
  // The flag is bounded where it is declared (watch-command.ts).
  if (seconds === undefined) return settings.watch.settleMs;
  return Math.round(seconds * 1000);
}
