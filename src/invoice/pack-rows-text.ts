/**
 * Rows text such as `5` or `5-7`, packed into a small integer where that gives the same text
 * back. The checks that remember one rows text per invoice for the whole file (a key that comes
 * back later, a repeated business key) hold hundreds of thousands of them: a small integer costs
 * no memory of its own, a string about 24 bytes.
 */

/** Rows up to here, runs up to SPAN rows long, are packed; anything else stays text. */
const MAX_ROW = 2 ** 20;
const SPAN = 1024;

/** `rows` as a number when it is one row or one short run, else the text itself. */
export function packRowsText(rows: string): string | number {
  const dash = rows.indexOf('-');
  const first = Number(dash < 0 ? rows : rows.slice(0, dash));
  const last = dash < 0 ? first : Number(rows.slice(dash + 1));
  if (!Number.isInteger(first) || !Number.isInteger(last) || first < 1 || first >= MAX_ROW) return rows;
  const span = last - first;
  if (span < 0 || span >= SPAN) return rows;
  const packed = first * SPAN + span;
  // Only a text that reads back the same (`5`, `5-7`; not `05` or `5-5`) is packed.
  return unpackRowsText(packed) === rows ? packed : rows;
}

/** The text `packRowsText` was given. */
export function unpackRowsText(packed: string | number): string {
  if (typeof packed === 'string') return packed;
  const first = Math.floor(packed / SPAN);
  const span = packed % SPAN;
  return span === 0 ? `${first}` : `${first}-${first + span}`;
}
