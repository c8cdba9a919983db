/** An infer score as text: one row per layout, then the totals against their goals. */
import type { CorpusScore, ReadCounts } from './score-corpus.js';
import type { KeyScore } from './score-proposal.js';

const counts = (c: ReadCounts | string) =>
  typeof c === 'string' ? `unreadable: ${c.slice(0, 60)}` : `${c.valid}/${c.invoices} valid`;

/** Why a key's verdict is by its effect on the file, not by its text. */
const effectNote = (k: KeyScore) =>
  k.key === 'source.headerRow'
    ? ` (by effect: ${k.verdict === 'right' ? 'reads the same header row' : 'reads another header row'})`
    : ' (by effect: skips the same rows)';

export interface ScoreGoal {
  precision: number;
  recall: number;
}

/** The per-layout table and the totals of one set (`title`), as text. */
export function formatCorpusScore(score: CorpusScore, verbose: boolean, title: string, goal: ScoreGoal): string {
  const lines: string[] = [`${title}`];
  const width = Math.max(...score.layouts.map((l) => l.name.length));
  lines.push(`${'layout'.padEnd(width)}  right wrong missing  keys  read with proposal / with reference`);
  for (const l of score.layouts) {
    lines.push(
      `${l.name.padEnd(width)}  ${String(l.right).padStart(5)} ${String(l.wrong).padStart(5)} ${String(l.missing).padStart(7)}  ${String(l.referenceKeys).padStart(4)}  ${counts(l.proposed)} / ${counts(l.reference)}`,
    );
    if (verbose) {
      // A key counted right by the money it reads, not by its text, is shown too.
      for (const k of l.keys.filter((k) => k.verdict !== 'right' || k.byValues || k.byEffect))
        lines.push(
          `    ${k.byValues ? 'right by values' : k.verdict.padEnd(7)} ${k.key}${k.byEffect ? effectNote(k) : ''}: reference ${k.reference ?? '-'}, proposed ${k.proposed ?? '-'}`,
        );
    }
  }
  lines.push(
    `${score.layouts.length} layouts, ${score.referenceKeys} reference keys: ${score.right} right, ${score.wrong} wrong, ${score.missing} missing`,
  );
  lines.push(
    `precision ${score.precision.toFixed(1)} % (goal >= ${goal.precision} %), recall ${score.recall.toFixed(1)} % (goal >= ${goal.recall} %), wrong uncommented PayeeId/Invoice_Number/Invoice_Amount/Amount/Tax: ${score.dangerous} (goal 0)`,
  );
  return lines.join('\n');
}
