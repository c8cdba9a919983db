/** The invoice amount of an invoice with no total of its own: its lines' net and tax added up. */
export const LINES_TOTAL = "{ formula: 'SUM(items.Amount) + SUM(items.Tax)' }";
