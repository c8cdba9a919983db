/**
 * The period of `journal export`: `--since` and `--until` as UTC days, both included, read as the
 * instants from the first day's midnight to the midnight after the last. Pure.
 */
import { UsageError } from '../errors.js';
import type { Period } from '../report/period/plan-period-export.js';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function dayStart(flag: string, text: string | undefined): number {
  if (text === undefined)
    throw new UsageError(`journal export: give the period with --since DAY --until DAY (2026-01-01)`);
  const parts = DAY.exec(text.trim());
  const at = parts ? Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])) : NaN;
  // 2026-02-30 does not come back the same.
  if (!parts || new Date(at).toISOString().slice(0, 10) !== text.trim())
    throw new UsageError(`${flag} "${text}": expected a day as YYYY-MM-DD (2026-01-31), read in UTC`);
  return at;
}

export function parsePeriod(since: string | undefined, until: string | undefined): Period {
  const from = dayStart('--since', since);
  const last = dayStart('--until', until);
  if (last < from) throw new UsageError(`--until ${until} is before --since ${since}`);
  return { from: new Date(from).toISOString(), to: new Date(last + DAY_MS).toISOString() };
}
