/**
 * The number on the invoice where infer read no column as one and fell back to the exporting
 * system's id (rs.ge's `ID` beside `სერია` and `ნომერი`, Jumis's `Sērija` and `Numurs`): a column
 * of bare counts beside a column named a series is the document's number, written apart from its
 * series, and the two together name the invoice as printed. The system's id stays the key. A row
 * counter (1, 2, 3 in row order) beside the series is no number. Pure.
 */
import { namesInternalId } from './read-header-meaning.js';
import type { ColumnProfile } from './profile-column.js';
import { yamlScalar, type FieldLine } from './render-proposal.js';

/** A count as documents are numbered: digits alone, zero-padded or not. */
const COUNT = /^\d{1,10}$/;

const isRowCounter = (p: ColumnProfile) => p.texts.every((t, row) => t === undefined || Number(t) === row + 1);

/** Every row's series and number together are its own: the pair names each document. */
function namesEachRow(series: ColumnProfile, number: ColumnProfile): boolean {
  const pairs = number.texts.map((t, row) => `${series.texts[row] ?? ''}\u0000${t ?? ''}`);
  return new Set(pairs).size === pairs.length;
}

/** The number column beside `series`: bare counts on every row, no counter of rows nor system id, not read for another field. */
function numberBeside(
  series: ColumnProfile,
  profiles: readonly ColumnProfile[],
  used: ReadonlySet<string>,
): ColumnProfile | undefined {
  return profiles.find(
    (p) =>
      Math.abs(p.index - series.index) === 1 &&
      !used.has(yamlScalar(p.header)) &&
      !namesInternalId(p.header) &&
      p.filled >= 3 &&
      p.filled === p.texts.length &&
      p.texts.every((t) => t !== undefined && COUNT.test(t.trim())) &&
      !isRowCounter(p) &&
      namesEachRow(series, p),
  );
}

/**
 * Invoice_Number as the series and number joined, where it was left out or filled from an id
 * whose header names the system's own; the lines unchanged otherwise. `isSeries` is the test of a
 * series column.
 */
export function numberBesideSeries(
  invoice: readonly FieldLine[],
  profiles: readonly ColumnProfile[],
  isSeries: (p: ColumnProfile) => boolean,
): FieldLine[] {
  const id = invoice.find((l) => l.field === 'InvoiceId');
  const numberLine = invoice.find((l) => l.field === 'Invoice_Number');
  const idHeader = id && profiles.find((p) => yamlScalar(p.header) === id.spec)?.header;
  const fromSystemId =
    numberLine !== undefined && numberLine.spec === id?.spec && idHeader && namesInternalId(idHeader);
  if (numberLine && !fromSystemId) return [...invoice];
  const used = new Set(invoice.map((l) => l.spec));
  for (const series of profiles.filter(isSeries)) {
    const number = numberBeside(series, profiles, used);
    if (!number) continue;
    const line: FieldLine = {
      field: 'Invoice_Number',
      spec: `{ template: ${JSON.stringify(`{${series.header}} {${number.header}}`)} }`,
      comment: `"${number.header}" counts the documents beside their series "${series.header}": the number as printed is both${idHeader ? `, and "${idHeader}" the system's own id` : ''}`,
    };
    return numberLine ? invoice.map((l) => (l === numberLine ? line : l)) : [...invoice, line];
  }
  return [...invoice];
}
