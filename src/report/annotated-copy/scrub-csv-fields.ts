/**
 * A CSV record of the annotated copy with each field's text passed through `scrub`: the record is
 * cut into fields as split-csv-records.ts reads them (a quote opens a field only at its start, `""`
 * inside is a quote), so a delimiter, a quote or a line break is never touched, and a field that
 * `scrub` leaves as it was is written back byte for byte.
 */

/** `text` cut at each delimiter outside quotes, the quotes kept with their field. */
function splitFields(text: string, delimiter: string): string[] {
  const fields: string[] = [];
  let start = 0;
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const character = text[at];
    if (quoted && character === '"' && text[at + 1] === '"') at += 1;
    else if (character === '"' && (quoted || at === start)) quoted = !quoted;
    else if (!quoted && text.startsWith(delimiter, at)) {
      fields.push(text.slice(start, at));
      start = at + delimiter.length;
      at = start - 1;
    }
  }
  fields.push(text.slice(start));
  return fields;
}

function scrubField(field: string, index: number, scrub: (text: string, index: number) => string): string {
  const quoted = field.length >= 2 && field.startsWith('"') && field.endsWith('"');
  const text = quoted ? field.slice(1, -1).replaceAll('""', '"') : field;
  const scrubbed = scrub(text, index);
  if (scrubbed === text) return field;
  return quoted ? `"${scrubbed.replaceAll('"', '""')}"` : scrubbed;
}

/** `text` with only its first `count` fields: an annotated copy's own fields left out (find-own-annotation.ts). */
export function firstCsvFields(text: string, delimiter: string, count: number): string {
  return splitFields(text, delimiter).slice(0, count).join(delimiter);
}

/** Each field's text, unquoted. */
export function csvFieldTexts(text: string, delimiter: string): string[] {
  return splitFields(text, delimiter).map((field) =>
    field.length >= 2 && field.startsWith('"') && field.endsWith('"')
      ? field.slice(1, -1).replaceAll('""', '"')
      : field,
  );
}

/** `scrub` is given each field's text and its 0-based index in the record. */
export function scrubCsvFields(
  text: string,
  delimiter: string,
  scrub: (text: string, index: number) => string,
): string {
  return splitFields(text, delimiter)
    .map((field, index) => scrubField(field, index, scrub))
    .join(delimiter);
}
