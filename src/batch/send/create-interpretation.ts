/** What the answer to one create request means for the journal, as the interpreters return it. Pure. */
import type { InDoubt } from '../../finance-api/call-outcome.js';
import type { OutcomeRecord } from '../../journal/send-statements.js';

export type RowRecord = Omit<OutcomeRecord, 'at'>;

export interface Settlement {
  rowId: number;
  state: 'created' | 'skipped' | 'failed';
  instanceId?: string | undefined;
  detail: string;
}

export interface Interpretation {
  own: RowRecord;
  /** Earlier in-doubt rows of the key that the answer settles. */
  settle: Settlement[];
}

export function inDoubtRecord(outcome: InDoubt): RowRecord {
  return {
    state: 'in-doubt',
    httpStatus: outcome.status,
    instanceId: outcome.instanceId,
    eRetcode: outcome.retcode,
    eMessage: outcome.message,
    detail: outcome.reason,
    attempts: outcome.attempts,
  };
}
