/**
 * Reads the staged invoices of one run a page at a time, so a run of any size is never held
 * whole: in file order, or (with `startAnywhere`) from a random place to the end and then from
 * the start up to that place.
 */
import type { Journal, JournalStatements } from '../journal/journal.js';
import type { StagedInvoice } from '../journal/stage-statements.js';

export interface StagedRowReader {
  /** The next staged row, read inside the caller's transaction; undefined when none is left. */
  next(tx: JournalStatements): Promise<StagedInvoice | undefined>;
  /** Rows read but not yet returned, or pages not yet read. */
  hasMore(): boolean;
}

/** A row id just before a random staged row of the run; undefined when fewer than two are staged. */
async function randomPlace(journal: Journal, runId: number): Promise<number | undefined> {
  const range = await journal.stage.stagedIdRange(runId);
  if (range === undefined || range.last === range.first) return undefined;
  return range.first - 1 + Math.floor(Math.random() * (range.last - range.first + 1));
}

/** Takes out of a page the rows decided without planning each one; returns those left to plan. */
export type ScreenPage = (tx: JournalStatements, page: StagedInvoice[]) => Promise<StagedInvoice[]>;

export async function createStagedRowReader(
  journal: Journal,
  runId: number,
  pageSize: number,
  startAnywhere: boolean,
  screen: ScreenPage = async (_tx, page) => page,
): Promise<StagedRowReader> {
  const wrapAt = startAnywhere ? await randomPlace(journal, runId) : undefined;
  let page: StagedInvoice[] = [];
  let pageIndex = 0;
  let exhausted = false;
  let cursor = wrapAt ?? 0;
  let untilId: number | undefined;
  return {
    async next(tx) {
      while (pageIndex >= page.length && !exhausted) {
        const read = await tx.stage.listStagedPage(runId, cursor, pageSize, untilId);
        cursor = read[read.length - 1]?.id ?? cursor;
        page = read.length > 0 ? await screen(tx, read) : read;
        pageIndex = 0;
        // A full page may have more after it, even when the screen took every row of it.
        if (read.length === pageSize) continue;
        if (wrapAt !== undefined && untilId === undefined) {
          untilId = wrapAt;
          cursor = 0;
        } else exhausted = true;
      }
      return page[pageIndex++];
    },
    hasMore: () => pageIndex < page.length || !exhausted,
  };
}
