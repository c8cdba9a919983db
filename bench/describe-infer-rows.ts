/**
 * The rows of `mapping infer` (5): the tuning corpus's precision and recall, then one row per
 * held-out set, each judged by the goal.
 */
import type { CorpusScore } from './infer-corpus/score-corpus.js';
import { scoreCorpus } from './infer-corpus/score-corpus.js';
import { HELD_OUT_SETS, type HeldOutSet } from './infer-held-out-sets.js';
import { judge, whole, type BenchRow } from './print-table.js';

export const withoutProposals = (score: CorpusScore) => ({
  ...score,
  layouts: score.layouts.map(({ proposal: _proposal, ...rest }) => rest),
});

/** Every held-out set's score, in the order of HELD_OUT_SETS. */
export async function scoreHeldOutSets(dir: string): Promise<CorpusScore[]> {
  const scores: CorpusScore[] = [];
  for (const set of HELD_OUT_SETS) scores.push(await scoreCorpus(dir, set.layouts, set.referenceDir));
  return scores;
}

/** A held-out set's row: its goal is the (P >= 97 %, R >= 80 %, no wrong money or key field). */
function heldOutRow(held: HeldOutSet, set: CorpusScore): BenchRow {
  return {
    id: held.row,
    measure: `mapping infer on the ${held.title.replace(/ \(.*?\)/, '').replace(/^\w/, (c) => c.toLowerCase())}${held.spent ? ' (spent: tuned on since)' : ' (never tuned on)'}`,
    figure: `P ${set.precision.toFixed(1)} % / R ${set.recall.toFixed(1)} %`,
    baseline: '-',
    ratio: '-',
    goal: 'P >= 97 %, R >= 80 %, 0 wrong money/key',
    verdict: judge(set.precision >= 97 && set.recall >= 80 && set.dangerous === 0 ? 1 : 0, { atLeast: 1 }),
    note: `${set.layouts.length} layouts: ${set.right} right, ${set.wrong} wrong (${set.dangerous} of PayeeId/Invoice_Number/Invoice_Amount/Amount/Tax), ${set.missing} missing of ${set.referenceKeys}`,
  };
}

export function inferRows({ tuning: score, heldOut }: { tuning: CorpusScore; heldOut: CorpusScore[] }): BenchRow[] {
  const counts = `${score.layouts.length} layouts, ${whole(score.referenceKeys)} reference keys: ${score.right} right, ${score.wrong} wrong, ${score.missing} missing`;
  return [
    {
      id: '5a',
      measure: 'mapping infer on the corpus of export layouts: precision',
      figure: `${score.precision.toFixed(1)} %`,
      baseline: '-',
      ratio: '-',
      goal: '>= 98 %',
      verdict: judge(score.precision, { atLeast: 98 }),
      note: `${counts}; a commented alternative is not a proposal (node dist/bench/score-infer.js --verbose)`,
    },
    {
      id: '5b',
      measure: 'mapping infer on the corpus of export layouts: recall',
      figure: `${score.recall.toFixed(1)} %`,
      baseline: '-',
      ratio: '-',
      goal: '>= 85 %',
      verdict: judge(score.recall, { atLeast: 85 }),
      note: 'right keys over the keys of the hand-written reference mappings',
    },
    ...HELD_OUT_SETS.map((held, i) => heldOutRow(held, heldOut[i]!)),
  ];
}
