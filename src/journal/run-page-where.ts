/** Keyset paging over a run in id order: answered from `invoices_by_run` without sorting the run. */
export const runPageWhere = (condition = ''): string =>
  `FROM invoices WHERE run_id = ? AND id > ?${condition ? ` AND ${condition}` : ''} ORDER BY id LIMIT ?`;

/** Every row of a run, a page at a time: its parameters are the run's id, the last id read and the page size. */
export const RUN_PAGE_WHERE = runPageWhere();
