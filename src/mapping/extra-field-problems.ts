import type { InvoiceGroup } from './invoice-group.js';

/**
 * A CSV record with filled fields past the header makes its invoice invalid: the reader cannot
 * tell which value the delimiter split, and the part past the header would be lost.
 */
export function addExtraFieldProblems(group: InvoiceGroup, headers: number): void {
  const rows = group.header === group.lines[0] ? group.lines : [group.header, ...group.lines];
  for (const row of rows) {
    const extra = row.extraFields;
    if (!extra) continue;
    const fields = extra.count === 1 ? 'a field' : `${extra.count} fields`;
    group.problems.push({
      file: row.file,
      sheet: row.sheet,
      row: row.row,
      value: extra.first,
      message:
        `this record has ${fields} past the header's ${headers} columns, which would be lost; ` +
        'put quotes around a value that contains the delimiter (e.g. "1,234.56"), or give the column a header',
    });
  }
}
