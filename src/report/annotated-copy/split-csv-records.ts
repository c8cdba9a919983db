/**
 * Splits CSV text into records exactly as written, for the annotated copy: each record's text
 * (its fields, quotes and all) and its line ending are kept apart, so fields can be appended
 * between them and everything else is written back unchanged. Quoting follows RFC 4180 as the
 * reader does (a quote opens a field only at its start; `""` inside is a quote). Records are
 * numbered as the reader numbers its rows: one row each, however many lines its quoted cells span,
 * and a row for each empty line. Streams: it holds one record at most.
 */

export interface CsvRecord {
  /** 1-based row of the record as a spreadsheet shows the file; 0 for the preamble. */
  row: number;
  /** The record's text, without its line ending. */
  text: string;
  /** `\r\n`, `\n`, `\r`, or '' for a last record without one. */
  ending: string;
  /** Every field of the record is quoted. */
  allQuoted: boolean;
}

export interface SplitOptions {
  delimiter: string;
  /** Physical lines above the table, passed on as one preamble piece. @default 0 */
  preambleLines?: number;
}

export async function* splitCsvRecords(
  chunks: AsyncIterable<string>,
  options: SplitOptions,
): AsyncGenerator<CsvRecord> {
  const delimiter = options.delimiter;
  let preambleLeft = options.preambleLines ?? 0;
  let preamble = '';
  let row = preambleLeft + 1;
  let current = '';
  let quoted = false;
  let fieldStart = true;
  let fields = 0;
  let quotedFields = 0;
  let carry = '';

  const finish = (ending: string): CsvRecord => {
    const record: CsvRecord = {
      row,
      text: current,
      ending,
      allQuoted: fields + 1 === quotedFields && quotedFields > 0,
    };
    row++;
    current = '';
    fieldStart = true;
    fields = 0;
    quotedFields = 0;
    return record;
  };

  const scan = function* (text: string, final: boolean): Generator<CsvRecord, string> {
    let i = 0;
    // A preamble line ends as the reader's do (skip-lines.ts): LF, CRLF or a lone CR.
    while (preambleLeft > 0 && i < text.length) {
      const end = text.slice(i).search(/[\r\n]/);
      if (end < 0) {
        preamble += text.slice(i);
        return '';
      }
      const at = i + end;
      // A CR at the end of a chunk may be the first half of CRLF.
      if (text[at] === '\r' && at + 1 >= text.length && !final) {
        preamble += text.slice(i, at);
        return '\r';
      }
      const next = text[at] === '\r' && text[at + 1] === '\n' ? at + 2 : at + 1;
      preamble += text.slice(i, next);
      i = next;
      preambleLeft--;
    }
    if (preamble && preambleLeft === 0) {
      yield { row: 0, text: preamble, ending: '', allQuoted: false };
      preamble = '';
    }
    let start = i;
    while (i < text.length) {
      const char = text[i]!;
      if (quoted) {
        if (char === '"') {
          // A quote at the end of a chunk may be the first of `""`: wait for the next chunk.
          if (i + 1 >= text.length && !final) break;
          if (text[i + 1] === '"') i += 2;
          else {
            quoted = false;
            i++;
          }
          continue;
        }
        i++;
        continue;
      }
      if (char === '\r' || char === '\n') {
        // A CR at the end of a chunk may be the first half of CRLF.
        if (char === '\r' && i + 1 >= text.length && !final) break;
        const ending = char === '\r' && text[i + 1] === '\n' ? '\r\n' : char;
        current += text.slice(start, i);
        i += ending.length;
        start = i;
        yield finish(ending);
        continue;
      }
      if (fieldStart && char === '"') {
        quoted = true;
        quotedFields++;
      }
      fieldStart = false;
      if (text.startsWith(delimiter, i)) {
        fields++;
        fieldStart = true;
        i += delimiter.length;
        continue;
      }
      i++;
    }
    current += text.slice(start, i);
    return text.slice(i);
  };

  for await (const chunk of chunks) carry = yield* scan(carry + chunk, false);
  if (carry) yield* scan(carry, true);
  if (preamble) yield { row: 0, text: preamble, ending: '', allQuoted: false };
  if (current !== '' || fields > 0) yield finish('');
}
