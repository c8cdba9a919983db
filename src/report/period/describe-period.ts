/** The period of an export in words, its days in UTC, as the workbook's Totals and the terminal say it. Pure. */
import type { Period } from './plan-period-export.js';

const DAY_MS = 86_400_000;

/** `Invoices created 2026-01-01 to 2026-01-31 (UTC days, by when each was recorded created)`. */
export function describePeriod(period: Period): string {
  const last = new Date(Date.parse(period.to) - DAY_MS).toISOString().slice(0, 10);
  return `Invoices created ${period.from.slice(0, 10)} to ${last} (UTC days, by when each was recorded created)`;
}
