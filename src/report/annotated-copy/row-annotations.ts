/**
 * What the annotated copy writes on each source row of an invoice, read from the journal: the
 * outcome, the instance id and the message, by sheet and row. Every row of an invoice shares one
 * object, so memory grows with the invoices and a map entry per source row (about 10 MB for
 * 100,000 rows), never with the cells of the file.
 */
import type { Journal } from '../../journal/open-journal.js';
import type { AnnotationRow, ProblemRow } from '../../journal/report-rows.js';
import { parseSourceRows } from './parse-source-rows.js';
import { outcomeWordOf, type OutcomeWord } from '../outcome-words.js';
import { COLUMN_HEADERS } from '../column-headers.js';
import { tellsReplacedCell } from '../../mapping/secret-cell-problems.js';
import { toldCellKey } from './replaced-cells.js';
import { inDoubtIdNext } from '../outcome-next-steps.js';
import { inDoubtIdKind } from '../../finance-api/offer-answered-ids.js';

/** The Outcome column's words: the vocabulary's. */
export type AnnotationOutcome = OutcomeWord;

export interface RowAnnotation {
  outcome: AnnotationOutcome;
  /** Text, leading zeros kept; '' when none. */
  instanceId: string;
  /** The problems of an invalid invoice, else the API's message or what the journal says; '' when none. */
  message: string;
  /**
   * Cells (toldCellKey) whose problem already says the copy shows *** in their place, so the copy
   * adds no second note for them. @default none
   */
  told?: ReadonlySet<string> | undefined;
}

/** The three columns added to the source, in order. */
export const ANNOTATION_HEADERS = [COLUMN_HEADERS.outcome, COLUMN_HEADERS.instanceId, COLUMN_HEADERS.message] as const;

/** Excel's limit for the text of a cell. */
export const MAX_CELL_CHARS = 32_767;

/** Row annotations by sheet name ('' for CSV), then by 1-based source row. */
export type RowAnnotations = Map<string, Map<number, RowAnnotation>>;

const PAGE = 1000;

export function outcomeWord(row: Pick<AnnotationRow, 'state' | 'attempts' | 'detail'>): AnnotationOutcome {
  return outcomeWordOf(row);
}

/** The answer's words kept after what to do: a gateway's page is noise to the person reading the row. */
const IN_DOUBT_ANSWER_CHARS = 120;

/** What a person does about an in-doubt row, by what the journal holds of its instance, then the answer, shortened. */
function inDoubtMessage(said: string, row: { instanceId: string | null; detail: string | null }): string {
  const answer = said.length > IN_DOUBT_ANSWER_CHARS ? `${said.slice(0, IN_DOUBT_ANSWER_CHARS)} ...` : said;
  return `in doubt: do not post or pay it again by hand; ${inDoubtIdNext(inDoubtIdKind(row))}${answer ? `. The answer: ${answer}` : ''}`;
}

function clip(text: string): string {
  return text.length > MAX_CELL_CHARS ? `${text.slice(0, MAX_CELL_CHARS - 4)} ...` : text;
}

function problemText(problem: ProblemRow): string {
  const where = [
    problem.row !== null ? `row ${problem.row}` : '',
    problem.column ? `column "${problem.column}"` : (problem.field ?? ''),
  ]
    .filter(Boolean)
    .join(', ');
  const got =
    problem.value === null
      ? ''
      : `, got "${problem.value.length > 200 ? `${problem.value.slice(0, 200)}...` : problem.value}"`;
  return `${where ? `${where}: ` : ''}${problem.message}${got}`;
}

/** The problems of each invalid invoice of a run, as one text each, and the cells they tell are replaced. */
async function problemsByInvoice(
  journal: Journal,
  runId: number,
): Promise<{ texts: Map<number, string>; told: Map<number, Set<string>> }> {
  const texts = new Map<number, string>();
  const told = new Map<number, Set<string>>();
  for (let after = 0; ;) {
    const page = await journal.lists.listRunProblemsPage(runId, after, PAGE);
    for (const problem of page) {
      if (problem.invoiceRowId === null) continue;
      if (problem.row !== null && problem.column && tellsReplacedCell(problem.message)) {
        const cells = told.get(problem.invoiceRowId) ?? new Set<string>();
        told.set(problem.invoiceRowId, cells.add(toldCellKey(problem.row, problem.column)));
      }
      const earlier = texts.get(problem.invoiceRowId);
      // Enough to act on: the cell's own text stays whole in the results workbook's Problems sheet.
      if (earlier !== undefined && earlier.length >= MAX_CELL_CHARS) continue;
      texts.set(
        problem.invoiceRowId,
        clip(earlier === undefined ? problemText(problem) : `${earlier}; ${problemText(problem)}`),
      );
    }
    if (page.length < PAGE) break;
    after = page[page.length - 1]?.id ?? after;
  }
  return { texts, told };
}

export async function readRowAnnotations(journal: Journal, runId: number): Promise<RowAnnotations> {
  const { texts: problems, told } = await problemsByInvoice(journal, runId);
  const bySheet: RowAnnotations = new Map();
  for (let after = 0; ;) {
    const page: AnnotationRow[] = await journal.lists.listRunAnnotationsPage(runId, after, PAGE);
    for (const row of page) {
      const outcome = outcomeWord(row);
      const said = row.eMessage ?? row.detail ?? '';
      const message =
        outcome === 'invalid'
          ? (problems.get(row.id) ?? row.detail ?? '')
          : outcome === 'in doubt'
            ? inDoubtMessage(said, row)
            : said;
      const annotation: RowAnnotation = {
        outcome,
        instanceId: row.instanceId ?? '',
        message: clip(message),
        told: told.get(row.id),
      };
      for (const part of parseSourceRows(row.sheet ?? undefined, row.rows)) {
        const key = part.sheet ?? '';
        let rows = bySheet.get(key);
        if (!rows) bySheet.set(key, (rows = new Map()));
        for (const number of part.rows) rows.set(number, annotation);
      }
    }
    if (page.length < PAGE) break;
    after = page[page.length - 1]?.id ?? after;
  }
  return bySheet;
}
