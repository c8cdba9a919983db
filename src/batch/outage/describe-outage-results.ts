/** The lines an upload stopped by its journal adds about the results workbooks it wrote from memory. */
import type { OutageResults } from './write-outage-results.js';

export function describeOutageResults(results: readonly OutageResults[]): string[] {
  return results.map((result) =>
    'written' in result
      ? `The results of run ${result.runId} are in ${result.written}, written before the journal failed to record its name there.`
      : 'file' in result
        ? `The results of run ${result.runId} as far as known are in ${result.file} (its Summary says what the journal does not hold yet).`
        : `The results workbook of run ${result.runId} could not be written either: ${result.problem}; the answers above are what is known.`,
  );
}
