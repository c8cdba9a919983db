/**
 * The figures of a reconcile: invoices per status, amounts per status and currency (exact),
 * changes, failed calls, created invoices the finance system does not know (with their amounts)
 * and invoices stuck in one status too long. Pure.
 */
import { CurrencyTotals } from '../invoice/decimal-amount.js';
import type { StatusCheck } from './status-check.js';

export interface StatusAmounts {
  code: string;
  description: string;
  currency: string;
  invoices: number;
  /** Exact sum with four places. */
  total: string;
}

/** Invoices of one currency and their exact sum. */
export interface CurrencyAmount {
  currency: string;
  invoices: number;
  /** Exact sum with four places. */
  total: string;
}

export interface StuckInvoice {
  check: Extract<StatusCheck, { ok: true }>;
  /** Whole days in the current status. */
  days: number;
}

export interface ReconcileSummary {
  /** Invoices asked about, answered or not. */
  checked: number;
  /** Answered invoices per status code. */
  byStatus: Record<string, number>;
  /** Description of each status code seen. */
  descriptions: Record<string, string>;
  /** Answers whose status differs from the check before. */
  changed: number;
  /** Answers for invoices never checked before: no status to differ from. */
  firstChecks: number;
  /** Calls that gave no status. */
  errors: number;
  amounts: StatusAmounts[];
  /** Per currency, the created invoices whose status call answered that the instance does not exist. */
  notKnownAmounts: CurrencyAmount[];
  stuck: StuckInvoice[];
  /** Codes answered that the API's owners do not list (reconcile.statusCodes), with their invoices; none without a list. */
  unlisted: { code: string; description: string; invoices: number }[];
}

const DAY_MS = 86_400_000;

export function summarizeChecks(
  checks: readonly StatusCheck[],
  options: { finalStatusCodes: readonly string[]; stuckAfterDays: number; now: Date },
): ReconcileSummary {
  const byStatus: Record<string, number> = {};
  const descriptions: Record<string, string> = {};
  const totals = new Map<string, Sums>();
  const stuck: StuckInvoice[] = [];
  let changed = 0;
  let firstChecks = 0;
  let errors = 0;
  const unlisted = new Map<string, number>();
  const notKnown = { totals: new CurrencyTotals(), counts: new Map<string, number>() };
  for (const check of checks) {
    if (!check.ok) {
      errors += 1;
      if (check.failure === 'unknown-instance') addAmount(notKnown, check.invoice);
      continue;
    }
    const { code, description } = check.status;
    byStatus[code] = (byStatus[code] ?? 0) + 1;
    descriptions[code] ??= description;
    // A first check is no change of status: counting it as one said "Status changes: 15" of a first run.
    if (check.changed && check.previous) changed += 1;
    else if (check.changed) firstChecks += 1;
    const entry = totals.get(code) ?? { totals: new CurrencyTotals(), counts: new Map<string, number>() };
    if (addAmount(entry, check.invoice)) totals.set(code, entry);
    if (check.unlisted) unlisted.set(code, (unlisted.get(code) ?? 0) + 1);
    if (!options.finalStatusCodes.includes(code) && check.inStatusSince) {
      const days = Math.floor((options.now.getTime() - Date.parse(check.inStatusSince)) / DAY_MS);
      if (days > options.stuckAfterDays) stuck.push({ check, days });
    }
  }
  const amounts: StatusAmounts[] = [...totals.keys()]
    .sort(byCode)
    .flatMap((code) =>
      perCurrency(totals.get(code)!).map((sum) => ({ code, description: descriptions[code] ?? '', ...sum })),
    );
  stuck.sort((a, b) => b.days - a.days);
  return {
    checked: checks.length,
    byStatus: sortKeys(byStatus),
    descriptions,
    changed,
    firstChecks,
    errors,
    amounts,
    notKnownAmounts: perCurrency(notKnown),
    stuck,
    unlisted: [...unlisted.keys()]
      .sort(byCode)
      .map((code) => ({ code, description: descriptions[code] ?? '', invoices: unlisted.get(code)! })),
  };
}

interface Sums {
  totals: CurrencyTotals;
  counts: Map<string, number>;
}

/** Adds the invoice's amount to its currency; false when the journal holds no amount for it. */
function addAmount(sums: Sums, invoice: StatusCheck['invoice']): boolean {
  const { currency, amount } = invoice;
  if (!currency || !amount) return false;
  sums.totals.add(currency, amount);
  sums.counts.set(currency, (sums.counts.get(currency) ?? 0) + 1);
  return true;
}

function perCurrency(sums: Sums): CurrencyAmount[] {
  return sums.totals.currencies().map((currency) => ({
    currency,
    invoices: sums.counts.get(currency) ?? 0,
    total: sums.totals.get(currency),
  }));
}

/** Status codes are numeric text: `9` before `10`. */
export function byCode(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

function sortKeys(record: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => byCode(a, b)));
}
