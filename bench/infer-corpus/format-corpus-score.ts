/** The infer corpus score as text: one row per layout, then the totals. */
import type { CorpusScore, ReadCounts } from './score-corpus.js';

const counts = (c: ReadCounts | string) =>
  typeof c === 'string' ? `unreadable: ${c.slice(0, 60)}` : `${c.valid}/${c.invoices} valid`;

/** The per-layout table and the totals, as text. */
export function formatCorpusScore(score: CorpusScore, verbose: boolean): string {
  const lines: string[] = [];
  const width = Math.max(...score.layouts.map((l) => l.name.length));
  lines.push(`${'layout'.padEnd(width)}  right wrong missing  keys  read with proposal / with reference`);
  for (const l of score.layouts) {
    lines.push(
      `${l.name.padEnd(width)}  ${String(l.right).padStart(5)} ${String(l.wrong).padStart(5)} ${String(l.missing).padStart(7)}  ${String(l.referenceKeys).padStart(4)}  ${counts(l.proposed)} / ${counts(l.reference)}`,
    );
    if (verbose) {
      for (const k of l.keys.filter((k) => k.verdict !== 'right'))
        lines.push(
          `    ${k.verdict.padEnd(7)} ${k.key}: reference ${k.reference ?? '-'}, proposed ${k.proposed ?? '-'}`,
        );
    }
  }
  lines.push('');
  lines.push(
    `${score.layouts.length} layouts, ${score.referenceKeys} reference keys: ${score.right} right, ${score.wrong} wrong, ${score.missing} missing`,
  );
  lines.push(
    `precision ${score.precision.toFixed(1)} % (goal >= 98 %), recall ${score.recall.toFixed(1)} % (goal >= 85 %)`,
  );
  const h = score.heldOut;
  lines.push(
    `held-out layouts alone (${score.layouts.filter((l) => l.heldOut).length}, written after tuning): ${h.right} right, ${h.wrong} wrong, ${h.missing} missing of ${h.referenceKeys}: precision ${h.precision.toFixed(1)} %, recall ${h.recall.toFixed(1)} %`,
  );
  return lines.join('\n');
}
