/**
 * How the invoices' rows are laid out: an invoices sheet joined to its lines sheet by a key, or
 * one sheet whose rows are invoices or their lines; and which of the chosen fields are the lines'.
 * Adds the doubts and notes of the choice to those given. Pure.
 */
import { chooseFields, type FieldChoice, type FieldChoices, type FieldDoubt } from './choose-fields.js';
import { chooseRowLayout } from './choose-row-layout.js';
import { doubtBalancedAmount } from './doubt-balanced-amount.js';
import { findJoinedLayout, type LayoutChoice } from './find-layout.js';
import { preferLineDescription } from './prefer-line-description.js';
import type { ColumnProfile } from './profile-column.js';
import type { SampledTable } from './sampled-table.js';
import { settleNumberDoubt } from './settle-number-doubt.js';

interface SheetLayoutInput {
  data: SampledTable;
  /** The lines sheet when the workbook has an invoices sheet and a lines sheet. */
  lines: SampledTable | undefined;
  mainProfiles: readonly ColumnProfile[];
  lineProfiles: readonly ColumnProfile[];
  /** The fields chosen on the main sheet: a one-sheet layout may take or change some. */
  mainChoice: FieldChoices;
  doubts: FieldDoubt[];
  notes: string[];
  isReport: boolean;
}

interface SheetLayout {
  layout: LayoutChoice | undefined;
  idByValues: boolean;
  lineChoices: FieldChoice[];
}

export function chooseSheetLayout(input: SheetLayoutInput): SheetLayout {
  const { data, lines, mainProfiles, lineProfiles, mainChoice, doubts, notes } = input;
  if (lines) {
    const preferred = ['InvoiceId', 'Invoice_Number']
      .map((f) => mainChoice.chosen.find((c) => c.field === f && c.scope === 'invoice')?.index)
      .filter((i): i is number => i !== undefined);
    const layout = findJoinedLayout({
      mainHeaders: data.headers,
      mainRows: data.rows,
      mainProfiles,
      mainComplete: data.complete,
      lineHeaders: lines.headers,
      lineRows: lines.rows,
      preferred,
    });
    const chosen = chooseFields(lines.headers, lineProfiles, {
      scopes: ['items'],
      excluded: new Set(layout?.linesKey ?? []),
    });
    doubts.push(...chosen.doubts);
    notes.push(...chosen.refused);
    return { layout, idByValues: false, lineChoices: chosen.chosen };
  }
  const items = mainChoice.chosen.filter((c) => c.scope === 'items');
  const { layout, idByValues } = chooseRowLayout(data, mainProfiles, mainChoice, doubts, input.isReport);
  // A journal's amount that balances each voucher holds the supplier's posting too: no line amount.
  doubtBalancedAmount(mainChoice.chosen, doubts, mainProfiles, layout);
  // The layout may have taken a line's column for the key (a `Purchase #` read as an order).
  const lineChoices = items.filter((c) => mainChoice.chosen.includes(c));
  // A text the same on every line of an invoice describes the invoice, not its lines.
  preferLineDescription(mainChoice.chosen, mainProfiles, layout);
  settleNumberDoubt(mainChoice.chosen, doubts, mainProfiles);
  return { layout, idByValues, lineChoices };
}
