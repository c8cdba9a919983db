/**
 * The journal's statements are written once with `?` placeholders and camelCase aliases (as the
 * SQLite ones are); PostgreSQL wants `$1, $2, ...` and folds unquoted aliases to lower case. This
 * turns the one into the other, once per statement text.
 */
export interface PostgresStatement {
  text: string;
  /**
   * Name of the prepared statement: each connection parses and plans a statement once and then
   * only binds values, which is most of the server's work for the journal's short statements.
   */
  name: string;
}

const converted = new Map<string, PostgresStatement>();

export function toPostgresSql(sql: string): PostgresStatement {
  let statement = converted.get(sql);
  if (statement === undefined) {
    let n = 0;
    // No statement of the journal has a `?` inside a string literal.
    const text = sql.replace(/\?/g, () => `$${++n}`).replace(/\bAS ([a-z]+[A-Z]\w*)\b/g, 'AS "$1"');
    statement = { text, name: `invoice_batch_${converted.size + 1}` };
    converted.set(sql, statement);
  }
  return statement;
}
