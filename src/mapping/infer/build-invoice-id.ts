/**
 * InvoiceId where no column holds it: a template of the key that names each invoice of a joined
 * workbook, or of vendor and number (two suppliers may use the same number). Pure.
 */
import type { FieldChoice } from './choose-fields.js';
import type { LayoutChoice } from './find-layout.js';
import type { FieldLine } from './render-proposal.js';

export function buildInvoiceId(
  id: FieldChoice | undefined,
  payee: FieldChoice | undefined,
  number: FieldChoice | undefined,
  layout: LayoutChoice | undefined,
  headers: readonly string[],
): FieldLine | undefined {
  if (id) return undefined;
  if (layout?.type === 'joined' && layout.key.length > 1) {
    const names = layout.key.map((i) => headers[i]!);
    return {
      field: 'InvoiceId',
      spec: `{ template: ${JSON.stringify(names.map((n) => `{${n}}`).join('-'))} }`,
      comment: 'no id column: built from the key that names each invoice',
    };
  }
  if (payee && number)
    return {
      field: 'InvoiceId',
      spec: `{ template: ${JSON.stringify(`{${payee.header}}-{${number.header}}`)} }`,
      comment: 'no id column: built from vendor and number',
    };
  return undefined;
}
