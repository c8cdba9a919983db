/** `--keep-days N` of upload and watch, declared once, and the days it comes to with the config. */
import type { Argv } from 'yargs';
import { UsageError } from '../errors.js';
import type { Settings } from '../settings.js';

export function withRetentionOptions(yargs: Argv): Argv {
  return yargs.option('keep-days', {
    type: 'number',
    requiresArg: true,
    describe:
      "Remove the tool's results, annotated, validation and reconcile files (and the drop folder's done/ files) older than N days when it starts (default: retention.keepDays of the config, else keep all)",
    group: 'Output:',
  });
}

/** The flag, else the config's `retention.keepDays`; undefined: nothing is removed. */
export function keepDaysOf(argv: { keepDays?: number | undefined }, settings: Settings): number | undefined {
  const days = argv.keepDays;
  if (days === undefined) return settings.retention.keepDays;
  if (!Number.isInteger(days) || days < 1 || days > 36_500)
    throw new UsageError(`--keep-days: expected a whole number of days from 1 to 36500, got ${String(days)}`);
  return days;
}
