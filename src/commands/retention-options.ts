/** The days `--keep-days N` of upload, watch and reconcile (shared-flags.ts) comes to with the config. */
import type { Settings } from '../settings.js';

/** The flag, else the config's `retention.keepDays`; undefined: nothing is removed. */
export function keepDaysOf(argv: { keepDays?: number | undefined }, settings: Settings): number | undefined {
  // The flag is bounded where it is declared (shared-flags.ts).
  return argv.keepDays ?? settings.retention.keepDays;
}
