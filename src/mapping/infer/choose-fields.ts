/**
 * Which column feeds which field: header candidates, best first, kept only where the column's
 * values support the field, each field and column used once. A tie nothing can break, or a
 * header that only loosely resembles a field name, is a doubt: written as a comment, never mapped.
 * Pure.
 */
import { fieldInfo } from '../field-catalog.js';
import { describeValues, valuesRefuse } from './check-field-values.js';
import { headerCandidates, type HeaderMatch } from './match-headers.js';
import { dropLabelRivals } from './prefer-number-over-label.js';
import type { ColumnProfile } from './profile-column.js';
import { namesDocumentKind } from './read-kind-header.js';
import { holdsDocumentKinds } from './read-kind-values.js';
import { countsRows, numbersRowsInPlace } from './read-row-counter.js';
import { namesDueDate, namesPartyName, namesSettledAmount } from './read-header-meaning.js';
import { namesPaymentDate } from './read-payment-date.js';
import { judgeOtherDocumentKey } from './judge-other-document-key.js';
import { namesOtherNumber } from './read-document-number-header.js';
import { holdsOnlyDates } from './holds-only-dates.js';

export type Scope = 'invoice' | 'items';

export interface FieldChoice {
  scope: Scope;
  field: string;
  index: number;
  header: string;
  /** Why this column: shown as the line's comment. */
  why: string;
  /** Other columns that also fit, for the comment: `or "Belegdatum"`. */
  alternatives: string[];
}

export interface FieldDoubt {
  scope: Scope;
  field: string;
  headers: string[];
  /** What the commented line shows in place of the headers (`{ value: ... }`). @default the headers */
  spec?: string | undefined;
  reason: string;
  /** Columns that fit the field equally well, left for the user to choose between. @default false */
  tie?: boolean | undefined;
}

export interface FieldChoices {
  chosen: FieldChoice[];
  doubts: FieldDoubt[];
  /** Columns whose header suggested a field their values do not support, with the reason. */
  refused: string[];
}

export interface ChooseOptions {
  scopes: readonly Scope[];
  /** Choices already made (PayeeId from the advertiser list): their fields and columns are taken. */
  fixed?: readonly FieldChoice[];
  /** Columns no field may use (the key of a lines sheet). */
  excluded?: ReadonlySet<number>;
}

const LOOSE = 0.7;
/** Fields the lines of a source never hold themselves: the link to the invoice is the layout's business. */
const NOT_INFERRED = new Set(['items.InvoiceId', 'items.InvoiceAllocationId']);
const TIE = 0.00005;
/** The dates an invoice was issued or booked on. */
const ISSUE_DATES = new Set(['Invoice_Date', 'Posted_Date']);
/** The money fields: what an invoice costs, never what is left to pay on it. */
const MONEY = new Set(['Invoice_Amount', 'Amount', 'Tax']);

/** Share of the filled cells that hold a digit: vendor numbers and codes do, names seldom do. */
function digitShare(profile: ColumnProfile): number {
  const texts = profile.texts.filter((t): t is string => t !== undefined);
  return texts.length === 0 ? 0 : texts.filter((t) => /\d/.test(t)).length / texts.length;
}

/**
 * A vendor's name is not its PayeeId where a column of its numbers or codes is also named for
 * it (`Lieferant` beside `Kreditorennummer`): the name candidates rank below the code ones. A
 * list that pays by name is read by the advertiser list, before any header.
 */
function preferPayeeCodes(candidates: HeaderMatch[], profiles: readonly ColumnProfile[]): void {
  const payees = candidates.filter((c) => c.field === 'PayeeId' && c.score >= LOOSE);
  // Only a column clearly named for the vendor (not a loose resemblance) outranks a name.
  const codes = payees.filter(
    (c) => c.score >= 0.79 && digitShare(profiles[c.index]!) >= 0.9 && !namesPartyName(c.header),
  );
  if (codes.length === 0) return;
  const floor = Math.min(...codes.map((c) => c.score));
  for (const c of payees) {
    if (codes.includes(c) || (digitShare(profiles[c.index]!) >= 0.2 && !namesPartyName(c.header))) continue;
    c.score = Math.min(c.score, floor - 0.001);
  }
  candidates.sort((a, b) => b.score - a.score || a.index - b.index);
}

export function chooseFields(
  headers: readonly string[],
  profiles: readonly ColumnProfile[],
  options: ChooseOptions,
): FieldChoices {
  const chosen: FieldChoice[] = [...(options.fixed ?? [])];
  const doubts: FieldDoubt[] = [];
  const refused: string[] = [];
  const key = (scope: Scope, field: string) => `${scope}.${field}`;
  const takenFields = new Set(chosen.map((c) => key(c.scope, c.field)));
  const takenColumns = new Set([...chosen.map((c) => c.index), ...(options.excluded ?? [])]);
  const seenColumns = new Set<number>();

  const all = headerCandidates(headers, options.scopes).filter(
    (c) => !takenColumns.has(c.index) && !NOT_INFERRED.has(key(c.scope, c.field)),
  );
  const keysOtherDocument = judgeOtherDocumentKey(
    all.filter((c) => c.score >= LOOSE),
    profiles,
  );
  const surviving: HeaderMatch[] = [];
  const judged = new Set<number>();
  // A column named exactly for a field its values refuse is that field's look-alike (a Discount percentage), not another field's source.
  const lookAlikes = new Set<number>();
  // An amount due, open or paid is what payments left or took: a doubt when nothing better holds the field.
  const settled: HeaderMatch[] = [];
  const others: HeaderMatch[] = [];
  for (const c of all) {
    const first = !judged.has(c.index);
    judged.add(c.index);
    if (lookAlikes.has(c.index)) continue;
    // A due date resembles an issue date by its date word (`Data de Vencimento`, `Fecha vencimiento`) only.
    if (ISSUE_DATES.has(c.field) && namesDueDate(c.header)) continue;
    // Nor is the day it was paid (`Fecha Pago`, `Date de paiement`) the day it was issued or booked.
    if (ISSUE_DATES.has(c.field) && namesPaymentDate(c.header)) continue;
    // A column of invoice kinds (`Tipo Factura`: F1, R1; `Rēķins`, `Kredītrēķins`) names what an invoice is, never which one.
    const numberLike = c.field === 'Invoice_Number' || c.field === 'InvoiceId';
    if (numberLike && (namesDocumentKind(c.header) || holdsDocumentKinds(profiles[c.index]!))) continue;
    // A column counting the rows (`No.` 1, 2, 3) says where a row stands, never which document it is.
    if (numberLike && countsRows(c.header, profiles[c.index]!)) continue;
    // A column of dates (`Санаи ҳисобнома-фактура`, the invoice's date) never numbers it, whatever its header resembles.
    if (numberLike && holdsOnlyDates(profiles[c.index]!)) continue;
    // A batch's, voucher's or authorization's number (`Invoice Batch No`) is the invoice's only where nothing else is.
    if (c.field === 'Invoice_Number' && namesOtherNumber(c.header)) {
      others.push(c);
      continue;
    }
    if (c.field === 'Invoice_Number' && numbersRowsInPlace(profiles[c.index]!)) continue;
    if (numberLike && keysOtherDocument(profiles[c.index]!)) continue;
    const info = fieldInfo(c.scope, c.field)!;
    const reason = valuesRefuse(c.field, info.kind, profiles[c.index]!);
    if (reason === undefined && MONEY.has(c.field) && namesSettledAmount(c.header)) settled.push(c);
    else if (reason === undefined) surviving.push(c);
    else if (first && c.score >= 0.79) {
      if (c.score >= 0.99) lookAlikes.add(c.index);
      // An empty column has no value to show: it is said to be empty, not to hold text like "".
      refused.push(
        profiles[c.index]!.filled === 0
          ? `"${c.header}" was not proposed as ${c.field}: the column is empty in the sample`
          : `"${c.header}" was not proposed as ${c.field}: ${c.field} needs ${reason}, the column holds ${describeValues(profiles[c.index]!)}`,
      );
    }
  }

  // A column named for the party better than for a number (`Supplier`) never names the invoice, even
  // where another column (its VAT id) is taken as the PayeeId: as the key it would join a supplier's
  // invoices into one, and its next ones would read as already created.
  const partyScore = new Map<number, number>();
  for (const c of surviving)
    if (c.field === 'PayeeId') partyScore.set(c.index, Math.max(c.score, partyScore.get(c.index) ?? 0));
  const namesParty = (c: HeaderMatch) =>
    (c.field === 'InvoiceId' || c.field === 'Invoice_Number') && (partyScore.get(c.index) ?? 0) > c.score;
  // PayeeId chosen by the advertiser list is taken: no header ranks for it.
  if (!takenFields.has(key('invoice', 'PayeeId'))) preferPayeeCodes(surviving, profiles);
  for (const c of surviving) {
    const fieldKey = key(c.scope, c.field);
    if (takenColumns.has(c.index) || namesParty(c)) continue;
    const firstForColumn = !seenColumns.has(c.index);
    seenColumns.add(c.index);
    if (takenFields.has(fieldKey)) {
      // A column whose best field went to a better column is that field's alternative, not a weaker field's source.
      if (firstForColumn) {
        const winner = chosen.find((w) => w.scope === c.scope && w.field === c.field);
        winner?.alternatives.push(c.header);
        takenColumns.add(c.index);
      }
      continue;
    }
    const tied = surviving.filter(
      (r) =>
        r !== c &&
        r.scope === c.scope &&
        r.field === c.field &&
        !takenColumns.has(r.index) &&
        Math.abs(r.score - c.score) < TIE,
    );
    // A label tied with a number by name loses by its values; it is left for another field.
    const kept = dropLabelRivals([c, ...tied], profiles);
    if (!kept.includes(c)) continue;
    const rivals = tied.filter((r) => kept.includes(r));
    if (rivals.length > 0) {
      const names = [c, ...rivals].map((r) => r.header);
      doubts.push({
        scope: c.scope,
        field: c.field,
        headers: names,
        reason: `${names.map((n) => `"${n}"`).join(' and ')} fit equally well by name and by value; keep the one that holds the ${c.field}`,
        tie: true,
      });
      takenFields.add(fieldKey);
      for (const r of [c, ...rivals]) takenColumns.add(r.index);
      continue;
    }
    if (c.score < LOOSE) {
      doubts.push({
        scope: c.scope,
        field: c.field,
        headers: [c.header],
        reason: `"${c.header}" only resembles a name of ${c.field}`,
      });
      takenColumns.add(c.index);
      continue;
    }
    takenFields.add(fieldKey);
    takenColumns.add(c.index);
    const how = c.score >= 0.99 ? 'name' : 'similar name';
    chosen.push({
      scope: c.scope,
      field: c.field,
      index: c.index,
      header: c.header,
      why: `from "${c.header}" (${how}; values are ${describeValues(profiles[c.index]!).replace(/ like .*/, '')})`,
      alternatives: [],
    });
  }
  for (const c of settled) {
    const fieldKey = key(c.scope, c.field);
    if (takenFields.has(fieldKey) || takenColumns.has(c.index) || c.score < LOOSE) continue;
    takenFields.add(fieldKey);
    takenColumns.add(c.index);
    doubts.push({
      scope: c.scope,
      field: c.field,
      headers: [c.header],
      reason: `"${c.header}" is what is left to pay or what was paid, not the invoice's ${c.field === 'Tax' ? 'tax' : 'amount'}; map the amount as invoiced`,
    });
  }
  const other = others.find((c) => !takenFields.has(key(c.scope, c.field)) && !takenColumns.has(c.index));
  if (other && other.score >= LOOSE)
    doubts.push({
      scope: other.scope,
      field: other.field,
      headers: [other.header],
      reason: `"${other.header}" names the number of a batch, line, voucher, transaction or authorization, not of the invoice: map it only if it is the number printed on the invoice`,
    });
  return { chosen, doubts, refused };
}
