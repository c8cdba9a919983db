/** The days `--keep-days N` of upload and watch (shared-flags.ts) comes to with the config. */
import { UsageError } from '../errors.js';
import type { Settings } from '../settings.js';

/** The flag, else the config's `retention.keepDays`; undefined: nothing is removed. */
export function keepDaysOf(argv: { keepDays?: number | undefined }, settings: Settings): number | undefined {
  const days = argv.keepDays;
  if (days === undefined) return settings.retention.keepDays;
  if (!Number.isInteger(days) || days < 1 || days > 36_500)
    throw new UsageError(`--keep-days: expected a whole number of days from 1 to 36500, got ${String(days)}`);
  return days;
}
