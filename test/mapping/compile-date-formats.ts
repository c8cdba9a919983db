/** Date format patterns compiled for a test, failing loudly on a pattern the product refuses. */
import { compileDateFormat, type DateFormat } from '../../src/mapping/parse-date-text.js';

export function formats(...patterns: string[]): DateFormat[] {
  return patterns.map((p) => {
    const f = compileDateFormat(p);
    if (typeof f === 'string') throw new Error(f);
    return f;
  });
}
