/**
 * The currency of a file whose invoices name none in a column of its own: from the amounts' signs
 * and codes, the headers, the title, a column of local names, or the user's `--currency`; and the
 * note that `--currency` was not used where a column holds each invoice's. Pure.
 */
import type { FieldChoice } from './choose-fields.js';
import type { Filled } from './fill-missing-fields.js';
import { mapLocalCurrency } from './map-local-currency.js';
import { proposeCurrencyValue } from './propose-currency-value.js';
import type { ColumnProfile } from './profile-column.js';
import type { SheetRow } from '../../sheets/sheet-row.js';
import type { SampledTable } from './sampled-table.js';
import { shownAmountTexts } from './sample-values.js';
import { loneTextRows } from './read-lone-text-rows.js';

interface CurrencyInput {
  main: SampledTable;
  lines: SampledTable | undefined;
  mainProfiles: readonly ColumnProfile[];
  /** The currency the user gave. @default none */
  currency?: string | undefined;
  /** Rows the sample left out. @default none */
  leftOut?: readonly SheetRow[] | undefined;
}

/** The CurrencyCode line where `column` is undefined, else the note on an unused `--currency`. */
export function deriveCurrency(
  input: CurrencyInput,
  column: FieldChoice | undefined,
  amounts: readonly (FieldChoice | undefined)[],
): { filled?: Filled | undefined; note?: string | undefined } {
  if (column)
    return {
      note: input.currency
        ? `--currency ${input.currency} was not used: "${column.header}" holds each invoice's currency`
        : undefined,
    };
  const chosen = amounts.filter((c): c is FieldChoice => c !== undefined).map((c) => c.index);
  // Where no header named an amount (the money is known later by its sum), the columns of amounts say it as well.
  const amountColumns =
    chosen.length > 0 ? chosen : input.mainProfiles.filter((p) => p.share.amount >= 0.95).map((p) => p.index);
  const texts = amountColumns.flatMap((index) => shownAmountTexts(input.main.rows.map((r) => r.cells[index])));
  const headers = [...input.main.headers, ...(input.lines?.headers ?? [])];
  // A column of each row's currency, some written by their local name (`TL`), is read through a formula.
  const local = input.currency ? {} : mapLocalCurrency(input.mainProfiles);
  return {
    filled: local.line
      ? local
      : proposeCurrencyValue(texts, headers, input.currency, input.mainProfiles, [
          ...(input.main.above ?? []),
          // A note under the table says it as a title above it does (`Amounts in vatu (VUV)`).
          ...loneTextRows(input.leftOut ?? []),
        ]),
  };
}
