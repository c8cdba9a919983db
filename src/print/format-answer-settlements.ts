/** What `resolve --from FILE` did with each saved answer, one line each, and a count. */
import type { AnswerSettlement } from '../batch/resolve-unrecorded-answers.js';
import type { RewrittenResults } from '../batch/rewrite-run-results.js';
import { escapeControlCharacters } from '../terminal/escape-control-characters.js';

export function formatAnswerSettlements(
  file: string,
  settlements: readonly AnswerSettlement[],
  rewritten: readonly RewrittenResults[] = [],
): string {
  const lines = settlements.map((s) => {
    const runs = s.settled ? `, runs ${[...new Set(s.settled.map((row) => row.runId))].join(', ')}` : '';
    const what =
      s.result === 'settled' ? `recorded as ${s.text} (${s.settled?.length ?? 0} journal row(s)${runs})` : s.text;
    return `${s.key}: ${what}`;
  });
  const count = (result: AnswerSettlement['result']) => settlements.filter((s) => s.result === result).length;
  lines.push(
    `${file}: ${count('settled')} of ${settlements.length} answer(s) recorded now, ${count('recorded')} already recorded, ${count('in-doubt')} still in doubt, ${count('refused')} not recorded`,
  );
  for (const results of rewritten)
    lines.push(
      results.resultsFile
        ? `run ${results.runId}: results written again from the journal: ${results.resultsFile} (the workbook written while the journal was away is not up to date)`
        : `run ${results.runId}: the results could not be written again: ${results.resultsProblem ?? 'unknown'}; every outcome is in the journal: invoice-batch journal --run ${results.runId}`,
    );
  // Keys and answers are outside text: no line can be faked.
  return `${lines.map(escapeControlCharacters).join('\n')}\n`;
}
