/**
 * A total split into its invoices and its credit notes (amounts below zero), count and amount of
 * each: a net total that mixes them hides the gross amounts finance reads, and can show more
 * "created" than the file holds.
 */
import { formatScaled, parseScaled } from './decimal-amount.js';

/** One total's invoices (amount 0 or more) and credit notes (below 0); exact amount strings. */
export interface SignSplit {
  invoices: number;
  invoiceAmount: string;
  creditNotes: number;
  creditNoteAmount: string;
}

interface Tally {
  invoices: number;
  invoiceAmount: bigint;
  creditNotes: number;
  creditNoteAmount: bigint;
}

const splitOf = (tally: Tally): SignSplit => ({
  invoices: tally.invoices,
  invoiceAmount: formatScaled(tally.invoiceAmount),
  creditNotes: tally.creditNotes,
  creditNoteAmount: formatScaled(tally.creditNoteAmount),
});

/** Invoices and credit notes counted and summed apart, by currency and by part of a total. */
export class SignTallies<Part extends string> {
  private readonly tallies = new Map<string, Map<Part, Tally>>();

  add(currency: string, part: Part, amount: string): void {
    const scaled = parseScaled(amount);
    if (scaled === undefined) return;
    if (!this.tallies.has(currency)) this.tallies.set(currency, new Map());
    const parts = this.tallies.get(currency)!;
    const tally = parts.get(part) ?? { invoices: 0, invoiceAmount: 0n, creditNotes: 0, creditNoteAmount: 0n };
    if (scaled < 0n) {
      tally.creditNotes += 1;
      tally.creditNoteAmount += scaled;
    } else {
      tally.invoices += 1;
      tally.invoiceAmount += scaled;
    }
    parts.set(part, tally);
  }

  /** Every currency's parts, each split, credit notes or none, in the order first added. */
  all(): { currency: string; part: Part; split: SignSplit }[] {
    return [...this.tallies].flatMap(([currency, parts]) =>
      [...parts].map(([part, tally]) => ({ currency, part, split: splitOf(tally) })),
    );
  }

  /**
   * Every part of `currency` that holds an invoice or a credit note, each split, once any part holds a
   * credit note: the parts then add up to the whole at a glance. Undefined when none does (no field to read).
   */
  splits(currency: string): Partial<Record<Part, SignSplit>> | undefined {
    const parts = [...(this.tallies.get(currency) ?? [])];
    if (!parts.some(([, tally]) => tally.creditNotes > 0)) return undefined;
    return Object.fromEntries(parts.map(([part, tally]) => [part, splitOf(tally)])) as Partial<Record<Part, SignSplit>>;
  }
}

/** Invoices and credit notes both: its net alone would hide the gross of each. */
export const mixesSigns = (split: SignSplit | undefined): split is SignSplit =>
  split !== undefined && split.invoices > 0 && split.creditNotes > 0;

/** Two splits of the same part (of two runs) as one. */
export function addSplits(a: SignSplit | undefined, b: SignSplit | undefined): SignSplit | undefined {
  if (!a || !b) return a ?? b;
  const sum = (x: string, y: string) => formatScaled((parseScaled(x) ?? 0n) + (parseScaled(y) ?? 0n));
  return {
    invoices: a.invoices + b.invoices,
    invoiceAmount: sum(a.invoiceAmount, b.invoiceAmount),
    creditNotes: a.creditNotes + b.creditNotes,
    creditNoteAmount: sum(a.creditNoteAmount, b.creditNoteAmount),
  };
}
