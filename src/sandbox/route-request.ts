/**
 * Which operation a request path names, given the sandbox's segments (seed section 4).
 */
import type { SandboxRoute } from './sandbox-front-options.js';

export const ROUTE_METHODS: Readonly<Record<SandboxRoute, 'GET' | 'POST'>> = {
  advertisers: 'POST',
  create: 'POST',
  status: 'GET',
};

export interface Segments {
  erpSegment: string;
  appSegment: string;
  envSegment: string;
}

export function matchRoute(pathname: string, segments: Segments): SandboxRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/v1/advertiser/referenceData/extractReferenceData') return 'advertisers';
  const base = `/${[segments.erpSegment, segments.appSegment, segments.envSegment].map(encodeURIComponent).join('/')}/v1/finance/invoice`;
  if (path === `${base}/create`) return 'create';
  if (path === `${base}/status`) return 'status';
  return undefined;
}
