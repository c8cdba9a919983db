/**
 * The reason of a rejection with the values of the one invoice taken out, so that rejections of
 * many invoices for one cause count as one reason: `Invalid invoice: PayeeId "00123": not a
 * registered advertiser` and the same for "00124" are both `E_RETCODE 4: Invalid invoice: PayeeId
 * "…": not a registered advertiser`. Pure.
 */

import { refusalCode } from './http-status-meaning.js';

/** Longest reason kept; a server's message can be any length. */
const MAX_REASON_LENGTH = 200;

/** @param status the HTTP status of the rejection, which names it when it has no E_RETCODE @default none */
export function rejectionReason(
  retcode: number | null | undefined,
  message: string | null,
  status?: number | null,
): string {
  const general = (message ?? '')
    .slice(0, 10 * MAX_REASON_LENGTH)
    .replace(/"(?:[^"\\\n]|\\.)*"|'[^'\n]*'/g, '"…"')
    .replace(/\d+(?:[.,]\d+)*/g, 'N')
    .replace(/\s+/g, ' ')
    .trim();
  const clipped = general.length > MAX_REASON_LENGTH ? `${general.slice(0, MAX_REASON_LENGTH - 1)}…` : general;
  const code = refusalCode(retcode, status);
  return clipped ? `${code}: ${clipped}` : code;
}
