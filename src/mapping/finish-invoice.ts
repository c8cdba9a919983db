/**
 * A built candidate -> the MappedInvoice: PDF attached, model check, optional line-sum check,
 * duplicate key check across the file, every problem placed at its source row and column.
 */
import type { LookUpPayeeId } from '../advertisers/payee-id-lookup.js';
import { checkInvoice } from '../invoice/check-invoice.js';
import { checkLineSum } from '../invoice/check-line-sum.js';
import type { DuplicateInvoiceKeys } from '../invoice/duplicate-invoice-keys.js';
import { duplicateMessage } from './describe-duplicate-key.js';
import type { DuplicateInvoiceIds } from '../invoice/duplicate-invoice-ids.js';
import { invisibleCharactersMessage } from '../invoice/find-invisible-characters.js';
import { packRows } from '../invoice/pack-rows-text.js';
import { attachPdf } from './attach-pdf.js';
import { currencyCodeProblem } from './check-currency-code.js';
import { creditNoteCellProblem } from './check-credit-note-cell.js';
import { currencyMarkerProblems } from './check-currency-markers.js';
import { currencyPlaceProblems } from './check-currency-places.js';
import { rateFractionProblems } from './check-rate-fraction.js';
import type { Candidate } from './build-candidate.js';
import type { Mapping } from './compiled-mapping.js';
import { formatRows, sourceRowsText, type InvoiceGroup } from './invoice-group.js';
import { locateProblems } from './locate-problems.js';
import { foldRowProblems } from './fold-row-problems.js';
import { originAt } from './map-record.js';
import type { MappedInvoice, Problem } from './mapped-invoice.js';
import type { ColumnIndex } from './resolve-columns.js';
import { cellText } from '../sheets/sheet-row.js';
import { isBlank } from './apply-steps.js';
import { secretCellProblems } from './secret-cell-problems.js';
import { withoutDataSecrets, type DataSecrets } from './scrub-data-text.js';
import { readCarriedFields } from './read-carried-fields.js';

export interface FinishContext {
  mapping: Mapping;
  main: ColumnIndex;
  /** Folder the PDF names are resolved in. */
  pdfFolder: string;
  /** The advertiser rules' PayeeId lookup, applied before the model and duplicate-key checks. */
  lookUpPayeeId?: LookUpPayeeId | undefined;
  duplicates: DuplicateInvoiceKeys;
  /** The file's InvoiceIds, each expected under one key. @default not checked */
  duplicateIds?: DuplicateInvoiceIds | undefined;
  /** The API key and the base URL's long password: an invoice whose text holds one is invalid (secret-cell-problems.ts). @default not looked for */
  secrets?: DataSecrets | undefined;
  /** The invoices sheet's headers by column, for problems at columns the mapping does not read. @default letters */
  headers?: readonly string[] | undefined;
}

async function pdfOf(group: InvoiceGroup, ctx: FinishContext): Promise<{ base64?: string; problem?: Problem }> {
  const attachments = ctx.mapping.attachments;
  if (!attachments) return {};
  const column = ctx.main.get(attachments.column);
  const cell = column ? group.header.cells[column.index] : undefined;
  if (!column || isBlank(cell)) return {};
  const name = cellText(cell);
  const outcome = await attachPdf(name, ctx.pdfFolder, attachments.maxBytes);
  if (outcome.ok) return { base64: outcome.base64 };
  const { file, sheet, row } = group.header;
  return { problem: { file, sheet, row, column: column.name, field: 'PDF', value: name, message: outcome.message } };
}

function withPdf(invoice: Candidate['invoice'], pdf: string | undefined): Record<string, unknown> {
  if (pdf === undefined) return invoice;
  const { Events, Contacts, InvoiceItems, ...fields } = invoice;
  return { ...fields, PDF: pdf, Events, Contacts, InvoiceItems };
}

const AMOUNT_PATH = /(?:Amount|Tax)$/;

/**
 * The PayeeId as posted: the advertiser's id when the mapping finds it by name. It must be known
 * before the duplicate-key check, or two spellings of one name would pass as two keys.
 */
function lookedUpPayeeId(
  candidate: Candidate,
  ctx: FinishContext,
): { candidate: Candidate; problem?: { value: string; message: string } } {
  const written = candidate.record.fields.PayeeId;
  // An empty PayeeId already has its own problem from the model check.
  if (!ctx.lookUpPayeeId || written === undefined || written.trim() === '') return { candidate };
  const found = ctx.lookUpPayeeId(written);
  if ('problem' in found) return { candidate, problem: { value: written, message: found.problem } };
  if (found.payeeId === written) return { candidate };
  const record = { ...candidate.record, fields: { ...candidate.record.fields, PayeeId: found.payeeId } };
  return { candidate: { invoice: { ...candidate.invoice, PayeeId: found.payeeId }, record } };
}

export async function finishInvoice(
  group: InvoiceGroup,
  candidate: Candidate,
  ctx: FinishContext,
): Promise<MappedInvoice> {
  const pdf = await pdfOf(group, ctx);
  return finishWithPdf(group, candidate, ctx, pdf);
}

/** `finishInvoice` once the PDF is read (or for a mapping without attachments, `{}`), without waiting. */
export function finishWithPdf(
  group: InvoiceGroup,
  mapped: Candidate,
  ctx: FinishContext,
  pdf: { base64?: string; problem?: Problem },
): MappedInvoice {
  const { candidate, problem: payeeProblem } = lookedUpPayeeId(mapped, ctx);
  const { record } = candidate;
  const header = group.header;
  const payload = withPdf(candidate.invoice, pdf.base64);
  const check = checkInvoice(payload);
  const currencyProblems = [
    ...currencyMarkerProblems(record),
    ...currencyPlaceProblems(candidate, ctx.mapping, header.file),
    ...rateFractionProblems(candidate, header.file),
  ];
  const problems: Problem[] = [
    ...record.problems,
    ...locateProblems(check.problems, record, header.file),
    ...currencyProblems,
  ];
  if (pdf.problem) problems.push(pdf.problem);
  const codeProblem = currencyCodeProblem(candidate, ctx.mapping, header.file);
  if (codeProblem) problems.push(codeProblem);

  const at = (field: string) => {
    const { origin } = originAt(record, field);
    return { sheet: origin?.sheet ?? header.sheet, row: origin?.row ?? header.row, column: origin?.column };
  };
  if (payeeProblem) problems.push({ file: header.file, ...at('PayeeId'), field: 'PayeeId', ...payeeProblem });
  // A line whose amount did not convert would make any sum misleading; its own problem says enough.
  let amountsConverted = true;
  for (const path of record.failed) if (AMOUNT_PATH.test(path)) amountsConverted = false;
  if (ctx.mapping.checks.sumLines && amountsConverted) {
    const sum = checkLineSum(candidate.invoice, ctx.mapping.checks.sumLines);
    if (sum)
      problems.push({
        file: header.file,
        ...at('Invoice_Amount'),
        field: sum.path,
        // The cell's own text: what the user wrote, places and all.
        value: originAt(record, 'Invoice_Amount').origin?.raw ?? sum.value,
        message: sum.message,
      });
  }

  // The lines of a joined layout are on another sheet, whose headers are not the invoice sheet's.
  const sheetRows = [header, ...group.lines.filter((line) => line.sheet === header.sheet && line.row !== header.row)];
  const credit = ctx.mapping.checks.creditWords ? creditNoteCellProblem(sheetRows, candidate, ctx.headers) : undefined;
  if (credit) problems.push(credit);

  const carried = readCarriedFields(group, mapped, ctx.mapping, ctx.main);
  problems.push(...carried.problems);
  const secrets = ctx.secrets;
  const keyProblems = secrets
    ? secretCellProblems(
        payload,
        record,
        { file: header.file, sheet: header.sheet, row: header.row },
        carried.texts,
        secrets,
      )
    : [];
  problems.push(...keyProblems);
  // The draft is kept in the journal and the results: without the secret in it.
  const kept = (text: string | undefined) =>
    secrets && keyProblems.length > 0 && text !== undefined ? withoutDataSecrets(text, secrets) : text;

  const fields = record.fields;
  for (const field of ['PayeeId', 'Invoice_Number'] as const) {
    const message = invisibleCharactersMessage(fields[field]);
    if (message) problems.push({ file: header.file, ...at(field), field, value: fields[field], message });
  }
  // A split group already carries its own problem; reporting it as a duplicate too would say it twice.
  const earlier =
    group.problems.length === 0
      ? ctx.duplicates.register(fields.PayeeId, fields.Invoice_Number, packRows(group.rows) ?? formatRows(group.rows))
      : undefined;
  if (earlier !== undefined) {
    problems.push({
      file: header.file,
      ...at('Invoice_Number'),
      field: 'Invoice_Number',
      value: fields.Invoice_Number,
      message: duplicateMessage(fields.PayeeId, fields.Invoice_Number ?? '', earlier),
    });
  }
  const earlierId =
    group.problems.length === 0 && earlier === undefined
      ? ctx.duplicateIds?.register(fields.InvoiceId, fields.PayeeId, fields.Invoice_Number, formatRows(group.rows), {
          amount: fields.Invoice_Amount,
          currency: fields.CurrencyCode,
          date: fields.Invoice_Date,
        })
      : undefined;
  if (earlierId !== undefined) {
    const id = fields.InvoiceId?.trim();
    const message = `expected each InvoiceId once in a file; InvoiceId ${id} is already at row${/[,-]/.test(earlierId.rows) ? 's' : ''} ${earlierId.rows} (vendor id ${earlierId.payeeId}, number ${earlierId.invoiceNumber}): one invoice of the same amount under two numbers or vendors would be posted twice; correct one of them, or map InvoiceId to a column unique to each invoice`;
    problems.push({ file: header.file, ...at('InvoiceId'), field: 'InvoiceId', value: fields.InvoiceId, message });
  }

  return {
    file: header.file,
    sheet: header.sheet,
    rows: sourceRowsText(group),
    firstRow: header.row,
    draft: {
      InvoiceId: kept(fields.InvoiceId),
      Invoice_Number: kept(fields.Invoice_Number),
      PayeeId: kept(fields.PayeeId),
      CurrencyCode: currencyRead(problems) ? kept(fields.CurrencyCode) : undefined,
      Invoice_Amount: amountRead(currencyProblems) ? kept(fields.Invoice_Amount) : undefined,
      Invoice_Date: kept(fields.Invoice_Date),
      ...Object.fromEntries(Object.entries(carried.values).map(([key, text]) => [key, kept(text)])),
      lines: candidate.invoice.InvoiceItems.length,
    },
    invoice: problems.length === 0 ? check.invoice : undefined,
    problems: foldRowProblems(problems, group, ctx.headers),
  };
}

/**
 * Whether the invoice amount was read as an amount of the invoice's currency: one written with
 * another currency's sign (`€100` on a USD invoice) or with more places than the currency has is
 * not, so it goes into no control total and no Amount cell; the Problems sheet shows the text. (An
 * amount that did not convert is not in the fields at all.)
 */
function amountRead(currencyProblems: readonly Problem[]): boolean {
  return !currencyProblems.some((problem) => problem.field === 'Invoice_Amount');
}

/**
 * Whether the currency was read as one: a code refused (`XYZ`, `EURO`) names no currency, so the
 * invoice goes into no control total, the same in validate, upload and every workbook, and each
 * counts it under "not in these totals"; the Problems sheet shows the text.
 */
function currencyRead(problems: readonly Problem[]): boolean {
  return !problems.some((problem) => problem.field === 'CurrencyCode');
}
