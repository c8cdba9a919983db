/**
 * The reason of a rejection with the values of the one invoice taken out, so that rejections of
 * many invoices for one cause count as one reason: `Invalid invoice: PayeeId "00123": not a
 * registered advertiser` and the same for "00124" are both `E_RETCODE 4: Invalid invoice: PayeeId
 * "…": not a registered advertiser`. Pure.
 */

/** Longest reason kept; a server's message can be any length. */
const MAX_REASON_LENGTH = 200;

export function rejectionReason(retcode: number | null, message: string | null): string {
  const general = (message ?? '')
    .slice(0, 10 * MAX_REASON_LENGTH)
    .replace(/"(?:[^"\\\n]|\\.)*"|'[^'\n]*'/g, '"…"')
    .replace(/\d+(?:[.,]\d+)*/g, 'N')
    .replace(/\s+/g, ' ')
    .trim();
  const clipped = general.length > MAX_REASON_LENGTH ? `${general.slice(0, MAX_REASON_LENGTH - 1)}…` : general;
  const code = retcode === null ? 'E_RETCODE ?' : `E_RETCODE ${retcode}`;
  return clipped ? `${code}: ${clipped}` : code;
}
