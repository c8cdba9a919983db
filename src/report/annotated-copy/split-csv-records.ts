/**
 * Splits CSV text into records exactly as written, for the annotated copy: each record's text
 * (its fields, quotes and all) and its line ending are kept apart, so fields can be appended
 * between them and everything else is written back unchanged. Quoting follows RFC 4180 as the
 * reader does (a quote opens a field only at its start; `""` inside is a quote). Records are
 * numbered by the physical line they start on, like the reader's rows. Streams: it holds one
 * record at most.
 */

export interface CsvRecord {
  /** 1-based physical line the record starts on; 0 for the preamble. */
  line: number;
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
  let line = preambleLeft + 1;
  let current = '';
  let quoted = false;
  let fieldStart = true;
  let fields = 0;
  let quotedFields = 0;
  /** Line feeds inside quoted fields of the current record: each one is a line of the file. */
  let innerLines = 0;
  let carry = '';

  const finish = (ending: string): CsvRecord => {
    const record: CsvRecord = {
      line,
      text: current,
      ending,
      allQuoted: fields + 1 === quotedFields && quotedFields > 0,
    };
    line += 1 + innerLines;
    current = '';
    fieldStart = true;
    fields = 0;
    quotedFields = 0;
    innerLines = 0;
    return record;
  };

  const scan = function* (text: string, final: boolean): Generator<CsvRecord, string> {
    let i = 0;
    while (preambleLeft > 0 && i < text.length) {
      const newline = text.indexOf('\n', i);
      if (newline < 0) {
        preamble += text.slice(i);
        return '';
      }
      preamble += text.slice(i, newline + 1);
      i = newline + 1;
      preambleLeft--;
    }
    if (preamble && preambleLeft === 0) {
      yield { line: 0, text: preamble, ending: '', allQuoted: false };
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
        if (char === '\n') innerLines++;
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
  if (preamble) yield { line: 0, text: preamble, ending: '', allQuoted: false };
  if (current !== '' || fields > 0) yield finish('');
}
