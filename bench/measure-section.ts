/**
 * Runs one section of the bench: skipped unless BENCH_ROWS names it, its progress on stderr, and a
 * failure turned into an ERROR row, so one measurement that cannot be made does not lose the rest.
 */
import { seconds, type BenchRow } from './print-table.js';

export const progress = (text: string) => process.stderr.write(`bench: ${text}\n`);

function failedRow(id: string, measure: string, error: unknown): BenchRow {
  const message = error instanceof Error ? error.message : String(error);
  return {
    id,
    measure,
    figure: '-',
    baseline: '-',
    ratio: '-',
    goal: '-',
    verdict: 'ERROR',
    note: message.split('\n')[0] ?? '',
  };
}

/** The row ids or numbers of BENCH_ROWS, or undefined for every row. */
function chosenRows(env: NodeJS.ProcessEnv = process.env): string[] | undefined {
  const list = env.BENCH_ROWS?.split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return list && list.length > 0 ? list : undefined;
}

const CHOSEN = chosenRows();

export async function section<T>(
  id: string,
  measure: string,
  run: () => Promise<T>,
  rows: (value: T) => BenchRow[],
): Promise<{ rows: BenchRow[]; value?: T }> {
  if (CHOSEN && !CHOSEN.some((entry) => entry === id || entry === id.charAt(0))) return { rows: [] };
  const started = Date.now();
  progress(`${measure} ...`);
  try {
    const value = await run();
    progress(`${measure}: done in ${seconds((Date.now() - started) / 1000)}`);
    return { rows: rows(value), value };
  } catch (error) {
    progress(`${measure}: failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return { rows: [failedRow(id, measure, error)] };
  }
}
