/** The physical lines and blankness of a parsed CSV record, for row numbers and skipping blank rows. Pure. */
/**
 * Whether every field of a record is blank (an empty line, or `;;;` from a spreadsheet), and the
 * physical lines it covers: a line break can only sit inside a quoted field.
 */
export function measureRecord(record: readonly string[]): { blank: boolean; lines: number } {
  let blank = true;
  let lines = 1;
  for (let i = 0; i < record.length; i++) {
    const value = record[i] as string;
    if (value === '') continue;
    if (blank && value.trim() !== '') blank = false;
    if (value.includes('\n') || value.includes('\r')) lines += lineBreaks(value);
  }
  return { blank, lines };
}

/** Line breaks inside a quoted value: CRLF, LF and a lone CR count one each. */
function lineBreaks(value: string): number {
  let count = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 10 || (code === 13 && value.charCodeAt(i + 1) !== 10)) count++;
  }
  return count;
}
