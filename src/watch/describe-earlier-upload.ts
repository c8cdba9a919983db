/**
 * What a refused drop file's results say of the earlier upload of its content: the run, file, time,
 * results and what came of its invoices, counted in the words of the results workbook.
 */
import type { EarlierUpload } from '../journal/watch-files.js';
import { describeOutcomeCounts } from '../report/count-outcomes.js';
import { localDateTime } from '../report/local-time.js';

export function describeEarlierUpload(earlier: EarlierUpload): [string, string | number][] {
  return [
    ['Earlier run', earlier.runId],
    ['Earlier file', earlier.sourceFile],
    ['Earlier finished', earlier.finishedAt ? localDateTime(new Date(earlier.finishedAt)) : ''],
    ['Earlier results', earlier.resultsFile ?? ''],
    ['Earlier outcome', describeOutcomeCounts(earlier)],
  ];
}
