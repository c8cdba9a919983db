/**
 * What a refused drop file's results say of the earlier upload of its content: the run, file, time,
 * results and what came of its invoices, counted in the words of the results workbook.
 */
import type { EarlierUpload } from '../journal/watch-files.js';
import { describeOutcomeCounts } from '../report/count-outcomes.js';
import { localDateTime } from '../report/local-time.js';
import { lookUpFiles } from '../report/look-up-files.js';

export function describeEarlierUpload(earlier: EarlierUpload): [string, string | number][] {
  return [
    ['Earlier run', earlier.runId],
    ['Earlier file', earlier.sourceFile],
    ['Earlier finished', earlier.finishedAt ? localDateTime(new Date(earlier.finishedAt)) : ''],
    ['Earlier results', earlierResults(earlier)],
    ['Earlier outcome', describeOutcomeCounts(earlier)],
  ];
}

/** The earlier run's results file, said removed once retention removed it: its outcomes are in the journal. */
function earlierResults({ resultsFile, runId }: EarlierUpload): string {
  if (resultsFile === null) return '';
  const removed = lookUpFiles([resultsFile]).get(resultsFile) === false;
  return removed ? `${resultsFile} (removed; invoice-batch journal --run ${runId} lists its outcomes)` : resultsFile;
}
