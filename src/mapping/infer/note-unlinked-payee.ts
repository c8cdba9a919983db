/**
 * The note for a PayeeId column that names suppliers by their number in the books, their tax id or
 * their name: the finance system knows them only by its advertiser ids (ten digits), so until the
 * column is linked to them every upload is refused. Mapped all the same (the column is the right
 * one to link), and said, with the two ways to link it. Pure.
 */
import type { FieldChoice } from './choose-fields.js';
import type { SampledTable } from './sampled-table.js';
import { cellText } from '../../sheets/sheet-row.js';

/** The finance system's advertiser id: ten digits. */
const ADVERTISER_ID = /^\d{10}$/;

export function noteUnlinkedPayee(
  invoiceChoices: readonly FieldChoice[],
  byAdvertisers: boolean,
  data: SampledTable,
): string[] {
  const payee = invoiceChoices.find((c) => c.field === 'PayeeId');
  // A payee matched against the advertiser list is linked already.
  if (!payee || byAdvertisers) return [];
  const values = data.rows.map((r) => cellText(r.cells[payee.index]).trim()).filter((v) => v !== '');
  if (values.length > 0 && values.every((v) => ADVERTISER_ID.test(v))) return [];
  return [
    `PayeeId: "${payee.header}" names each supplier by its own number, tax id or name, not by the finance system's advertiser id (ten digits): uploads are refused until you link it: run "invoice-batch advertisers --refresh", then map its values to ids (PayeeId: { column: ${payee.header}, transform: { map: { ...: "0000100012" } } }) or, where they are the list's names, set advertisers: { payeeIdBy: name }`,
  ];
}
