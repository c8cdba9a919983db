/**
 * InvoiceId where no column holds it: a template of the key that names each invoice of a joined
 * workbook, or of vendor (its tax id where a column holds it) and number (two suppliers may use
 * the same number). Pure.
 */
import type { FieldChoice, FieldDoubt } from './choose-fields.js';
import type { LayoutChoice } from './find-layout.js';
import { findSupplierTaxId, numberHoldsTaxId } from './find-supplier-tax-id.js';
import { findPartialTaxId } from './find-partial-tax-id.js';
import { namesVoucherNumber } from './find-voucher-column.js';
import type { ColumnProfile } from './profile-column.js';
import { namesDocumentAlone } from './read-authority-number.js';
import { formulaSpec, yamlScalar, type FieldLine } from './render-proposal.js';

export function buildInvoiceId(
  id: FieldChoice | undefined,
  payee: FieldChoice | undefined,
  number: FieldChoice | undefined,
  layout: LayoutChoice | undefined,
  profiles: readonly ColumnProfile[],
): FieldLine | undefined {
  const headers = profiles.map((p) => p.header);
  if (id) return undefined;
  if (layout?.type === 'joined' && layout.key.length > 1) {
    const names = layout.key.map((i) => headers[i]!);
    return {
      field: 'InvoiceId',
      spec: `{ template: ${JSON.stringify(names.map((n) => `{${n}}`).join('-'))} }`,
      comment: 'no id column: built from the key that names each invoice',
    };
  }
  if (number && namesDocumentAlone(profiles[number.index]!))
    return {
      field: 'InvoiceId',
      spec: yamlScalar(number.header),
      comment: `from "${number.header}": each document's own number (a tax authority's, or a UUID), unique by itself`,
    };
  const taxId = findSupplierTaxId(profiles, payee?.index);
  if (number && taxId && numberHoldsTaxId(profiles[number.index]!, taxId))
    return {
      field: 'InvoiceId',
      spec: yamlScalar(number.header),
      comment: `from "${number.header}": each number holds its supplier's tax id ("${taxId.header}"), unique by itself`,
    };
  // A tax id only the suppliers at home have: it where there is one, the name where there is none
  // (a template's blank part would give two suppliers abroad one id for one number).
  const partial = payee && number && findPartialTaxId(profiles, payee.index);
  if (payee && number && partial && (!taxId || taxId.index === partial.index))
    return {
      field: 'InvoiceId',
      spec: formulaSpec(partialIdFormula(partial.header, payee.header, number.header)),
      comment: `no id column: built from the supplier's tax id and number, its name where "${partial.header}" is blank (a supplier abroad has none)`,
    };
  if (payee && number && taxId)
    return {
      field: 'InvoiceId',
      spec: `{ template: ${JSON.stringify(`{${taxId.header}}-{${number.header}}`)} }`,
      comment: `no id column: built from the supplier's tax id and number (a tax id is one supplier's, a name may not be)`,
    };
  if (payee && number)
    return {
      field: 'InvoiceId',
      spec: `{ template: ${JSON.stringify(`{${payee.header}}-{${number.header}}`)} }`,
      comment: 'no id column: built from vendor and number',
    };
  return undefined;
}

/** The formula of an id from a tax id, or the name where it is blank, and the number. */
function partialIdFormula(taxId: string, name: string, number: string): string {
  const col = (h: string) => `[${h.replace(/]/g, ']]')}]`;
  return `IF(ISBLANK(${col(taxId)}), ${col(name)}, ${col(taxId)}) & "-" & ${col(number)}`;
}

/**
 * Where the id is the book's own voucher number (`Doc No`, `N° pièce`, `Belegnr`) beside the
 * supplier's invoice number, the id the supplier's number makes with its supplier, as a commented
 * alternative. Books and back-ends differ in which they key an invoice by: the voucher is unique in
 * the book; the supplier's number is what the supplier quotes and a duplicate check knows.
 */
export function voucherIdAlternative(
  id: FieldChoice | undefined,
  payee: FieldChoice | undefined,
  number: FieldChoice | undefined,
  profiles: readonly ColumnProfile[],
): FieldDoubt | undefined {
  if (!id || !number || id.index === number.index || !namesVoucherNumber(id.header)) return undefined;
  const built = buildInvoiceId(undefined, payee, number, undefined, profiles);
  if (!built) return undefined;
  return {
    scope: 'invoice',
    field: 'InvoiceId',
    headers: [],
    spec: built.spec,
    reason: `"${id.header}" is the book's own voucher number; where your back-end knows an invoice by the supplier's number ("${number.header}") and supplier, as its duplicate check does, use this instead`,
  };
}
