/**
 * A column filled only on the supplier's rows of a journal (a FEC's `CompAuxNum` and `CompAuxLib`,
 * the supplier's auxiliary account on its `401000` row) is lost with those rows when they are
 * skipped: the supplier is then found nowhere. Where the supplier's row comes first in each voucher,
 * a heading rule carries it onto the voucher's lines; otherwise carrying it would give a voucher the
 * next one's supplier, and the doubt says so. Pure.
 */
import { cellText, type SheetRow } from '../../sheets/sheet-row.js';
import type { FieldDoubt } from './choose-fields.js';
import type { PaymentRows } from './find-payment-rows.js';
import { yamlScalar } from './render-proposal.js';
import type { SampledTable } from './sampled-table.js';

const filled = (row: SheetRow, index: number) => cellText(row.cells[index]).trim() !== '';

/** The doubt on PayeeId where the only column naming the supplier is filled on the skipped supplier rows alone. */
export function carryPartyValues(table: SampledTable, party: PaymentRows): FieldDoubt | undefined {
  const isParty = (r: SheetRow) => party.values.includes(cellText(r.cells[party.index]).trim());
  const partyRows = table.rows.filter(isParty);
  const lineRows = table.rows.filter((r) => !isParty(r));
  if (partyRows.length < 2 || lineRows.length === 0) return undefined;
  const only = table.headers.findIndex(
    (h, i) =>
      h.trim() !== '' &&
      i !== party.index &&
      partyRows.every((r) => filled(r, i)) &&
      lineRows.every((r) => !filled(r, i)),
  );
  if (only < 0) return undefined;
  const header = table.headers[only]!;
  const name = `${header} of the supplier row`;
  const skipped = `"${header}" is filled only on the supplier's rows ("${party.header}" ${party.values.map((v) => `"${v}"`).join(', ')}), which the skip rule leaves out`;
  // First in each voucher: the sample starts with one and no two follow each other.
  const first =
    isParty(table.rows[0]!) && table.rows.every((r, i) => i === 0 || !(isParty(r) && isParty(table.rows[i - 1]!)));
  const reason = first
    ? `${skipped}: in place of that rule, carry it onto each voucher's lines with source.headings: - { name: ${yamlScalar(name)}, column: ${yamlScalar(header)}, matches: "^(.+)$" } (the supplier's row comes first in each voucher of the sample), then map its codes to advertiser ids`
    : `${skipped}, and it does not come first in each voucher, so no heading can carry it onto the lines: read the supplier from another column (a label that names it, with extract) and map it to advertiser ids`;
  return { scope: 'invoice', field: 'PayeeId', headers: [], spec: first ? yamlScalar(name) : '<column>', reason };
}
