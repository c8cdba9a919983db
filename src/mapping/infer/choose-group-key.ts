/**
 * Rows that hold one invoice line each, found by their values where no header names the invoice
 * (`findGroupKey`): the key becomes the grouped layout's and the InvoiceId, and a document number
 * that names the same invoices beside an internal key becomes the Invoice_Number. Pure.
 */
import type { SheetRow } from '../../sheets/sheet-row.js';
import { valuesRefuse } from './check-field-values.js';
import type { FieldChoice, FieldChoices } from './choose-fields.js';
import { findGroupKey } from './find-group-key.js';
import { findRowLayout, type LayoutChoice } from './find-layout.js';
import { headerCandidates, headerKey, type HeaderMatch } from './match-headers.js';
import type { ColumnProfile } from './profile-column.js';
import { namesInternalId } from './read-header-meaning.js';
import { isIdHeader } from './is-id-header.js';
import { namesVoucherNumber } from './find-voucher-column.js';
import { readOwnNumbering } from './read-own-numbering.js';
import { oneToOne } from './prefer-own-key.js';

/**
 * A key found by its values whose header names a number (`FDA No`) but not the book's own (no
 * voucher, entry or internal word) and whose values are no run of the book's: the number each
 * supplier gave its invoice, which two suppliers may share; with a supplier beside it, the id is
 * built from both.
 */
function namesSupplierNumber(profile: ColumnProfile, profiles: readonly ColumnProfile[], withPayee: boolean): boolean {
  return (
    withPayee &&
    isIdHeader(profile.header) &&
    !namesInternalId(profile.header) &&
    !namesVoucherNumber(profile.header) &&
    !SELF_BILLED.test(headerKey(profile.header)) &&
    !profile.texts.some((t) => t !== undefined && DATED.test(t)) &&
    readOwnNumbering(profile) === undefined &&
    !profiles.some(
      (p) => p.index !== profile.index && isIdHeader(p.header) && readOwnNumbering(p) && oneToOne(p, profile),
    )
  );
}

/**
 * A document the buyer writes for its supplier (a recipient-created tax invoice, a grower's or milk
 * supplier's settlement, a self-billing invoice, Italy's autofattura, German Gutschrift): its number is the book's.
 */
const SELF_BILLED = /(?:rcti|settlement|selfbill|recipientcreated|buyercreated|autofattura|gutschrift)/;
/** A slip numbered within its day (`2024/01/05 -1`): the book's numbering, which writes the date into it. */
const DATED = /\d{4}[-/.]\d{1,2}[-/.]\d{1,2}/;

export interface GroupKeyChoice {
  layout: LayoutChoice;
  /** InvoiceId is one of `added`: found by its values, not named the number on the invoice by its header. */
  idByValues: boolean;
  /** The choices the key adds: InvoiceId, and Invoice_Number where a document number stands beside it. */
  added: FieldChoice[];
}

/** True when `profile` holds two filled values within one run of `runOfRow` (blank continuation rows allowed). */
function splitsRuns(profile: ColumnProfile, runOfRow: readonly number[]): boolean {
  const first = new Map<number, string>();
  return runOfRow.some((run, i) => {
    const text = profile.texts[i];
    if (text === undefined) return false;
    const known = first.get(run);
    if (known === undefined) first.set(run, text);
    return known !== undefined && known !== text;
  });
}

/**
 * The grouped layout by the values of `choices`' line amount, or undefined when the rows show
 * none. Where the rows are grouped by vendor and number already (`current`), a column that names
 * the same invoices alone (Yardi's `Control`) is the key and the id instead of a template.
 */
export function chooseGroupKey(
  rows: readonly SheetRow[],
  profiles: readonly ColumnProfile[],
  choices: FieldChoices,
  complete: boolean,
  current?: LayoutChoice,
): GroupKeyChoice | undefined {
  const get = (field: string, scope = 'invoice') => choices.chosen.find((c) => c.field === field && c.scope === scope);
  // The line amount chosen, else any column of amounts: one that differs within an invoice shows its lines.
  const chosen = get('Amount', 'items');
  const amounts = [
    ...(chosen ? [chosen] : []),
    ...profiles.filter((p) => p.index !== chosen?.index && p.share.amount >= 0.9 && p.share.decimal >= 0.5),
  ];
  if (amounts.length === 0) return undefined;
  const numberLike = new Set(['InvoiceId', 'Invoice_Number']);
  const excluded = new Set(choices.chosen.filter((c) => !numberLike.has(c.field)).map((c) => c.index));
  // A vendor's code runs over the rows of its invoices as a key would: a party is never the key.
  const best = new Map<number, HeaderMatch>();
  for (const c of headerCandidates(profiles.map((p) => p.header))) if (!best.has(c.index)) best.set(c.index, c);
  for (const [index, c] of best) if (c.field === 'PayeeId' && c.score >= 0.9) excluded.add(index);
  const number = get('Invoice_Number');
  const key = findGroupKey(
    profiles,
    amounts.map((a) => a.index),
    excluded,
    new Set(number ? [number.index] : []),
  );
  if (!key) return undefined;
  const id = get('InvoiceId');
  if (id && id.index !== key.index) return undefined;
  const layout = findRowLayout(rows, [key.index], complete);
  // A run holding two invoice numbers holds two invoices: it is a batch's or a day's, not an invoice's.
  if (number && number.index !== key.index && splitsRuns(profiles[number.index]!, layout.invoiceOfRow))
    return undefined;
  const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  if (current && (number?.index === key.index || !same(layout.invoiceOfRow, current.invoiceOfRow))) return undefined;
  if (layout.type !== 'grouped' || id || get('Invoice_Number')?.index === key.index)
    return { layout, idByValues: false, added: [] };
  const header = profiles[key.index]!.header;
  const amount = profiles[key.lineAmount]!;
  const supplierNumber = namesSupplierNumber(profiles[key.index]!, profiles, get('PayeeId') !== undefined);
  if (supplierNumber)
    return {
      layout,
      idByValues: false,
      added: [
        {
          scope: 'invoice',
          field: 'Invoice_Number',
          index: key.index,
          header,
          why: `from "${header}": one value on consecutive rows while "${amount.header}" differs, a number in the supplier's own series, not the book's`,
          alternatives: [],
        },
      ],
    };
  const added: FieldChoice[] = [
    {
      scope: 'invoice',
      field: 'InvoiceId',
      index: key.index,
      header,
      why: `from "${header}": one value on consecutive rows while "${amount.header}" differs: the invoice of each line`,
      alternatives: [],
    },
  ];
  const document = namesInternalId(header)
    ? key.equivalents
        .map((i) => profiles[i]!)
        .find((p) => !namesInternalId(p.header) && valuesRefuse('Invoice_Number', 'text', p) === undefined)
    : undefined;
  if (document && !get('Invoice_Number'))
    added.push({
      scope: 'invoice',
      field: 'Invoice_Number',
      index: document.index,
      header: document.header,
      why: `from "${document.header}": names the same invoices as "${header}", the exporting system's internal number`,
      alternatives: [],
    });
  // The buyer wrote the document, so its number is both the book's and the one printed on it.
  else if (SELF_BILLED.test(headerKey(header)) && !get('Invoice_Number'))
    added.push({
      scope: 'invoice',
      field: 'Invoice_Number',
      index: key.index,
      header,
      why: `from "${header}": the buyer writes this document for its supplier, so the book's number is the one printed on it`,
      alternatives: [],
    });
  return { layout, idByValues: true, added };
}
