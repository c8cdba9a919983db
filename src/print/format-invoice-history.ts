/**
 * `journal show` as text: for each row of the invoice (one per run that read it) its events with
 * times, run and file, and the request body as sent. Pure. Every line passes through the terminal
 * escaping, since most of it is text from the file or the server.
 */
import { escapeControlCharacters } from '../terminal/escape-control-characters.js';
import { listInvoiceEvents, requestNeverLeft } from './list-invoice-events.js';
import { displayKey } from '../journal/invoice-row.js';
import { runBy, runKeyText, runMappingText, runStartedBy } from '../journal/run-row.js';
import type { InvoiceHistoryRow } from '../journal/show-statements.js';
import { trailOfRow, type InvoiceTrail } from './list-trail-events.js';
import { isImportedBody } from '../journal/imported-body.js';
import { isAlreadyCreated } from '../journal/invoice-state.js';
import type { FilesNow } from '../report/look-up-files.js';
import type { DateStyle } from '../report/date-style.js';
import { listingTimeWithZone } from './listing-time.js';
import { liveRowWord } from '../report/live-row-word.js';
import { plural } from '../invoice/format-count.js';

/** The body as sent, with a PDF attachment shortened: its base64 text is no use in a terminal. */
export function bodyForTerminal(payloadJson: string): string {
  const body = JSON.parse(payloadJson) as Record<string, unknown>;
  if (typeof body.PDF !== 'string') return payloadJson;
  return JSON.stringify({ ...body, PDF: `<${body.PDF.length} base64 characters; --json prints them>` });
}

/** After the path of a run's results file that names no file now: where its outcomes still are. */
const removedText = (runId: number) => ` (removed; journal --run ${runId} lists its outcomes)`;

function rowLines(row: InvoiceHistoryRow, trail: InvoiceTrail, filesNow: FilesNow, dateStyle?: DateStyle): string[] {
  // As wide as a time, so the event names line up.
  const time = (at: string | null) =>
    at === null ? '(time not kept)'.padEnd(23) : listingTimeWithZone(at, dateStyle).padEnd(23);
  const lines = [
    `Run ${row.runId} (started ${time(row.runStartedAt)} by ${runBy({ osUser: row.runOsUser, host: row.runHost })}): ${liveRowWord(row)}${row.instanceId ? ` as instance ${row.instanceId}` : ''}${trail.reviews?.length ? ', closed as reviewed (not posted)' : ''}`,
    `  started  by ${runStartedBy({ options: row.runOptions })}`,
    `  target   ${row.runTargetDescription}`,
    `  source   ${row.runSourcePath}`,
    `  mapping  ${runMappingText({ mapping: row.runMapping, mappingSha256: row.runMappingSha256 })}`,
    `  key      ${runKeyText({ keySource: row.runKeySource, keyFingerprint: row.runKeyFingerprint })}${row.runKeySource === null ? '' : `: ${row.runKeySource}`}`,
  ];
  // A workbook retention (or a person) removed is named as such: its path opens nothing now.
  if (row.resultsFile)
    lines.push(`  results  ${row.resultsFile}${filesNow.get(row.resultsFile) === false ? removedText(row.runId) : ''}`);
  for (const event of listInvoiceEvents(row, trail))
    lines.push(`  ${time(event.at)}  ${event.kind.padEnd(9)}  ${event.text}`);
  lines.push(
    row.payloadJson === null
      ? '  body     none: the invoice was invalid and never sent'
      : isImportedBody(row.payloadJson)
        ? '  body     none: imported from a results workbook, which does not hold the body sent'
        : requestNeverLeft(row)
          ? '  body as it would be sent (JSON; not sent by this run):'
          : isAlreadyCreated(row)
            ? `  body as sent (JSON; refused as a duplicate of instance ${row.instanceId ?? '?'}, whose content was not compared with it):`
            : '  body as sent (JSON):',
  );
  if (row.payloadJson !== null && !isImportedBody(row.payloadJson)) lines.push(`  ${bodyForTerminal(row.payloadJson)}`);
  return lines;
}

/**
 * Call after settling the runs whose process is gone: a row still staged or sending is then a live run's.
 * @param trail what the journal holds of these rows beside them (corrections, reviews, statuses read) @default none
 * @param dateStyle the user's: times in it, local @default none: ISO in UTC
 * @param filesNow whether each results file is there now (report/look-up-files.ts) @default none looked up
 */
export function formatInvoiceHistory(
  reference: string,
  rows: readonly InvoiceHistoryRow[],
  trail: InvoiceTrail = {},
  dateStyle?: DateStyle,
  filesNow: FilesNow = new Map(),
): string {
  if (rows.length === 0)
    return `${escapeControlCharacters(`No invoice in the journal has the InvoiceId or PayeeId/Invoice_Number ${reference}.`)}\n`;
  const first = rows[0]!;
  const lines = [
    `InvoiceId ${first.invoiceId ?? '(none)'}, PayeeId/Invoice_Number ${displayKey(first)}: ${plural(rows.length, 'row')} in the journal`,
  ];
  for (const row of rows) lines.push('', ...rowLines(row, trailOfRow(row, trail, rows), filesNow, dateStyle));
  return `${lines.map(escapeControlCharacters).join('\n')}\n`;
}
