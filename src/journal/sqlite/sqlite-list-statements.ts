/**
 * The results page on SQLite, read as arrays and made into objects here: half the time of
 * better-sqlite3 naming each column of each row, on the page the results workbook reads most.
 */
import { withCarriedAt } from '../carried-fields.js';
import type { InvoiceState } from '../invoice-state.js';
import { RUN_RESULTS_PAGE_SQL, type ListStatements } from '../list-statements.js';
import type { SqliteConnection } from './sqlite-connection.js';

export { RUN_PROBLEMS_PAGE_SQL, RUN_RESULTS_PAGE_SQL } from '../list-statements.js';

// The columns of RUN_RESULTS_PAGE_SQL in order, the carried ones (texts) last; S and N: a text or a number that may be null.
type S = string | null;
type N = number | null;
type ResultTuple = [
  number,
  string,
  S,
  string,
  S,
  S,
  S,
  S,
  S,
  InvoiceState,
  N,
  N,
  S,
  S,
  S,
  number,
  number,
  number,
  S,
  N,
  S,
  ...S[],
];
/** Where the carried columns start in a ResultTuple. */
const CARRIED_START = 21;

export function sqliteResultsPage(connection: SqliteConnection): Pick<ListStatements, 'listRunResultsPage'> {
  return {
    async listRunResultsPage(runId, afterId, limit) {
      const tuples = connection.statement(RUN_RESULTS_PAGE_SQL).raw(true).all(runId, afterId, limit) as ResultTuple[];
      return tuples.map((t) =>
        withCarriedAt(
          {
            id: t[0],
            sourceFile: t[1],
            sheet: t[2],
            rows: t[3],
            invoiceId: t[4],
            invoiceNumber: t[5],
            payeeId: t[6],
            currencyCode: t[7],
            invoiceAmount: t[8],
            state: t[9],
            httpStatus: t[10],
            eRetcode: t[11],
            instanceId: t[12],
            eMessage: t[13],
            detail: t[14],
            attempts: t[15],
            lines: t[16],
            createdEarlier: t[17],
            earlierInstanceId: t[18],
            earlierRunId: t[19],
            earlierDetail: t[20],
          },
          t,
          CARRIED_START,
        ),
      );
    },
  };
}
