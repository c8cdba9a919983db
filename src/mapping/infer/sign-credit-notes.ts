/**
 * Money fields beside a document-type column that lists credit notes: such exports often write a
 * credit note's amount without its sign, so the amount alone would post a credit note as an
 * invoice. The sample's credit-note rows say which: negative there, the amount is signed and
 * mapped as it is; positive there, it is unsigned and mapped by a formula that applies the sign;
 * both, or nothing to tell by, it is a doubt with that formula. Pure.
 */
import type { FieldChoice } from './choose-fields.js';
import { findCreditTypeColumn, findPrefixCreditColumn, type CreditTypeColumn } from './find-credit-type-column.js';
import { kindOf } from './find-prefix-kind-column.js';
import { findKindShapeColumn } from './find-kind-shape-column.js';
import { findCreditNumberKind } from './find-credit-number-kind.js';
import { findUnreadTypeColumn, type UnreadTypeColumn } from './find-unread-type-column.js';
import type { ColumnProfile } from './profile-column.js';
import type { LayoutChoice } from './find-layout.js';
import { signedByKind } from './read-signed-kinds.js';
import { yamlScalar, type FieldLine, formulaSpec } from './render-proposal.js';
import { signDerivedFormula } from './sign-derived-formula.js';

/** The formula that gives a credit note's amount its sign; `onInvoice` where a line reads the type on its invoice. */
export function signFormula(type: CreditTypeColumn, header: string, onInvoice = false): string {
  const column = `${onInvoice ? 'invoice' : ''}[${type.header}]`;
  // A family's credit notes are every kind starting with its name, letters the sample did not show too.
  if (type.family) return `IF(LEFT(${column}, ${type.family.length}) = "${type.family}", -1, 1) * [${header}]`;
  const kind = (v: string) => (type.prefix ? `LEFT(${column}, ${v.length})` : column);
  const test = type.credits.map((v) => `${kind(v)} = "${v}"`).join(', ');
  return `IF(${type.credits.length > 1 ? `OR(${test})` : test}, -1, 1) * [${header}]`;
}

/**
 * The doubt of an amount beside a document type whose kinds infer cannot read: one may be a credit
 * note. The formula names no kind: the rarer kind is as often zero-rated or exported as a credit
 * note, and a user who follows the hint would negate it.
 */
function unreadReason(type: UnreadTypeColumn, amount: FieldChoice): string {
  const kinds = type.values.map((v) => `"${v}"`).join(', ');
  const placeholder = "<the credit note's kind>";
  const kind = type.prefix ? `LEFT([${type.header}], ${type.unread[0]!.length})` : `[${type.header}]`;
  return `"${type.header}" holds kinds of documents infer cannot read (${kinds}): if one is a credit note or a return written unsigned, "${amount.header}" needs its sign, e.g. { formula: 'IF(${kind} = "${placeholder}", -1, 1) * [${amount.header}]' } with that kind as the file writes it`;
}

const creditList = (type: CreditTypeColumn) => type.credits.map((v) => `"${v}"`).join(', ');

/** The doubt of an amount beside a document type that lists credit notes, with the formula that applies the sign. */
function creditReason(type: CreditTypeColumn, amount: FieldChoice, onInvoice: boolean): string {
  return `"${type.header}" lists credit notes (${creditList(type)}) beside invoices, and the sample does not show whether "${amount.header}" carries their sign: check a credit note's row, and if its amount is unsigned use e.g. { formula: '${signFormula(type, amount.header, onInvoice)}' }`;
}

/** How a column writes credit notes in the sample: by the sign of its values on their rows. */
export type Writing = 'signed' | 'unsigned' | 'zero' | 'mixed';

// At most one invoice in ten written negative beside positive ones.
const FEW_REVERSALS = 10;

export function writingOf(type: CreditTypeColumn, typeProfile: ColumnProfile, amount: ColumnProfile): Writing {
  let negative = 0;
  let positive = 0;
  let invoicesNegative = 0;
  let invoicesPositive = 0;
  typeProfile.texts.forEach((t, row) => {
    const value = amount.amounts[row];
    const kind = t === undefined ? undefined : kindOf(type, t);
    if (kind === undefined || value === undefined) return;
    if (!type.credits.includes(kind)) {
      if (value < 0n) invoicesNegative++;
      else if (value > 0n) invoicesPositive++;
    } else if (value < 0n) negative++;
    else if (value > 0n) positive++;
  });
  if (negative > 0 && positive > 0) return 'mixed';
  // Credit notes all negative beside invoices nearly all positive: the column carries the sign, and
  // an invoice or two written negative (a reversal typed as an invoice) says so too.
  if (invoicesNegative > 0)
    return negative > 0 && invoicesNegative * FEW_REVERSALS <= invoicesPositive ? 'signed' : 'mixed';
  return negative > 0 ? 'signed' : positive > 0 ? 'unsigned' : 'zero';
}

export interface CreditSignInput {
  invoice: readonly FieldChoice[];
  items: readonly FieldChoice[];
  mainProfiles: readonly ColumnProfile[];
  /** The profiles the item choices index: of the lines sheet, or of the main sheet. */
  lineProfiles: readonly ColumnProfile[];
  /** The layout: a joined one carries the invoices sheet's type onto each line by the key. @default none */
  layout?: LayoutChoice | undefined;
}

/**
 * The invoices sheet's type column as each line of a joined workbook reads it, through its
 * invoice: the lines' amounts are weighed against their own invoice's kind.
 */
function typeOnLines(typeProfile: ColumnProfile, layout: LayoutChoice | undefined): ColumnProfile | undefined {
  if (layout?.type !== 'joined') return undefined;
  return { ...typeProfile, texts: layout.invoiceOfLine.map((i) => (i < 0 ? undefined : typeProfile.texts[i])) };
}

export interface CreditDoubt {
  scope: 'invoice' | 'items';
  field: string;
  reason: string;
}

/** A money field mapped by the formula that signs its credit notes. */
export interface CreditFormula {
  scope: 'invoice' | 'items';
  field: string;
  spec: string;
  comment: string;
}

export interface CreditSigns {
  doubts: CreditDoubt[];
  formulas: CreditFormula[];
  /** Amount columns of the main sheet written unsigned: header -> the spec that signs them, for fields filled from them. */
  unsignedMain: Map<string, string>;
  /** The main sheet's credit-note type column, where one is found. */
  mainType?: CreditTypeColumn | undefined;
}

function markUnsigned(signs: CreditSigns, type: CreditTypeColumn, typeProfile: ColumnProfile, amount: ColumnProfile) {
  if (amount.index === type.index || amount.share.amount < 0.95 || signs.unsignedMain.has(amount.header)) return;
  if (writingOf(type, typeProfile, amount) === 'unsigned')
    signs.unsignedMain.set(amount.header, formulaSpec(signFormula(type, amount.header)));
}

/** The money fields a credit-note type column signs or casts doubt on; `doubted` says which fields already are. */
export function signCreditNotes(
  input: CreditSignInput,
  doubted: (scope: 'invoice' | 'items', field: string) => boolean,
): CreditSigns {
  const signs: CreditSigns = { doubts: [], formulas: [], unsignedMain: new Map() };
  const get = (list: readonly FieldChoice[], field: string) => list.find((c) => c.field === field);
  const findCredit = (profiles: readonly ColumnProfile[]) =>
    findCreditTypeColumn(profiles) ?? findPrefixCreditColumn(profiles) ?? findCreditNumberKind(profiles);
  const mainCredit = findCredit(input.mainProfiles);
  signs.mainType = mainCredit;
  const lineCredit =
    input.lineProfiles === input.mainProfiles ? mainCredit : (findCredit(input.lineProfiles) ?? mainCredit);
  // The type column's rows line up with the amount's only on the sheet it was found on.
  const lineTypeProfiles = lineCredit === mainCredit ? input.mainProfiles : input.lineProfiles;
  for (const [scope, list, type, typeProfiles, profiles] of [
    ['invoice', input.invoice, mainCredit, input.mainProfiles, input.mainProfiles],
    ['items', input.items, lineCredit, lineTypeProfiles, input.lineProfiles],
  ] as const) {
    const fields = ['Invoice_Amount', 'Amount', 'Tax']
      .map((field) => get(list, field))
      .filter((c): c is FieldChoice => c !== undefined && !doubted(scope, c.field));
    if (!type) {
      // Kinds of documents infer cannot read may hold a credit note: no amount beside them goes unchecked.
      const unread =
        findUnreadTypeColumn(profiles) ??
        findKindShapeColumn(
          profiles,
          fields.map((c) => profiles[c.index]!),
        );
      // An amount negative on every row of each other kind already carries their sign.
      if (unread)
        for (const c of fields)
          if (!signedByKind(unread, profiles[unread.index]!, profiles[c.index]!))
            signs.doubts.push({ scope, field: c.field, reason: unreadReason(unread, c) });
      continue;
    }
    const sameSheet = typeProfiles === profiles;
    // A joined workbook's lines read the type on their invoice.
    const carried = sameSheet ? undefined : typeOnLines(typeProfiles[type.index]!, input.layout);
    const onInvoice = carried !== undefined;
    // Any amount column of the main sheet written unsigned on the credit notes, for a field filled
    // from it later (the net column beside a gross and its tax).
    if (scope === 'invoice') for (const p of profiles) markUnsigned(signs, type, profiles[type.index]!, p);
    const typeProfile = carried ?? (sameSheet ? typeProfiles[type.index] : undefined);
    const writings = fields.map((c) => (typeProfile ? writingOf(type, typeProfile, profiles[c.index]!) : 'mixed'));
    // A column of zeros on the credit notes is written as the sheet's other amounts are.
    const sheet =
      writings.includes('unsigned') && !writings.includes('signed')
        ? 'unsigned'
        : writings.includes('signed') && !writings.includes('unsigned')
          ? 'signed'
          : 'mixed';
    fields.forEach((c, i) => {
      const writing = writings[i] === 'zero' ? sheet : writings[i];
      if (writing === 'signed') return;
      if (writing !== 'unsigned') {
        signs.doubts.push({ scope, field: c.field, reason: creditReason(type, c, onInvoice) });
        return;
      }
      const spec = formulaSpec(signFormula(type, c.header, onInvoice));
      if (profiles === input.mainProfiles) signs.unsignedMain.set(c.header, spec);
      signs.formulas.push({
        scope,
        field: c.field,
        spec,
        comment: `"${c.header}" is written unsigned on the credit notes (${creditList(type)} in "${type.header}"): the formula gives them their sign`,
      });
    });
  }
  return signs;
}

const MONEY_FIELDS = new Set(['Invoice_Amount', 'Amount', 'Tax']);

/**
 * A money line read from a column written unsigned on credit notes reads it by the formula that
 * signs them, also where the field was filled from another's column (the one line's amount).
 */
export function signUnsignedLines(signs: CreditSigns, linesSheet: boolean) {
  return (scope: 'invoice' | 'items') =>
    (line: FieldLine): FieldLine => {
      const formula = signs.formulas.find((f) => f.scope === scope && f.field === line.field);
      if (formula) return { field: line.field, spec: formula.spec, comment: formula.comment };
      if (!MONEY_FIELDS.has(line.field) || (scope === 'items' && linesSheet)) return line;
      const header = [...signs.unsignedMain.keys()].find((h) => yamlScalar(h) === line.spec);
      if (header !== undefined)
        return {
          ...line,
          spec: signs.unsignedMain.get(header)!,
          comment: `${line.comment}; signed on the credit notes`,
        };
      const type = signs.mainType;
      const unsigned = new Set(signs.unsignedMain.keys());
      return (type && signDerivedFormula(line, unsigned, signFormula(type, ''), creditList(type))) ?? line;
    };
}

/**
 * A sum of the main sheet's columns (amounts split by VAT rate) signed as a whole where the
 * credit notes' rows show them unsigned: some column positive there, none negative.
 */
export function signColumnSum(
  signs: CreditSigns,
  line: FieldLine,
  headers: readonly string[],
  profiles: readonly ColumnProfile[],
  less: readonly string[] = [],
  alongside: readonly string[] = [],
): FieldLine {
  const type = signs.mainType;
  const typeProfile = type && profiles[type.index];
  if (!type || !typeProfile) return line;
  const writingsOf = (list: readonly string[]) =>
    list.map((h) => profiles.find((p) => p.header === h)).map((p) => (p ? writingOf(type, typeProfile, p) : 'mixed'));
  const writings = writingsOf([...headers, ...less]);
  if (writings.some((w) => w === 'signed' || w === 'mixed')) return line;
  // Columns all zero on the sample's credit notes (a credit note of exempt goods: its rates' taxes
  // 0) are written as the other sums' columns are: unsigned where those show it, none signed.
  const others = writingsOf(alongside);
  const zeroBesideUnsigned =
    writings.every((w) => w === 'zero') &&
    others.includes('unsigned') &&
    !others.some((w) => w === 'signed' || w === 'mixed');
  if (!writings.includes('unsigned') && !zeroBesideUnsigned) return line;
  const sum = [headers.map((h) => `[${h}]`).join(' + '), ...less.map((h) => `- [${h}]`)].join(' ');
  // One column alone is signed as it is: no bracket around it.
  const signed = headers.length === 1 && less.length === 0 ? `[${headers[0]}]` : `(${sum})`;
  return {
    field: line.field,
    spec: formulaSpec(signFormula(type, '').replace(/\[\]$/, signed)),
    comment: `${line.comment}; signed on the credit notes (${creditList(type)} in "${type.header}")`,
  };
}
