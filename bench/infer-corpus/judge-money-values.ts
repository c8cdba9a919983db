/**
 * A money field the proposal writes otherwise than the reference (`IF([Type] = "Credit note",
 * -1, 1) * [Total]` beside `IF(LEFT([Type], 6) = "Credit", -1, 1) * [Total]`) is right where it
 * reads the same money from every row of the file: the file is read through the reference as
 * written and again with that one field as the proposal writes it, and every invoice must come
 * out the same. Judged by values on the file's rows only, alike for every set.
 */
import { parse, stringify } from 'yaml';
import { parseMapping } from '../../src/mapping/load-mapping.js';
import { readInvoices, type KnownAdvertiser } from '../../src/mapping/read-invoices.js';
import type { KeyScore, ProposalScore } from './score-proposal.js';

/** The keys judged by the values they read when their text differs from the reference's. */
const VALUE_JUDGED_KEYS: readonly string[] = ['invoice.Invoice_Amount', 'items.Amount', 'items.Tax'];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every invoice of the file as the mapping reads it, one text each; undefined where the mapping cannot read it. */
async function readAll(
  file: string,
  yaml: string,
  advertisers: readonly KnownAdvertiser[],
): Promise<string[] | undefined> {
  try {
    const mapping = await parseMapping(yaml, 'judged.yaml');
    const read: string[] = [];
    const options = { knownAdvertisers: advertisers, knownAdvertisersFetchedAt: '2024-02-01T00:00:00Z' };
    for await (const i of readInvoices(file, mapping, options))
      read.push(JSON.stringify({ rows: i.rows, draft: i.draft, invoice: i.invoice, problems: i.problems.length }));
    return read;
  } catch {
    return undefined;
  }
}

/** True when the reference with `key` as the proposal writes it reads every invoice of `file` as the reference does, all valid. */
export async function readsSameMoney(
  file: string,
  reference: string,
  proposal: string,
  key: string,
  advertisers: readonly KnownAdvertiser[] = [],
): Promise<boolean> {
  const [scope, field] = key.split('.') as [string, string];
  const proposed: unknown = parse(proposal);
  const spec = isObject(proposed) && isObject(proposed[scope]) ? proposed[scope][field] : undefined;
  const swapped: unknown = parse(reference);
  if (spec === undefined || !isObject(swapped) || !isObject(swapped[scope])) return false;
  swapped[scope][field] = spec;
  const want = await readAll(file, reference, advertisers);
  const got = await readAll(file, stringify(swapped), advertisers);
  // Invoices the reference cannot read validly compare nothing: the money is judged on valid invoices only.
  if (!want || !got || want.length === 0 || want.length !== got.length) return false;
  return want.every((w, i) => w === got[i] && !/"problems":[1-9]/.test(w));
}

/** The score with each wrong money key that reads the reference's money on every row counted right. */
export async function judgeMoneyByValues(
  score: ProposalScore,
  file: string,
  reference: string,
  proposal: string,
  advertisers: readonly KnownAdvertiser[] = [],
): Promise<ProposalScore> {
  const keys: KeyScore[] = [];
  for (const k of score.keys) {
    const judged =
      k.verdict === 'wrong' &&
      k.reference !== undefined &&
      VALUE_JUDGED_KEYS.includes(k.key) &&
      (await readsSameMoney(file, reference, proposal, k.key, advertisers));
    keys.push(judged ? { ...k, verdict: 'right', byValues: true } : k);
  }
  const count = (v: KeyScore['verdict']) => keys.filter((k) => k.verdict === v).length;
  return { keys, right: count('right'), wrong: count('wrong'), missing: count('missing') };
}
