/**
 * The one wording for a run whose file was not read to its end because a stop came while it was
 * read: the terminal, --json, the results Summary and history all say it so. Pure.
 */
import { plural } from '../invoice/format-count.js';

/** `read 2500 invoices of the file before the stop; the rest was not read: upload the file again to post them` */
export function describeReadStop(invoicesRead: number): string {
  const read = plural(invoicesRead, 'invoice');
  return `read ${read} of the file before the stop; the rest was not read: upload the file again to post them`;
}
