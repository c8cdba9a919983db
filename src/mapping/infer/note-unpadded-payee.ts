/**
 * The note for a PayeeId column whose values are shorter than the finance system's ten digits:
 * the ids may have lost their leading zeros on the way. Not proposed as a transform, because some
 * systems' ids are short on purpose; said, so the user decides. Pure.
 */
import type { FieldChoice } from './choose-fields.js';
import { looksUnpadded } from './sample-values.js';
import type { SampledTable } from './sampled-table.js';

export function noteUnpaddedPayee(
  invoiceChoices: readonly FieldChoice[],
  byAdvertisers: boolean,
  data: SampledTable,
): string[] {
  const payeeColumn = invoiceChoices.find((c) => c.field === 'PayeeId');
  // A payee matched against the advertiser list already has the list's spelling.
  if (!payeeColumn || byAdvertisers) return [];
  const values = data.rows.map((r) => r.cells[payeeColumn.index]);
  if (!looksUnpadded(values, 10)) return [];
  return [
    `PayeeId values in "${payeeColumn.header}" are shorter than 10 digits; if the finance system's ids have leading zeros, add transform: { pad: 10 }`,
  ];
}
