/**
 * The three addresses of the finance API, composed exactly as the seed shows them (section 4).
 */
import type { ApiTarget } from './api-target.js';

export const API_VERSION = 'v1';

/** The fixed leading path segments of the invoice operations when a profile names none. */
export const DEFAULT_PATH_SEGMENTS = { erpSegment: 'erp', appSegment: 'invoicing', envSegment: 'qa' } as const;

type PathParts = Pick<ApiTarget, 'baseUrl' | 'erpSegment' | 'appSegment' | 'envSegment'>;

/** `{base}/v1/advertiser/referenceData/extractReferenceData` */
export function advertisersUrl(target: Pick<ApiTarget, 'baseUrl'>): string {
  return `${target.baseUrl}/${API_VERSION}/advertiser/referenceData/extractReferenceData`;
}

function invoiceBase(target: PathParts): string {
  const segments = [target.erpSegment, target.appSegment, target.envSegment].map(encodeURIComponent);
  return `${target.baseUrl}/${segments.join('/')}/${API_VERSION}/finance/invoice`;
}

/** `{base}/{erp}/{app}/{env}/v1/finance/invoice/create` */
export function createInvoiceUrl(target: PathParts): string {
  return `${invoiceBase(target)}/create`;
}

/** `{base}/{erp}/{app}/{env}/v1/finance/invoice/status?INSTANCE_ID=...` */
export function invoiceStatusUrl(target: PathParts, instanceId: string): string {
  return `${invoiceBase(target)}/status?INSTANCE_ID=${encodeURIComponent(instanceId)}`;
}
