/**
 * The annotated copy of a CSV source: every record written back as it was, in the source's
 * encoding, with its byte order mark, delimiter, quoting and line endings; the header record and
 * every record of an invoice get Outcome, Instance id and Message appended. The added fields are
 * neutralised against formula injection and quoted like the source's fields when it quotes every
 * field. A double-byte source's copy is in UTF-8 with a byte order mark (csv-text-codec.ts). Streams
 * record by record.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { SHARED_FILE_MODE } from '../write-output-file.js';
import { open } from 'node:fs/promises';
import { decodeWholeBytes } from '../../sheets/csv/decode-whole-bytes.js';
import type { TableOptions } from '../../sheets/sheet-row.js';
import { detectDelimiter } from '../../sheets/csv/detect-delimiter.js';
import { separatorHint } from '../../sheets/csv/read-separator-line.js';
import { csvCell, neutraliseFormula } from '../csv-cell.js';
import { copyEncoding, decodeText, encodeText, sourceEncoding, type CsvEncoding } from './csv-text-codec.js';
import { ANNOTATION_HEADERS, type RowAnnotation } from './row-annotations.js';
import { splitCsvRecords } from './split-csv-records.js';
import { dataSecretIn, withoutDataSecrets, type DataSecrets } from '../../mapping/scrub-data-text.js';
import { firstCsvFields, scrubCsvFields } from './scrub-csv-fields.js';
import { findOwnAnnotation } from './find-own-annotation.js';
import { csvAnnotationAgrees } from './csv-annotation-agrees.js';
import type { ColumnRef } from '../../mapping/compiled-mapping.js';
import {
  replacedCellNote,
  replacedColumnName,
  toldCellKey,
  withReplacedNotes,
  type ReplacedCell,
} from './replaced-cells.js';

export interface AnnotatedCsv {
  /** The mapping's reading options: encoding, delimiter, preamble. */
  table: TableOptions;
  headerRow: number;
  rows: ReadonlyMap<number, RowAnnotation>;
  /**
   * The API key (and a long password of the base URL): a cell holding one is copied with it replaced
   * by `***`, so the copy never spreads it further; every other cell byte for byte @default none
   */
  secrets?: DataSecrets | undefined;
  /** Given each cell replaced that no problem of its row tells, which the copy notes on its row. @default none */
  replaced?: ((cell: ReplacedCell) => void) | undefined;
  /** The table's headers as read: a copy the tool annotated before is found by its own last three. @default none */
  headers?: readonly string[] | undefined;
  /** The columns the mapping reads: never taken for the tool's own annotation. @default none */
  read?: readonly ColumnRef[] | undefined;
}

const SAMPLE_BYTES = 64 * 1024;

function field(value: string, delimiter: string, quoteAll: boolean): string {
  if (!quoteAll) return csvCell(value, delimiter);
  return `"${neutraliseFormula(value).replace(/"/g, '""')}"`;
}

/**
 * The delimiter the reader uses: the mapping's, else the one Excel's `sep=` line names, else
 * guessed from the start of the table as the reader guesses it.
 */
async function delimiterOf(source: string, encoding: CsvEncoding, table: TableOptions): Promise<string> {
  if (table.delimiter) return table.delimiter;
  const head = await readHead(source, SAMPLE_BYTES + 1);
  let text = decodeWholeBytes(head.subarray(0, SAMPLE_BYTES), encoding).replace(/^\uFEFF/, '');
  const hint = separatorHint(text);
  if (hint) return hint.delimiter;
  for (let left = table.preambleLines ?? 0; left > 0; left--) text = text.slice(text.indexOf('\n') + 1 || text.length);
  return detectDelimiter(text, head.length <= SAMPLE_BYTES);
}

async function readHead(source: string, length: number): Promise<Buffer> {
  const handle = await open(source, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Writes the annotated copy of `source` to `target` (a new file; it must not exist). */
export async function writeAnnotatedCsv(source: string, target: string, plan: AnnotatedCsv): Promise<void> {
  const encoding = sourceEncoding(await readHead(source, 4), plan.table.encoding);
  const written = copyEncoding(encoding);
  const delimiter = await delimiterOf(source, encoding, plan.table);
  const out = createWriteStream(target, { flags: 'wx', mode: SHARED_FILE_MODE });
  // An error while nothing waits (the target exists, the disk is full) is kept and thrown at the
  // next write; without a listener it would end the process.
  let failure: Error | undefined;
  out.on('error', (error) => (failure ??= error));
  const write = async (text: string) => {
    if (failure) throw failure;
    // events.once rejects on 'error' while it waits and removes its listeners either way; a race
    // with a second once(out, 'error') left one 'error' listener behind at every wait.
    if (!out.write(encodeText(text, written))) await once(out, 'drain');
  };
  let quoteAll = false;
  const added = (values: readonly string[]) =>
    values.map((value) => delimiter + field(value, delimiter, quoteAll)).join('');
  const records = () =>
    splitCsvRecords(
      decodeText(createReadStream(source, { highWaterMark: SAMPLE_BYTES }) as AsyncIterable<Buffer>, encoding),
      { delimiter, preambleLines: plan.table.preambleLines },
    );
  try {
    if (written !== encoding) await write('\uFEFF');
    let headers: string[] = [];
    // A copy annotated before: its old Outcome, Instance id and Message go, the new ones take their place.
    const candidate = plan.headers ? findOwnAnnotation(plan.headers, plan.headers.length, plan.read) : undefined;
    const own =
      candidate !== undefined && (await csvAnnotationAgrees(records(), delimiter, plan.headerRow, candidate, plan.rows))
        ? candidate
        : undefined;
    for await (const read of records()) {
      const record =
        own === undefined || read.row < plan.headerRow
          ? read
          : { ...read, text: firstCsvFields(read.text, delimiter, own) };
      const annotation = record.row > 0 ? plan.rows.get(record.row) : undefined;
      const { secrets } = plan;
      const found: ReplacedCell[] = [];
      const fields: string[] = [];
      const kept = secrets
        ? scrubCsvFields(record.text, delimiter, (cell, index) => {
            const masked = withoutDataSecrets(cell, secrets);
            fields.push(masked);
            const secret = masked === cell ? undefined : dataSecretIn(cell, secrets);
            // The preamble is one piece of lines above the table: told as such, with no row or column.
            const row = record.row > 0 ? record.row : undefined;
            const column = row === undefined ? undefined : replacedColumnName(headers, plan.headerRow, row, index);
            if (
              secret &&
              !(row !== undefined && column !== undefined && annotation?.told?.has(toldCellKey(row, column)))
            )
              found.push({ sheet: undefined, row, column, secret });
            return masked;
          })
        : record.text;
      for (const cell of found) plan.replaced?.(cell);
      // Not on the header, whose Message cell is its name, nor on the preamble, which has no fields.
      const notes = record.row > 0 && record.row !== plan.headerRow ? found.map(replacedCellNote) : [];
      let extra = '';
      if (record.row === plan.headerRow) {
        quoteAll = record.allQuoted;
        extra = added(ANNOTATION_HEADERS);
        headers = fields;
      } else if (annotation)
        extra = added([annotation.outcome, annotation.instanceId, withReplacedNotes(annotation.message, notes)]);
      else if (notes.length > 0) extra = added(['', '', withReplacedNotes('', notes)]);
      await write(kept + extra + record.ending);
    }
    out.end();
    if (failure) throw failure;
    await once(out, 'finish');
  } catch (error) {
    out.destroy();
    throw error;
  }
}
