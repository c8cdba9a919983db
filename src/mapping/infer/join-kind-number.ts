/**
 * A document number counted per kind of document: where a type column lists credit notes beside
 * invoices, many systems number each kind apart (Chile's SII folios per document type, a journal's
 * numbers per journal), so the same bare count names an invoice and a credit note. Seen in the file
 * (one count on rows of two kinds), the invoice's number is the kind and the number together;
 * where the kinds are a tax authority's numeric codes and the number a bare count, nothing in the
 * sample says the number is unique alone, and it is proposed commented with that reason. Pure.
 */
import type { FieldDoubt } from './choose-fields.js';
import type { CreditTypeColumn } from './find-credit-type-column.js';
import type { ColumnProfile } from './profile-column.js';
import { yamlScalar, type FieldLine } from './render-proposal.js';

const BARE_COUNT = /^\d{1,10}$/;

/**
 * True when some number of the column stands on rows of different kinds of one supplier: two
 * suppliers' numbers meeting is ordinary, each supplier numbers its own documents.
 */
export function repeatsAcrossKinds(number: ColumnProfile, kind: ColumnProfile, supplier?: ColumnProfile): boolean {
  const kinds = new Map<string, string>();
  return number.texts.some((t, row) => {
    const k = kind.texts[row];
    const s = supplier ? supplier.texts[row] : '';
    if (t === undefined || k === undefined || s === undefined) return false;
    const key = JSON.stringify([s.trim(), t.trim()]);
    const seen = kinds.get(key);
    kinds.set(key, k);
    return seen !== undefined && seen !== k;
  });
}

/**
 * The supplier's column: the one a PayeeId reads (a bare header, or the one header of its template
 * or formula), or the one a doubtful PayeeId names, since a vendor number that differs on every row
 * of the sample is still the supplier.
 */
function supplierColumn(
  written: readonly FieldLine[],
  doubts: readonly FieldDoubt[],
  profiles: readonly ColumnProfile[],
): ColumnProfile | undefined {
  const spec = written.find((l) => l.field === 'PayeeId')?.spec;
  if (spec !== undefined) {
    const plain = profiles.find((p) => yamlScalar(p.header) === spec);
    if (plain) return plain;
    const read = [...spec.matchAll(/[[{]([^\]}]+)[\]}]/g)].map((m) => m[1]!);
    const columns = profiles.filter((p) => read.includes(p.header));
    return columns.length === 1 ? columns[0] : undefined;
  }
  const doubted = doubts.find((d) => d.scope === 'invoice' && d.field === 'PayeeId' && d.headers.length === 1);
  return doubted && profiles.find((p) => p.header === doubted.headers[0]);
}

export interface KindNumber {
  invoice: FieldLine[];
  doubts: FieldDoubt[];
}

/** Invoice_Number as kind and number where the number is counted per kind; a doubt where it may be. */
export function joinKindNumber(
  written: readonly FieldLine[],
  profiles: readonly ColumnProfile[],
  type: CreditTypeColumn | undefined,
  doubts: readonly FieldDoubt[] = [],
): KindNumber {
  const line = written.find((l) => l.field === 'Invoice_Number');
  const number = line && profiles.find((p) => yamlScalar(p.header) === line.spec);
  const kind = type && !type.prefix ? profiles[type.index] : undefined;
  if (!line || !number || !kind || number.index === kind.index) return { invoice: [...written], doubts: [] };
  const template = `{${kind.header}}-{${number.header}}`;
  // A number with its own prefix or year (`INV-2024-0035`, `108/24`) is the supplier's; met under two
  // kinds it is two suppliers' numbers or a credit note quoting its invoice, not a count per kind.
  const counts = number.texts.every((t) => t === undefined || BARE_COUNT.test(t.trim()));
  if (!counts) return { invoice: [...written], doubts: [] };
  if (repeatsAcrossKinds(number, kind, supplierColumn(written, doubts, profiles)))
    return {
      invoice: written.map((l) =>
        l === line
          ? {
              field: l.field,
              spec: `{ template: ${JSON.stringify(template)} }`,
              comment: `one supplier's "${number.header}" stands on rows of different "${kind.header}": each kind is numbered apart, so the number is the kind and the number`,
            }
          : l,
      ),
      doubts: [],
    };
  const codes = kind.texts.every((t) => t === undefined || BARE_COUNT.test(t.trim()));
  if (!codes) return { invoice: [...written], doubts: [] };
  return {
    invoice: written.filter((l) => l !== line),
    doubts: [
      {
        scope: 'invoice',
        field: 'Invoice_Number',
        headers: [number.header],
        reason: `"${kind.header}" holds a tax authority's document type codes beside the bare count "${number.header}": where each type is numbered apart (credit notes their own series), the number alone repeats; then use { template: ${JSON.stringify(template)} }`,
      },
    ],
  };
}
