/**
 * Counts and control totals of a file's invoices, accumulated one MappedInvoice at a time so the
 * file never has to be held. Shared by `validate` and `upload`.
 */
import { CurrencyTotals } from '../invoice/decimal-amount.js';
import { totalledAmount } from '../invoice/totalled-amount.js';
import type { MappedInvoice } from './mapped-invoice.js';
import { plural } from '../invoice/format-count.js';

export interface FileSummary {
  invoices: number;
  lines: number;
  valid: number;
  invalid: number;
  /** Problems of all invoices. */
  problems: number;
  /** Invoice_Amount per currency over every invoice whose amount and currency were read, valid or not. */
  totals: Record<string, string>;
  /** Invoice_Amount per currency over the valid invoices only. */
  validTotals: Record<string, string>;
  /** Invoices in no total: their amount or currency was missing or could not be read, or their currency was refused. */
  untotalled: number;
  /** Of the invalid invoices, those with a row hidden in the sheet (a clerk's filter): named apart, as the clerk did not see them. @default 0 */
  hidden?: number | undefined;
  /** Their part of `totals`, per currency. @default none */
  hiddenTotals?: Record<string, string> | undefined;
}

/** The label of the hidden part of a count or a total, as the terminal and the validation workbook say it. */
export const HIDDEN_PART_LABEL = 'of which in hidden rows';

/** The invoices a control total leaves out, as every summary and workbook says it. */
export function untotalledText(count: number): string {
  return `${plural(count, 'invoice')} whose amount or currency could not be read (see the problems)`;
}

export class FileSummaryAccumulator {
  private invoices = 0;
  private lines = 0;
  private valid = 0;
  private problems = 0;
  private readonly totals = new CurrencyTotals();
  private readonly validTotals = new CurrencyTotals();
  private untotalled = 0;
  private hidden = 0;
  private readonly hiddenTotals = new CurrencyTotals();

  add(mapped: MappedInvoice): void {
    this.invoices += 1;
    this.lines += mapped.draft.lines;
    this.problems += mapped.problems.length;
    // A currency validation refused (one ISO 4217 does not list, unless the mapping does) names no total.
    const refused = mapped.problems.some((problem) => problem.field === 'CurrencyCode');
    const totalled = refused ? undefined : totalledAmount(mapped.draft.CurrencyCode, mapped.draft.Invoice_Amount);
    if (totalled) this.totals.add(totalled.currency, totalled.amount);
    else this.untotalled += 1;
    if (mapped.hiddenInSheet) {
      this.hidden += 1;
      if (totalled) this.hiddenTotals.add(totalled.currency, totalled.amount);
    }
    if (mapped.invoice) {
      this.valid += 1;
      this.validTotals.add(mapped.invoice.CurrencyCode, mapped.invoice.Invoice_Amount);
    }
  }

  result(): FileSummary {
    return {
      invoices: this.invoices,
      lines: this.lines,
      valid: this.valid,
      invalid: this.invoices - this.valid,
      problems: this.problems,
      totals: this.totals.toRecord(),
      validTotals: this.validTotals.toRecord(),
      untotalled: this.untotalled,
      hidden: this.hidden,
      hiddenTotals: this.hiddenTotals.toRecord(),
    };
  }
}
