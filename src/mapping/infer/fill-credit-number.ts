/**
 * Books that number a credit note in a column of its own (SENIAT's `Nº Nota de Crédito`, a
 * `Credit Note No.`) leave the invoice-number column blank on its row: mapped as it is, the credit
 * note would post without a number. Where a credit-note number column is filled on exactly the rows
 * the invoice number is blank on, Invoice_Number takes it there. So do lists that hold two
 * numbering systems side by side, each row numbered in one: China's invoice platform writes a
 * digital invoice's number under `数电票号码` and leaves `发票号码` (the older paper invoice's) blank. Pure.
 */
import { namesCredit } from './find-credit-type-column.js';
import type { ColumnProfile } from './profile-column.js';
import { namesOtherDocument } from './read-other-document-header.js';
import { formulaSpec, yamlScalar, type FieldLine } from './render-proposal.js';

/** True when `other` is filled on exactly the rows `number` is blank on, and both on some. */
function fillsTheBlanks(number: ColumnProfile, other: ColumnProfile): boolean {
  if (number.filled === 0 || other.filled === 0) return false;
  return number.texts.every((t, row) => (t === undefined) !== (other.texts[row] === undefined));
}

/** The word a number header ends in (`No.`, `Number`, `号码`), lower case; CJK headers end in their last two characters. */
function numberWord(header: string): string {
  const text = header.trim().toLowerCase();
  if (/\p{Script=Han}$/u.test(text)) return text.slice(-2);
  return /([\p{L}º°#]+)\.?$/u.exec(text)?.[1] ?? '';
}

/** True when `other` is a second numbering of the rows: its header ends in the number's own word, and no two rows share a value. */
function numbersTheOthers(number: ColumnProfile, other: ColumnProfile): boolean {
  const word = numberWord(number.header);
  return word !== '' && word === numberWord(other.header) && other.distinct === other.filled;
}

/** The invoice number, or the credit note's own where the invoice number is blank. */
const numberOrCredit = (number: ColumnProfile, credit: ColumnProfile) =>
  `IF(ISBLANK([${number.header}]), [${credit.header}], [${number.header}])`;

/** The invoice lines with Invoice_Number falling back to the credit note's own number, where the values show it. */
export function fillCreditNumber(invoice: readonly FieldLine[], profiles: readonly ColumnProfile[]): FieldLine[] {
  const at = invoice.findIndex((l) => l.field === 'Invoice_Number');
  const number = profiles.find((p) => at >= 0 && yamlScalar(p.header) === invoice[at]!.spec);
  if (!number) return [...invoice];
  // A credit note's own number, not the number of the invoice it corrects (`Nº Factura Afectada`).
  const credit = profiles.find(
    (p) => p !== number && namesCredit(p.header) && !namesOtherDocument(p.header) && fillsTheBlanks(number, p),
  );
  const second =
    credit ?? profiles.find((p) => p !== number && fillsTheBlanks(number, p) && numbersTheOthers(number, p));
  if (!second) return [...invoice];
  const why = credit ? "a credit note's number is its own" : 'each row is numbered in one of the two';
  const line: FieldLine = {
    field: 'Invoice_Number',
    spec: formulaSpec(numberOrCredit(number, second)),
    comment: `"${number.header}" is blank on the ${second.filled} rows "${second.header}" numbers: ${why}`,
  };
  return invoice.map((l, i) =>
    i === at ? line : l.field === 'InvoiceId' ? idOfCredit(l, number, second, Boolean(credit)) : l,
  );
}

/**
 * The InvoiceId line with the credit note's number where its template reads the invoice number: a
 * template is empty when one of its cells is, so the credit note would have no id and be refused.
 * As a formula joining the same texts; a template it cannot write so is left as it is.
 */
function idOfCredit(line: FieldLine, number: ColumnProfile, credit: ColumnProfile, isCredit: boolean): FieldLine {
  const template = /^\{ template: "((?:[^"\\]|\\.)*)" \}$/.exec(line.spec)?.[1];
  if (template === undefined || !template.includes(`{${number.header}}`)) return line;
  const parts = template.split(/\{([^}]+)\}/);
  // Odd parts are headers; literal text between them only of characters a formula string keeps as written.
  if (parts.some((part, i) => i % 2 === 0 && /["'\\]/.test(part))) return line;
  const pieces = parts.flatMap((part, i) => {
    if (i % 2 === 0) return part === '' ? [] : [`"${part}"`];
    return [part === number.header ? numberOrCredit(number, credit) : `[${part}]`];
  });
  return {
    field: 'InvoiceId',
    spec: formulaSpec(pieces.join(' & ')),
    comment:
      `${line.comment ?? ''}; ${isCredit ? "a credit note's own number" : `"${credit.header}"`} where "${number.header}" is blank`.replace(
        /^; /,
        '',
      ),
  };
}
