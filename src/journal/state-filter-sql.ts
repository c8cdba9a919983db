/**
 * Which invoice rows a listing keeps, in the journal's terms: a state, and for some states only
 * the rows none (or some) of whose requests left. A listing filtered by what it shows (the word
 * "not sent" is `failed` rows never sent and `staged` ones; "held: differs" is `skipped` rows with
 * a held detail; "resolved: not created" is `failed` rows with a resolved detail; "already created" is `created` rows
 * with an already-created detail) is one of these, so a row is listed
 * under the word its Outcome column gives it (report/outcome-words.ts derives them).
 */
import {
  detailAlreadyCreatedSql,
  detailHeldSql,
  neverSentSql,
  resolvedNotCreatedSql,
  type InvoiceState,
} from './invoice-state.js';

export interface StateMatch {
  state: InvoiceState;
  /** true: only rows with a request that reached the finance system; false: only rows never sent (`isNeverSent` but for the state); absent: both. */
  sent?: boolean;
  /**
   * Which detail the rule reads: `held`, rows held as differing (`isHeldDiffers`); `resolved`, rows
   * resolved as not created (`isResolvedNotCreated`); `already`, rows the finance system already
   * held (`isAlreadyCreated`); `none`, none of them; absent: any.
   */
  marked?: 'held' | 'resolved' | 'already' | 'none';
}

/** Rows matching any entry; undefined keeps every row. */
export type StateFilter = readonly StateMatch[];

/** The filter as a condition on the invoices table with its `?` parameters; no filter is always true. */
export function stateFilterSql(filter: StateFilter | undefined): { sql: string; params: InvoiceState[] } {
  if (filter === undefined) return { sql: '1 = 1', params: [] };
  // An empty filter keeps nothing, as an empty list of words would.
  if (filter.length === 0) return { sql: '1 = 0', params: [] };
  const parts = filter.map(({ sent, marked }) => {
    const conditions = ['state = ?'];
    if (sent !== undefined) conditions.push(neverSentSql(!sent));
    if (marked === 'held') conditions.push(detailHeldSql(true));
    if (marked === 'resolved') conditions.push(resolvedNotCreatedSql(true));
    if (marked === 'already') conditions.push(detailAlreadyCreatedSql(true));
    if (marked === 'none')
      conditions.push(detailHeldSql(false), resolvedNotCreatedSql(false), detailAlreadyCreatedSql(false));
    return conditions.length === 1 ? 'state = ?' : `(${conditions.join(' AND ')})`;
  });
  return { sql: `(${parts.join(' OR ')})`, params: filter.map((match) => match.state) };
}

/** One state, or none: the filter of the callers that name a journal state. */
export const stateFilterOf = (state: InvoiceState | undefined): StateFilter | undefined =>
  state === undefined ? undefined : [{ state }];
