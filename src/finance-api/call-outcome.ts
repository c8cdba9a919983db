/**
 * What a call to the finance API can come to. Calls return these; they never throw for an
 * HTTP or network failure.
 */
import type { CreateResponse } from './create-response-schema.js';
import type { StatusResponse } from './status-response-schema.js';
import type { Advertiser } from './advertiser-list-schema.js';

/**
 * What a refusal means for the request. Every kind but `in-doubt` proves the request was not
 * processed: `throttled`, `unavailable` and `authorizer-refused` (the gateway's authorizer step
 * failed, before the integration) go again after a wait, `key-refused` stops the run, `too-large`
 * and `refused` fail that invoice only.
 */
export type GatewayFaultKind =
  'throttled' | 'unavailable' | 'authorizer-refused' | 'too-large' | 'key-refused' | 'refused' | 'in-doubt';

/** HTTP answered with an error status, or a body that is not the expected JSON. */
export interface HttpFailure {
  kind: 'http-error';
  /** HTTP status; 200 when the body was not the expected shape. */
  status: number;
  /** The seed's meaning of the status (section 7), or a description of the bad body. */
  meaning: string;
  /** First 300 characters of the body, key removed. */
  excerpt: string;
  /** What the gateway's fault code says, when the answer is a known gateway refusal (gateway-fault.ts). */
  /** A gateway's used-up quota refused it: its words and code (gateway-fault.ts faultSaid); every later call meets it too. @default not a quota */
  quotaSaid?: string | undefined;
  gatewayFault?: GatewayFaultKind | undefined;
  /** The gateway that blocked the request before the finance system (a Cloudflare challenge): not a refusal of the key. */
  blockedBy?: string | undefined;
  /** The title of a login proxy's sign-in page that answered instead of the API ('' for none) (read-sign-in-page.ts). */
  signInPage?: string | undefined;
  /**
   * With a 401: the sign of a reverse proxy in front (read-proxy-front.ts), which may have dropped
   * the api_key header. @default undefined: none showed
   */
  proxyFront?: string | undefined;
  attempts: number;
}

/** The request may have been processed but the answer does not say so: timeout, a 5xx, an unreadable 2xx, reset after sending. */
export interface InDoubt {
  kind: 'in-doubt';
  reason: string;
  /** Set when an answer (a 5xx, or a 2xx that could not be read) was received. */
  status?: number;
  /** The instance the answer names (a non-zero E_RETCODE with an id): look it up by this id. */
  instanceId?: string | undefined;
  /** E_RETCODE and E_MESSAGE of such an answer. */
  retcode?: number | undefined;
  message?: string | undefined;
  /**
   * The server's words in a 409 Conflict answer ('' when it said none): the back-end holds an
   * invoice of this key, or may; the profile's duplicate rules read it. @default undefined: not a 409
   */
  conflict?: string | undefined;
  /** The title of a login proxy's sign-in page that answered the create ('' for none) (read-sign-in-page.ts). */
  signInPage?: string | undefined;
  attempts: number;
}

/** No byte reached the server (connection refused, DNS failure) even after the allowed attempts. */
export interface NotSent {
  kind: 'not-sent';
  reason: string;
  attempts: number;
  /** Refused here, before any attempt, as larger than the profile's `gateway.maxRequestBytes`: not a sign of an unreachable API. @default false */
  tooLarge?: boolean | undefined;
}

export type CreateOutcome =
  | {
      kind: 'created';
      instanceId: string;
      status: number;
      response: CreateResponse;
      attempts: number;
    }
  | {
      /** HTTP 200 with E_RETCODE not 0: the finance system refused the invoice. */
      kind: 'rejected';
      status: number;
      retcode: number;
      message: string;
      attempts: number;
    }
  | HttpFailure
  | InDoubt
  | NotSent;

export type StatusOutcome =
  | { kind: 'status'; status: number; response: StatusResponse; attempts: number }
  | { kind: 'rejected'; status: number; retcode: number; message: string; attempts: number }
  | {
      /** The answer is the status of another instance than the one asked for, or does not say which. */
      kind: 'other-instance';
      status: number;
      asked: string;
      /** E_STATUS.INV_INSTNC_ID as the answer wrote it; undefined when it has none. */
      answered: string | undefined;
      attempts: number;
    }
  | HttpFailure
  | NotSent
  | { kind: 'timeout'; reason: string; attempts: number };

export type AdvertisersOutcome =
  | { kind: 'advertisers'; status: number; advertisers: Advertiser[]; attempts: number }
  | HttpFailure
  | NotSent
  | { kind: 'timeout'; reason: string; attempts: number };
