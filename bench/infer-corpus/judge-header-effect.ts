/**
 * A CSV's header row judged by where it is read. `preambleLines` counts the file's lines and
 * `headerRow` the records that hold something after them, so three title lines and a blank one are
 * skipped alike by `preambleLines: 4` and by `headerRow: 4`: both read line 5 as the header. The
 * scorer's text form adds the two (5 against 4), which calls one of them wrong; and it calls
 * `headerRow: 5` right beside `preambleLines: 4`, though that reads the first invoice as the
 * header. The product opens the file through each mapping's source and the header's row, as a
 * spreadsheet shows the file, is compared instead.
 */
import { parse } from 'yaml';
import { openTable } from '../../src/sheets/open-table.js';
import type { CsvEncodingName } from '../../src/sheets/csv/csv-encodings.js';
import type { TableOptions } from '../../src/sheets/sheet-row.js';
import type { KeyScore, ProposalScore } from './score-proposal.js';

type Plain = Record<string, unknown>;
const isObject = (value: unknown): value is Plain => typeof value === 'object' && value !== null;

/** The table options the mapping's `source` gives the reader, as the mapping file writes them. */
function tableOptions(yaml: string): TableOptions | undefined {
  const file = parse(yaml) as unknown;
  if (!isObject(file) || !isObject(file.source)) return undefined;
  const { type, headerRow, preambleLines, delimiter, encoding } = file.source;
  return {
    type: type === 'xlsx' ? 'xlsx' : 'csv',
    headerRow: headerRow === undefined ? undefined : Number(headerRow),
    preambleLines: preambleLines === undefined ? undefined : Number(preambleLines),
    delimiter: typeof delimiter === 'string' ? delimiter : undefined,
    encoding: typeof encoding === 'string' ? (encoding as CsvEncodingName) : undefined,
    allowNoRows: true,
  };
}

/** The row of `file` (as a spreadsheet shows it) the mapping reads as its header, or undefined when it cannot open it. */
export async function headerRowRead(file: string, yaml: string): Promise<number | undefined> {
  try {
    const options = tableOptions(yaml);
    if (options === undefined || options.type !== 'csv') return undefined;
    const table = await openTable(file, options);
    await table.close();
    return table.headerRow;
  } catch {
    return undefined;
  }
}

/**
 * The score with a CSV's `source.headerRow` judged by the header row each mapping reads: right
 * where both read the same row, wrong where they read different ones; marked `byEffect` where the
 * verdict changed. An XLSX file, or a mapping that cannot open the file, keeps its verdict by text.
 */
export async function judgeHeaderByEffect(
  score: ProposalScore,
  file: string,
  reference: string,
  proposal: string,
): Promise<ProposalScore> {
  const at = score.keys.findIndex((k) => k.key === 'source.headerRow' && k.reference !== undefined);
  const key = score.keys[at];
  if (key === undefined || key.verdict === 'missing') return score;
  const [theirs, ours] = await Promise.all([headerRowRead(file, reference), headerRowRead(file, proposal)]);
  if (theirs === undefined || ours === undefined) return score;
  const verdict: KeyScore['verdict'] = theirs === ours ? 'right' : 'wrong';
  if (verdict === key.verdict) return score;
  const keys = score.keys.map((k, i) => (i === at ? { ...k, verdict, byEffect: true } : k));
  const count = (v: KeyScore['verdict']) => keys.filter((k) => k.verdict === v).length;
  return { keys, right: count('right'), wrong: count('wrong'), missing: count('missing') };
}
