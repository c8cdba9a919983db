/**
 * The size of a create's request body and the profile's limit on it (`gateway.maxRequestBytes`):
 * validate and the create measure the same bytes, the JSON the create sends.
 */
import type { Invoice } from '../invoice/invoice-schema.js';

/** An invoice's request body as the create sends it and the journal holds it. */
export function invoiceRequestBody(invoice: Invoice): string {
  return JSON.stringify(invoice);
}

/** `1.2 MB`, `840 kB`, `312 bytes`: decimal units, as a size is usually stated. */
export function sizeText(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1000) return `${Math.round(bytes / 1000)} kB`;
  return `${bytes} bytes`;
}

/** `1 MiB`, `512 KiB`, `1000000 bytes`: a limit in the units it was most likely set in. */
function limitText(bytes: number): string {
  if (bytes % 1_048_576 === 0) return `${bytes / 1_048_576} MiB`;
  if (bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

/** `the gateway takes at most 1 MiB (maxRequestBytes)`, for a reason that names the declared limit. */
export function limitWords(maxRequestBytes: number): string {
  return `the gateway takes at most ${limitText(maxRequestBytes)} (maxRequestBytes)`;
}

/**
 * Why a body is too large to send, or undefined when it fits or no limit is declared. The exact
 * byte counts follow the rounded ones, as a body just over the limit rounds to the limit.
 */
export function oversizeReason(body: string, maxRequestBytes: number | undefined): string | undefined {
  if (maxRequestBytes === undefined) return undefined;
  const bytes = Buffer.byteLength(body);
  if (bytes <= maxRequestBytes) return undefined;
  const exactLimit = limitText(maxRequestBytes).endsWith(' bytes') ? '' : `: ${maxRequestBytes} bytes`;
  return `the request would be ${sizeText(bytes)} (${bytes} bytes); ${limitWords(maxRequestBytes)}${exactLimit}`;
}
