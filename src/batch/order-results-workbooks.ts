/**
 * Results workbooks are applied in the order their runs happened, whatever order they are named in
 * (a shell glob sorts by name: `may-...` before `april-...`): a workbook's held row says nothing was
 * posted, and only the run before it, which created the key, says by whom. Pure.
 */

export interface DatedWorkbook {
  /** When the run that wrote it started (its Summary's Started); undefined when it does not say. */
  startedAt: Date | undefined;
  /** The journal's number of that run: of two begun in the same second (the Summary's precision), the lower came first. */
  run: number | undefined;
}

const LAST = Number.POSITIVE_INFINITY;

/** Oldest run first; workbooks that do not say when their run started keep their order, after the others. */
export function orderResultsWorkbooks<T extends DatedWorkbook>(workbooks: readonly T[]): T[] {
  const time = (workbook: T) => workbook.startedAt?.getTime() ?? LAST;
  const run = (workbook: T) => (workbook.startedAt === undefined ? LAST : (workbook.run ?? LAST));
  const compare = (a: number, b: number) => (a === b ? 0 : a < b ? -1 : 1);
  return [...workbooks].sort((a, b) => compare(time(a), time(b)) || compare(run(a), run(b)));
}
