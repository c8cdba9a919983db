/**
 * A handled file as `watch --json` lists it and as its log line carries it, and whether it needs
 * a person: one rule for both, so that a monitor reading either finds the same keys and values.
 */
import { countByOutcome } from '../report/count-outcomes.js';
import type { OutcomeWord } from '../report/outcome-words.js';
import type { FileVerdict } from './watch-options.js';
import type { HandledFile } from './watch-summary.js';

/** The file's entry of `watch --json`'s files[], its counts by outcome word when it was uploaded. */
export function handledFileOf(
  verdict: FileVerdict,
  where: Pick<HandledFile, 'name' | 'destination' | 'path' | 'runIds'>,
): HandledFile {
  return {
    name: where.name,
    destination: where.destination,
    path: where.path,
    summary: verdict.summary,
    resultsWorkbook: verdict.resultsWorkbook,
    ...(verdict.annotationProblem ? { annotationProblem: verdict.annotationProblem } : {}),
    runIds: where.runIds,
    ...(verdict.counts ? { invoices: verdict.counts.invoices, outcomes: countByOutcome(verdict.counts) } : {}),
    everyRowLeftOut: verdict.everyRowLeftOut ?? false,
  };
}

// The outcomes that leave nothing to do; any other is on a person (the Legend's "what to do").
const SETTLED: readonly OutcomeWord[] = ['created', 'already created', 'skipped'];

/**
 * True unless the file went to done/ with every invoice settled: one in failed/ (invalid, in
 * doubt, held, rejected, not sent, refused), or left in processing/ or inbox/ to be taken again.
 */
export function needsPerson(file: HandledFile): boolean {
  if (file.destination !== 'done') return true;
  return Object.entries(file.outcomes ?? {}).some(
    ([word, count]) => count > 0 && !SETTLED.includes(word as OutcomeWord),
  );
}

/**
 * The fields of the file's log line: its files[] entry but `summary`, which is the line's message,
 * each text passed through `mask` as the message is.
 */
export function handledFileFields(file: HandledFile, mask: (text: string) => string): Record<string, unknown> {
  const { summary: _summary, ...fields } = file;
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, typeof value === 'string' ? mask(value) : value]),
  );
}
