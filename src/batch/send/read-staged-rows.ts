/**
 * Reads the staged invoices of one run a page at a time, so a run of any size is never held
 * whole: in file order, or (with `startAnywhere`, for workers sharing a journal) from a random
 * place, moving to another random place of what is left whenever the rows where it reads turn out
 * to be another worker's (`moveOn`). Workers that all read from the same place, or that catch up
 * with one another, claim the same keys turn after turn: most of their claims come back held or
 * decided by the other, each a round trip. Every staged row is still read: what a move leaves
 * behind is read later.
 */
import type { Journal, JournalStatements } from '../../journal/journal.js';
import type { StagedInvoice } from '../../journal/stage-statements.js';

export interface StagedRowReader {
  /** The next staged row, read inside the caller's transaction; undefined when none is left. */
  next(tx: JournalStatements): Promise<StagedInvoice | undefined>;
  /** Rows read but not yet returned, or rows not yet read. */
  hasMore(): boolean;
  /**
   * The rows here are being handled by another worker: read on from another random place of what
   * is left (only with `startAnywhere`; else nothing changes). The rows read but not returned are
   * read again later, if still staged.
   */
  moveOn(): void;
  /** The reader as it is now; the function returned puts it back so (its rows are read again). */
  save(): () => void;
}

/** Takes out of a page the rows decided without planning each one; returns those left to plan. */
export type ScreenPage = (tx: JournalStatements, page: StagedInvoice[]) => Promise<StagedInvoice[]>;

export interface StagedRowReaderOptions {
  pageSize: number;
  startAnywhere: boolean;
  screen?: ScreenPage | undefined;
  /** @default Math.random */
  random?: (() => number) | undefined;
}

/** Row ids still to read: those in (after, through]. Rows up to `read` are in the page being returned. */
interface Gap {
  after: number;
  through: number;
  read: number;
  /** No staged row is left after `read`. */
  readAll: boolean;
}

const gapOf = (after: number, through: number): Gap => ({ after, through, read: after, readAll: false });

/** Cuts `gap` at a random id and returns the part after the cut; undefined when it is too small to cut. */
function cutGap(gap: Gap, random: () => number): Gap | undefined {
  const span = gap.through - gap.after;
  if (span < 2) return undefined;
  const at = gap.after + 1 + Math.floor(random() * (span - 1));
  const rest = gapOf(at, gap.through);
  gap.through = at;
  return rest;
}

/** Reads the rows staged when it starts (a run is staged whole before it is sent). */
export async function createStagedRowReader(
  journal: Journal,
  runId: number,
  options: StagedRowReaderOptions,
): Promise<StagedRowReader> {
  const { pageSize, startAnywhere } = options;
  const screen = options.screen ?? (async (_tx, page) => page);
  const random = options.random ?? Math.random;
  const range = await journal.stage.stagedIdRange(runId);
  // The gap being read comes first.
  const gaps: Gap[] = range ? [gapOf(range.first - 1, range.last)] : [];
  const moveTo = (gap: Gap) => {
    const rest = cutGap(gap, random);
    if (rest) gaps.unshift(rest);
  };
  if (startAnywhere && gaps[0]) moveTo(gaps[0]);
  /** Rows of the first gap, read and screened, not yet returned. */
  let page: StagedInvoice[] = [];
  let pageIndex = 0;
  return {
    async next(tx) {
      for (;;) {
        const gap = gaps[0];
        if (!gap) return undefined;
        if (pageIndex < page.length) {
          const row = page[pageIndex++] as StagedInvoice;
          gap.after = row.id;
          return row;
        }
        if (gap.readAll) {
          gaps.shift();
          continue;
        }
        const read = await tx.stage.listStagedPage(runId, gap.read, pageSize, gap.through);
        // A full page may have more after it, even when the screen took every row of it.
        gap.readAll = read.length < pageSize;
        gap.read = read[read.length - 1]?.id ?? gap.read;
        page = read.length > 0 ? await screen(tx, read) : read;
        pageIndex = 0;
      }
    },
    hasMore: () => pageIndex < page.length || gaps.length > 0,
    save() {
      const saved = { gaps: gaps.map((gap) => ({ ...gap })), page, pageIndex };
      return () => {
        gaps.splice(0, gaps.length, ...saved.gaps.map((gap) => ({ ...gap })));
        page = saved.page;
        pageIndex = saved.pageIndex;
      };
    },
    moveOn() {
      const current = gaps[0];
      if (!startAnywhere || !current) return;
      // The rows of the page not returned stay in the gap, and are read again when it is read on.
      current.read = current.after;
      current.readAll = false;
      page = [];
      pageIndex = 0;
      const span = (gap: Gap) => gap.through - gap.after;
      moveTo(gaps.reduce((widest, gap) => (span(gap) > span(widest) ? gap : widest), current));
    },
  };
}
