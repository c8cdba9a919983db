/**
 * What a throttled read's Retry-After asked when it asked for longer than the tool waits between
 * attempts: the tool gave up well before that time, and the user should know the server named it.
 */
import { parseRetryAfter } from './retry-timing.js';

function waitText(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 3600) return `${seconds} s`;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${seconds} s (${hours} h${minutes ? ` ${minutes} min` : ''})`;
}

/**
 * The words to add to the failure, or undefined when the answer named no wait or one the tool waits.
 * @param header the answer's Retry-After, as written
 * @param maxDelayMs the longest the tool waits between attempts (RetryPolicy.maxDelayMs)
 */
export function describeLongRetryAfter(header: string | null, maxDelayMs: number, nowMs: number): string | undefined {
  const waitMs = parseRetryAfter(header, nowMs);
  if (waitMs === undefined || waitMs <= maxDelayMs) return undefined;
  const asked = /^\s*\d+\s*$/.test(header ?? '') ? waitText(waitMs) : `until ${header!.trim()}`;
  return `the server asked to wait ${asked} (Retry-After), longer than invoice-batch waits at most ${waitText(maxDelayMs)} between attempts: run it again after that time`;
}
