/**
 * Runs `mapping infer` over every corpus layout and scores each proposal against its reference
 * mapping. Also reads each file through the proposal and through the reference, so a proposal
 * that scores well but reads the file wrongly would show.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { inferMapping } from '../../src/mapping/infer/infer-mapping.js';
import { parseMapping } from '../../src/mapping/load-mapping.js';
import { invoiceTables } from '../../src/mapping/read-invoices.js';
import { listSheets, openTable, tableTypeOf } from '../../src/sheets/open-table.js';
import { validateFile } from '../../src/batch/validate-file.js';
import type { CorpusLayout } from './corpus-files.js';
import { CORPUS_LAYOUTS, REFERENCE_DIR } from './corpus-layouts.js';
import { scoreProposal, type ProposalScore } from './score-proposal.js';
import { judgeMoneyByValues } from './judge-money-values.js';
import { skipsSameRows } from './judge-skip-effect.js';
import { judgeHeaderByEffect } from './judge-header-effect.js';

export interface ReadCounts {
  invoices: number;
  valid: number;
}

export interface LayoutScore extends ProposalScore {
  name: string;
  modelledOn: string;
  /** Keys of the reference mapping: the denominator of recall. */
  referenceKeys: number;
  proposal: string;
  /** The file read through the proposal, or the message when the proposal cannot read it. */
  proposed: ReadCounts | string;
  reference: ReadCounts | string;
}

export interface Totals {
  right: number;
  wrong: number;
  missing: number;
  referenceKeys: number;
  /** right / (right + wrong), in percent. */
  precision: number;
  /** right / reference keys, in percent. */
  recall: number;
  /** Wrong proposals, not commented out, for PayeeId, Invoice_Number, Invoice_Amount, Amount or Tax: money or keys a user would accept. */
  dangerous: number;
}

export interface CorpusScore extends Totals {
  layouts: LayoutScore[];
}

/** The keys whose wrong proposal would post wrong money or a wrong payee or invoice key. */
export const DANGEROUS_KEYS: readonly string[] = [
  'invoice.PayeeId',
  'invoice.Invoice_Number',
  'invoice.Invoice_Amount',
  'items.Amount',
  'items.Tax',
];

async function readCounts(file: string, yaml: string, layout: CorpusLayout): Promise<ReadCounts | string> {
  try {
    const mapping = await parseMapping(yaml, `${layout.name}.yaml`);
    const { summary } = await validateFile(file, mapping, {
      knownAdvertisers: layout.advertisers,
      knownAdvertisersFetchedAt: '2024-02-01T00:00:00Z',
    });
    return { invoices: summary.invoices, valid: summary.valid };
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The headers of the table the reference reads, by which a skip rule's column and letter are compared. */
async function headersOf(file: string, yaml: string, layout: CorpusLayout): Promise<string[]> {
  try {
    const { main } = invoiceTables(await parseMapping(yaml, `${layout.name}.yaml`));
    const table = await openTable(file, { ...main, allowNoRows: true });
    await table.close();
    return table.headers;
  } catch {
    return [];
  }
}

/**
 * The score with a wrong `source.skipRows` made right where the proposal's rules skip the very rows
 * of the file the reference's do; such keys are marked `byEffect` so the verbose score names them.
 */
async function judgeSkipsByEffect(
  score: ProposalScore,
  file: string,
  reference: string,
  proposal: string,
  name: string,
): Promise<ProposalScore> {
  const at = score.keys.findIndex((k) => k.key === 'source.skipRows' && k.verdict === 'wrong');
  if (at < 0 || !(await skipsSameRows(file, reference, proposal, name))) return score;
  const keys = score.keys.map((k, i) => (i === at ? { ...k, verdict: 'right' as const, byEffect: true } : k));
  return { keys, right: score.right + 1, wrong: score.wrong - 1, missing: score.missing };
}

/** Whether the proposal loads as YAML: one that does not (a sample's line break written into a comment) loads in no user's hands. */
const isYaml = (text: string): boolean => {
  try {
    parse(text);
    return true;
  } catch {
    return false;
  }
};

/** The score of a proposal that does not load: every key of the reference missing, none right or wrong. */
export function scoreUnloadable(reference: string, headers: readonly string[] = []): ProposalScore {
  const keys = scoreProposal(reference, reference, {}, headers).keys.map((k) => ({
    key: k.key,
    verdict: 'missing' as const,
    reference: k.reference,
    proposed: undefined,
  }));
  return { keys, right: 0, wrong: 0, missing: keys.length };
}

/** The proposal scored against the reference, by its text, then its money by the values read, then its skip rules and a CSV's header row by their effect. */
async function judgeProposal(layout: CorpusLayout, file: string, reference: string, proposal: string) {
  const headers = await headersOf(file, reference, layout);
  if (!isYaml(proposal)) return scoreUnloadable(reference, headers);
  const sheets = tableTypeOf(file) === 'xlsx' ? (await listSheets(file)).map((s) => s.name) : [];
  const byText = scoreProposal(reference, proposal, layout.alsoRight, headers, sheets);
  const byValues = await judgeMoneyByValues(byText, file, reference, proposal, layout.advertisers);
  const bySkips = await judgeSkipsByEffect(byValues, file, reference, proposal, layout.name);
  return judgeHeaderByEffect(bySkips, file, reference, proposal);
}

export async function scoreLayout(
  layout: CorpusLayout,
  dir: string,
  referenceDir: string = REFERENCE_DIR,
): Promise<LayoutScore> {
  const file = await layout.write(dir);
  const reference = readFileSync(join(referenceDir, `${layout.name}.yaml`), 'utf8');
  const proposal = await inferMapping(file, { advertisers: layout.advertisers });
  const score = await judgeProposal(layout, file, reference, proposal);
  return {
    name: layout.name,
    modelledOn: layout.modelledOn,
    ...score,
    referenceKeys: score.keys.filter((k) => k.reference !== undefined).length,
    proposal,
    proposed: await readCounts(file, proposal, layout),
    reference: await readCounts(file, reference, layout),
  };
}

const percent = (part: number, whole: number) => (whole === 0 ? 100 : Math.round((part / whole) * 1000) / 10);

/**
 * Writes every layout into `dir` (which the caller owns) and scores it against its reference in
 * `referenceDir`. The default is the tuning corpus; the held-out set passes its own.
 */
export async function scoreCorpus(
  dir: string,
  layouts: readonly CorpusLayout[] = CORPUS_LAYOUTS,
  referenceDir: string = REFERENCE_DIR,
): Promise<CorpusScore> {
  const scores: LayoutScore[] = [];
  for (const layout of layouts) scores.push(await scoreLayout(layout, dir, referenceDir));
  return { layouts: scores, ...totals(scores) };
}

function totals(scores: readonly LayoutScore[]): Totals {
  const sum = (pick: (s: LayoutScore) => number) => scores.reduce((total, s) => total + pick(s), 0);
  const right = sum((s) => s.right);
  const wrong = sum((s) => s.wrong);
  const referenceKeys = sum((s) => s.referenceKeys);
  return {
    right,
    wrong,
    missing: sum((s) => s.missing),
    referenceKeys,
    precision: percent(right, right + wrong),
    recall: percent(right, referenceKeys),
    dangerous: sum((s) => s.keys.filter((k) => k.verdict === 'wrong' && DANGEROUS_KEYS.includes(k.key)).length),
  };
}
