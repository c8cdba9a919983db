/**
 * What stands in front of the sandbox's API, set on a sandbox: a gateway and its policies, an
 * outage of creates, a load balancer's redirection, a login proxy's sign-in page.
 */
import type { SignInPageName } from './sign-in-pages.js';

/** The three operations of the API. */
export type SandboxRoute = 'advertisers' | 'create' | 'status';

/** A redirection the sandbox answers with, unprocessed, as a load balancer does for a moved base URL (redirect-answer.ts). */
export interface RedirectOption {
  /** 301, 302, 303, 307, 308, or any other status. */
  status: number;
  /** The Location header as sent: absolute or relative, credentials and query string included. */
  location: string;
  /** Only requests of this operation are redirected. @default every operation */
  route?: SandboxRoute;
}

/**
 * `gateway`: 502 or 504 with the gateway's HTML page, in turn; `login`: 302 to a single sign-on
 * page, as an identity-aware proxy answers; `reset`: the connection reset once the request is
 * read; `hang`: no answer at all, until the client gives up.
 */
export type CreateOutageKind = 'gateway' | 'login' | 'reset' | 'hang';

export interface CreateOutageOption {
  kind: CreateOutageKind;
  /** Creates answered as usual before the outage begins. @default 0 */
  after?: number;
}

/** A login proxy in front of the API, answering its sign-in page (sign-in-answer.ts). */
export interface SignInOption {
  /** Whose sign-in page answers (sign-in-pages.ts). */
  page: SignInPageName;
  /** Only requests of this operation get the page. @default every operation */
  route?: SandboxRoute;
  /** Requests of that route answered as usual before the proxy stands in front, as when a session ends mid-run. @default 0 */
  after?: number;
}

/** The gateway's policies; each is off unless set. */
export interface GatewayOptions {
  /** Requests admitted per second by a spike arrest, one every 1000/N ms. @default no spike arrest */
  spikeArrestPerSecond?: number;
  /** Status of a spike arrest refusal: Apigee Edge and SAP API Management answer 500, Apigee X may answer 429. @default 500 */
  spikeArrestStatus?: 500 | 429;
  /**
   * A quota: requests admitted per period, counted from the sandbox's start; more in a period are
   * refused with QuotaViolation (answered as a spike arrest is) until the next period begins.
   * @default no quota
   */
  quota?: { count: number; periodMs: number };
  /** Share of requests answered 503 NoActiveTargets, as when the target servers fail their health checks (0..1). @default 0 */
  noActiveTargetsRate?: number;
  /** Request bodies larger than this are answered 413 TooBigBody, as Apigee Edge does above 10 MB. @default no limit */
  maxRequestBytes?: number;
  /**
   * nginx's `limit_req zone=... rate=<perSecond>r/s burst=<burst> nodelay` in front: a request over
   * the rate and its burst is answered nginx's stock 503 page (its default `limit_req_status`)
   * before it is forwarded, so nothing is booked. @default no limit_req
   */
  nginxLimitReq?: { perSecond: number; burst: number };
  /** Keys answered 401 InvalidApiKey with the developer's key check, instead of the back-end's 401. @default true */
  checksKeys?: boolean;
}
