/**
 * PDF attachments travel base64-encoded inside the create body, a third larger than the file. The
 * default size limit of a mapping and the body limit of the sandbox are both derived from here, so
 * the largest PDF the tool accepts by default is a body the sandbox accepts.
 */

/** The largest PDF a mapping attaches unless `attachments.maxSizeMb` says otherwise: 20 MiB. */
export const DEFAULT_MAX_PDF_BYTES = 20 * 1024 * 1024;

/** Room in a create body for everything but the PDF (hundreds of lines, contacts, events). */
export const BODY_ROOM_BESIDES_PDF = 4 * 1024 * 1024;

/** Characters of the base64 text of `bytes` bytes (padded). */
export function base64Length(bytes: number): number {
  return 4 * Math.ceil(bytes / 3);
}
