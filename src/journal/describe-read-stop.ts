/**
 * The one wording for a run whose file was not read to its end because a stop came while it was
 * read: the terminal, --json, the results Summary and history all say it so. Pure.
 */

/** `read 2500 invoices of the file before the stop; the rest was not read: upload the file again to post them` */
export function describeReadStop(invoicesRead: number): string {
  const read = invoicesRead === 1 ? '1 invoice' : `${invoicesRead} invoices`;
  return `read ${read} of the file before the stop; the rest was not read: upload the file again to post them`;
}
