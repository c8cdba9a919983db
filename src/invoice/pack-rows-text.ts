/**
 * Rows text such as `5` or `5-7`, packed into a small integer where the rows are one run. The
 * checks that remember one rows text per invoice for the whole file (a key that comes back later,
 * a repeated business key) hold hundreds of thousands of them: a small integer costs no memory of
 * its own, a string about 24 bytes.
 */

/** Rows up to here, runs up to SPAN rows long, are packed; anything else stays text. */
const MAX_ROW = 2 ** 20;
const SPAN = 1024;

/**
 * Row numbers (of one sheet, in order) as one number when they are one row or one short run, which
 * `unpackRowsText` writes as `5` or `5-7`, as `formatRows` does; undefined when they are not.
 */
export function packRows(rows: readonly number[]): number | undefined {
  const first = rows[0];
  const span = rows.length - 1;
  if (first === undefined || !Number.isInteger(first) || first < 1 || first >= MAX_ROW || span >= SPAN)
    return undefined;
  for (let i = 1; i <= span; i++) if (rows[i] !== first + i) return undefined;
  return first * SPAN + span;
}

/** The rows text of a number from `packRows`; a text is its own. */
export function unpackRowsText(packed: string | number): string {
  if (typeof packed === 'string') return packed;
  const first = Math.floor(packed / SPAN);
  const span = packed % SPAN;
  return span === 0 ? `${first}` : `${first}-${first + span}`;
}
