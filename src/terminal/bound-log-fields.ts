/**
 * A log line is read by collectors that cut or drop long lines (journald splits lines past 48 KiB,
 * many shippers past 16 KiB): the fields of one line are made to fit a few kilobytes, the
 * detail staying in the results file or journal that the line names. Pure.
 */

/** Longest text kept of one field value past the limit, characters. */
const MAX_TEXT = 256;

const size = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');

/** Lists replaced by their length, at any depth: `results: [...]` becomes `results: {count: 2000}`. */
function countLists(value: unknown): unknown {
  if (Array.isArray(value)) return { count: value.length };
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, countLists(inner)]));
}

/** Texts longer than MAX_TEXT cut, saying how much was left out. */
function cutTexts(value: unknown): unknown {
  if (typeof value === 'string')
    return value.length > MAX_TEXT
      ? `${value.slice(0, MAX_TEXT)}... [${value.length - MAX_TEXT} characters more]`
      : value;
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(cutTexts);
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, cutTexts(inner)]));
}

/**
 * `fields` as they are when their JSON fits `maxBytes`; else with every list replaced by its
 * length, then long texts cut, then only the fields in `keep` and the names of those left out.
 */
export function boundLogFields(
  fields: Record<string, unknown>,
  maxBytes: number,
  keep: readonly string[] = [],
): Record<string, unknown> {
  if (size(fields) <= maxBytes) return fields;
  const counted = countLists(fields) as Record<string, unknown>;
  if (size(counted) <= maxBytes) return counted;
  const cut = cutTexts(counted) as Record<string, unknown>;
  if (size(cut) <= maxBytes) return cut;
  const kept = Object.fromEntries(Object.entries(cut).filter(([key]) => keep.includes(key)));
  return { ...kept, omitted: Object.keys(cut).filter((key) => !keep.includes(key)) };
}
