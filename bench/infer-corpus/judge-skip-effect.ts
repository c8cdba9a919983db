/**
 * Skip rules judged by what they do: a proposal's rules that skip exactly the rows of the file the
 * reference's rules skip are right, however they are written (`^Note:` and `^Note: ` on notes that
 * all write a space). The file is read by the product twice, through the reference and through
 * the reference with the proposal's rules in place of its own, and the places of the rows its skip
 * rules leave out compared; a rule that also skips an invoice row or a heading, or misses a note,
 * leaves out other places.
 */
import { parse, stringify } from 'yaml';
import { parseMapping } from '../../src/mapping/load-mapping.js';
import type { SkippedRows } from '../../src/mapping/filter-rows.js';
import { readInvoices } from '../../src/mapping/read-invoices.js';

type Plain = Record<string, unknown>;
const isObject = (value: unknown): value is Plain => typeof value === 'object' && value !== null;

/**
 * The places (`sheet:row`) of the rows the mapping's skip rules leave out of the file (not its
 * headings or totals), or undefined when it cannot read it.
 */
async function skippedPlaces(file: string, yaml: string, name: string): Promise<Set<string> | undefined> {
  try {
    const mapping = await parseMapping(yaml, `${name}.yaml`);
    const labels = new Set(mapping.source.skipRows.map((rule) => rule.label));
    const skipped: SkippedRows = new Map();
    for await (const read of readInvoices(file, mapping, { skippedRows: skipped })) void read;
    const places = [...skipped].filter(([label]) => labels.has(label)).flatMap(([, rule]) => rule.places);
    return new Set(places.map((p) => `${p.sheet ?? ''}:${p.row}`));
  } catch {
    return undefined;
  }
}

/** True when both mappings have skip rules and the proposal's leave out of `file` the very rows the reference's do. */
export async function skipsSameRows(file: string, reference: string, proposal: string, name: string): Promise<boolean> {
  const ref = parse(reference) as Plain;
  const prop = parse(proposal) as Plain;
  const rules = isObject(prop.source) ? prop.source.skipRows : undefined;
  if (!isObject(ref.source) || !Array.isArray(ref.source.skipRows) || !Array.isArray(rules)) return false;
  // The advertiser list checks payees, not which rows are read: both reads go without it.
  const read = { ...ref, advertisers: undefined };
  const [theirs, ours] = await Promise.all([
    skippedPlaces(file, stringify(read), name),
    skippedPlaces(file, stringify({ ...read, source: { ...ref.source, skipRows: rules } }), name),
  ]);
  if (!theirs || !ours || theirs.size !== ours.size) return false;
  return [...theirs].every((place) => ours.has(place));
}
