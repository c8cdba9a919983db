/**
 * Guesses a CSV file's delimiter from its first lines: the candidate that splits the most lines
 * into the same number of fields. Delimiters inside quoted fields do not count. Pure.
 */

export const DELIMITER_CANDIDATES = [',', ';', '\t', '|'] as const;
/** Lines looked at; enough to see past a header that happens to hold a comma. */
const SAMPLE_LINES = 20;

/**
 * The delimiter of `sample` (the start of the text after any preamble); `,` when nothing splits.
 * @param complete true when `sample` is the whole text, so its last line is complete too
 */
export function detectDelimiter(sample: string, complete: boolean): string {
  const lines = countPerLine(sample, complete);
  let best: { delimiter: string; agreeing: number; fields: number } | undefined;
  for (const delimiter of DELIMITER_CANDIDATES) {
    const counts = lines.map((line) => line.get(delimiter) ?? 0);
    const fields = mostCommonNonZero(counts);
    if (fields === 0 || (counts[0] ?? 0) === 0) continue;
    const agreeing = counts.filter((count) => count === fields).length;
    if (!best || agreeing > best.agreeing || (agreeing === best.agreeing && fields > best.fields)) {
      best = { delimiter, agreeing, fields };
    }
  }
  return best?.delimiter ?? ',';
}

/** Candidate counts per non-empty line, outside double quotes; a quoted newline does not end a line. */
function countPerLine(sample: string, complete: boolean): Array<Map<string, number>> {
  const lines: Array<Map<string, number>> = [];
  let current = new Map<string, number>();
  let length = 0;
  let quoted = false;
  for (let i = 0; i < sample.length && lines.length < SAMPLE_LINES; i++) {
    const char = sample[i] as string;
    if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && (char === '\n' || (char === '\r' && sample[i + 1] !== '\n'))) {
      // LF, CRLF and a lone CR (old Mac files) all end a line; in one file they may even mix
      if (length > 0) lines.push(current);
      current = new Map();
      length = 0;
      continue;
    } else if (!quoted && (DELIMITER_CANDIDATES as readonly string[]).includes(char)) {
      current.set(char, (current.get(char) ?? 0) + 1);
    }
    if (char !== '\r') length++;
  }
  if (complete && length > 0 && lines.length < SAMPLE_LINES) lines.push(current);
  // an unfinished last line would skew the counts; keep it only when it is all there is
  if (lines.length === 0 && length > 0) lines.push(current);
  return lines;
}

function mostCommonNonZero(counts: number[]): number {
  const tally = new Map<number, number>();
  for (const count of counts) if (count > 0) tally.set(count, (tally.get(count) ?? 0) + 1);
  let best = 0;
  let bestTally = 0;
  for (const [count, times] of tally) {
    if (times > bestTally || (times === bestTally && count > best)) {
      best = count;
      bestTally = times;
    }
  }
  return best;
}
