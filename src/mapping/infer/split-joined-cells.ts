/**
 * Cells that join two values (Portugal's e-Fatura list): the supplier as `509876543 - GRAFICA
 * ACORES LDA`, the tax id and the name; the number followed by its ATCUD validation code
 * (`FT 2025A/1201 / JJ7K2M9P-1201`, the code and the number's count). A tax id of one length on
 * every row is PayeeId through LEFT. The formulas cannot find where the code begins (LEFT, MID and
 * LEN take fixed places, and the numbers differ in length), so the number is a doubt rather than
 * posted with the code; the id joins the tax id and the whole cell, both fixed per document. Pure.
 */
import type { FieldDoubt } from './choose-fields.js';
import type { ColumnProfile } from './profile-column.js';
import { yamlScalar, type FieldLine } from './render-proposal.js';
import { inCatalogOrder } from './write-field-lines.js';

// A tax id (digits, or letters then digits: `509876543`, `B12345678`), " - ", then a name with letters.
const ID_AND_NAME = /^([A-Z]{0,2}\d[\dA-Z]{5,14}) - .*\p{L}/u;
// A document number, " / ", and an ATCUD: eight letters and digits, "-", the number's count.
const NUMBER_AND_ATCUD = /^(.+?\/\s*0*(\d+)) \/ [A-Z0-9]{8}-0*(\d+)$/;

const filled = (p: ColumnProfile) => p.texts.filter((t): t is string => t !== undefined);

/** The length of the tax id where every cell starts with one of that length, then " - " and a name. */
function idWidth(profile: ColumnProfile): number | undefined {
  const widths = new Set(filled(profile).map((t) => ID_AND_NAME.exec(t)?.[1]?.length ?? -1));
  const [width] = [...widths];
  return widths.size === 1 && width !== undefined && width > 0 && filled(profile).length > 0 ? width : undefined;
}

/** True when every cell is a number then its ATCUD, the code ending in the number's count. */
function holdsAtcud(profile: ColumnProfile): boolean {
  const texts = filled(profile);
  return (
    texts.length > 0 &&
    texts.every((t) => {
      const m = NUMBER_AND_ATCUD.exec(t);
      return m !== null && m[2] === m[3];
    })
  );
}

/** `invoice` with PayeeId and InvoiceId read from such cells, and the number carrying an ATCUD moved to `doubts`. */
export function splitJoinedCells(
  invoice: readonly FieldLine[],
  doubts: FieldDoubt[],
  profiles: readonly ColumnProfile[],
): FieldLine[] {
  const has = (field: string) => invoice.some((l) => l.field === field);
  const numberLine = invoice.find((l) => l.field === 'Invoice_Number');
  const number = numberLine && profiles.find((p) => yamlScalar(p.header) === numberLine.spec);
  const out = invoice.filter((l) => !(number && l === numberLine && holdsAtcud(number)));
  if (number && out.length < invoice.length)
    doubts.push({
      scope: 'invoice',
      field: 'Invoice_Number',
      headers: [number.header],
      reason: `"${number.header}" holds the number, then " / " and its ATCUD validation code ("${filled(number)[0]}"): mapped as it is, the number posted carries the code, and no formula function finds where the code begins; export the number alone, or map a formula per series`,
    });
  // The supplier's column as mapped, or where none is, the one column that holds tax ids and names.
  const payeeLine = out.find((l) => l.field === 'PayeeId');
  const party = payeeLine
    ? profiles.find((p) => yamlScalar(p.header) === payeeLine.spec && idWidth(p) !== undefined)
    : profiles.find((p) => idWidth(p) !== undefined);
  if (!party) return out;
  const width = idWidth(party)!;
  const taxId = `LEFT([${party.header}], ${width})`;
  // An id built of the whole supplier cell and the number is rebuilt of the tax id and the number.
  const idLine = out.find((l) => l.field === 'InvoiceId');
  const builtOfParty =
    idLine !== undefined &&
    number !== undefined &&
    idLine.spec === `{ template: ${JSON.stringify(`{${party.header}}-{${number.header}}`)} }`;
  const lines = out.filter((l) => l !== payeeLine && !(builtOfParty && l === idLine));
  lines.push({
    field: 'PayeeId',
    spec: `{ formula: '${taxId}' }`,
    comment: `"${party.header}" holds the supplier's tax id (${width} characters), " - " and its name: the tax id`,
  });
  if ((!has('InvoiceId') || builtOfParty) && number)
    lines.push({
      field: 'InvoiceId',
      spec: `{ formula: '${taxId} & "-" & [${number.header}]' }`,
      comment: `the supplier's tax id and "${number.header}", as written`,
    });
  return inCatalogOrder('invoice', lines);
}
