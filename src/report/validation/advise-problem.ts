/**
 * What a clerk does about a validation problem, in words, and the field named as a person knows
 * it. The messages of mapping/ and invoice/ say what was expected; this says what to change. Pure.
 */
import type { Problem } from '../../mapping/mapped-invoice.js';

/** Names of the invoice fields as the workbooks' headers call them. */
const FIELD_NAMES: Record<string, string> = {
  InvoiceId: 'invoice id',
  PayeeId: 'vendor id',
  Invoice_Number: 'invoice number',
  Invoice_Date: 'invoice date',
  Invoice_Amount: 'invoice amount',
  CurrencyCode: 'currency',
  InvoiceItems: 'invoice lines',
  Contacts: 'contacts',
  Events: 'events',
  PDF: 'PDF',
};

const LIST_ITEMS: Record<string, string> = { InvoiceItems: 'line', Contacts: 'contact', Events: 'event' };

/** `Received_On` -> `received on`, `TaxRate` -> `tax rate`. */
function words(name: string): string {
  return (
    FIELD_NAMES[name] ??
    name
      .replace(/_/g, ' ')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase()
  );
}

/** `InvoiceItems[2].Tax` -> `tax of line 3`; `Invoice_Amount` -> `invoice amount`. */
export function fieldLabel(field: string): string {
  const item = /^(\w+)\[(\d+)\]\.(\w+)$/.exec(field);
  if (item) return `${words(item[3]!)} of ${LIST_ITEMS[item[1]!] ?? words(item[1]!)} ${Number(item[2]) + 1}`;
  return words(field);
}

/** Where the clerk looks: the column as the file names it, else the field in words. */
export function problemPlace(problem: Problem): string {
  if (problem.column) return problem.column;
  return problem.field ? fieldLabel(problem.field) : '';
}

type Advice = (place: string, match: RegExpExecArray) => string;

/** The first rule whose pattern the message matches says what to do; order matters (specific first). */
const RULES: readonly [RegExp, Advice][] = [
  [
    /^expected a value, got nothing \(the mapping does not fill/,
    (p) => `Add ${p} to the mapping (a column of the file or a fixed value): every invoice needs it.`,
  ],
  [/^expected a value, got nothing/, (p) => `Fill in ${p} on this row.`],
  [
    /^this looks like a totals row/,
    () =>
      'If it is a totals row, add the skipRows rule the problem names to the mapping; if it is an invoice, fill it in.',
  ],
  [/^the day does not exist/, (p) => `Write the day that was meant in ${p}: this one is not in the calendar.`],
  [/^expected a year from/, (p) => `Correct the year in ${p}.`],
  [
    /^expected a (?:calendar )?date written (.+)$/,
    (p, m) =>
      `Write the date in ${p} as ${m[1]}, or add the way this file writes dates to source.dateFormats in the mapping.`,
  ],
  [/^expected an amount with at most four decimal places/, (p) => `Round ${p} to at most four decimal places.`],
  [
    /^expected an amount with at most 15 digits/,
    (p) => `Correct ${p}: no amount has more than 15 digits before the decimal point.`,
  ],
  [
    /^expected an amount.*decimal comma/,
    (p) =>
      `The file writes amounts with a decimal comma (${p}): set decimalSeparator: "," under source in the mapping, or write the amount with a decimal point, e.g. 1,234.50.`,
  ],
  // The message's example is written the way the mapping reads numbers (1.234,50 in a European file).
  [
    /^expected an amount(?:, e\.g\. ([^\s;]+))?/,
    (p, m) =>
      `Write a number in ${p}, e.g. ${m[1] ?? '1,234.50'}; a currency sign or code may go with it, no other words.`,
  ],
  [
    /^expected the .+ of its \d+ lines?/,
    (p) => `Make ${p} equal the total of the invoice's lines, or correct the lines.`,
  ],
  [/currency code/, (p) => `Write a three-letter currency code such as EUR, USD or GBP in ${p}.`],
  [/^expected a two-letter country code/, (p) => `Write a two-letter country code such as DE or FR in ${p}.`],
  [/^expected Y or N/, (p) => `Write Y (yes) or N (no) in ${p}.`],
  [/^expected an e-mail address/, (p) => `Write an e-mail address such as name@example.com in ${p}.`],
  [
    /^expected a tax rate/,
    (p) => `Write the tax rate in percent in ${p}, e.g. 19 or 7.25, at most two decimal places.`,
  ],
  [
    /^expected each \(PayeeId, Invoice_Number\) once/,
    () => 'Give this invoice its own invoice number, or delete the row if the invoice is in the file twice.',
  ],
  [
    /^expected at least one invoice line/,
    () => "Add the invoice's lines to the lines sheet under its key, or correct the key.",
  ],
  [
    /^expected an invoice with the key/,
    (p) => `Correct ${p} of these lines so it names an invoice of the file, or add that invoice.`,
  ],
  [/^expected the same value as row/, (p) => `Write the same ${p} on every row of the invoice.`],
  [
    /are not together|appears twice/,
    () => "Sort the file so that each invoice's rows are together, or give each invoice its own key.",
  ],
  [/^PDF not found/, (p) => `Put the PDF into the PDF folder, or correct the file name in ${p}.`],
  [
    /PDF folder; the path leaves it|absolute path|points out of it/,
    (p) => `Write only the name of a file in the PDF folder in ${p}.`,
  ],
  [/PDF/, (p) => `Replace the file named in ${p} by a readable PDF within the size limit.`],
  [
    /upload would not send it/,
    () =>
      "Make the invoice smaller (its PDF), or raise the profile's gateway.maxRequestBytes if the gateway takes more.",
  ],
];

/** One sentence on what to change so that the problem goes away. */
export function adviseProblem(problem: Problem): string {
  const place = problemPlace(problem);
  const where = problem.column ? `column "${place}"` : place || 'the invoice';
  for (const [pattern, advice] of RULES) {
    const match = pattern.exec(problem.message);
    if (match) return advice(where, match);
  }
  const expected = /^expected (.+)$/.exec(problem.message);
  return expected ? `Correct ${where}: it should be ${expected[1]}.` : `Correct ${where}.`;
}
