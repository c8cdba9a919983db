/**
 * The journal's statements are written once with `?` placeholders and camelCase aliases (as the
 * SQLite ones are); PostgreSQL wants `$1, $2, ...` and folds unquoted aliases to lower case. This
 * turns the one into the other, once per statement text.
 */
const converted = new Map<string, string>();

export function toPostgresSql(sql: string): string {
  let text = converted.get(sql);
  if (text === undefined) {
    let n = 0;
    // No statement of the journal has a `?` inside a string literal.
    text = sql.replace(/\?/g, () => `$${++n}`).replace(/\bAS ([a-z]+[A-Z]\w*)\b/g, 'AS "$1"');
    converted.set(sql, text);
  }
  return text;
}
