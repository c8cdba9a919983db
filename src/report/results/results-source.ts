/** What the results workbook reads of a run, a page at a time: the journal, or a copy of the run kept in memory. */
import type { ListStatements } from '../../journal/list-statements.js';

export interface ResultsSource {
  lists: Pick<ListStatements, 'listRunResultsPage' | 'listRunProblemsPage'>;
}
