/**
 * What can be set on a sandbox. Every option is optional; the defaults give a quiet, correct
 * finance back-end on a random loopback port.
 */
import type { NotHttp } from './answer-not-http.js';
import type { AdvertiserShape } from './sandbox-advertisers.js';
import type { AdvertiserPaging } from './page-advertiser-list.js';
import type { Advance } from './sandbox-lifecycle.js';
import type { StatusInstanceId } from './status-instance-fault.js';
import type { UnknownInstanceAnswer } from './unknown-instance-answer.js';
import type { CreatedAnswer } from './created-answer-fault.js';
import type { IdleCloseOption } from './close-idle-connections.js';
import type { ProxyAnswerName, ProxyHopName } from './proxy-own-answers.js';
import type {
  CreateOutageOption,
  GatewayOptions,
  RedirectOption,
  SandboxRoute,
  SignInOption,
} from './sandbox-front-options.js';

/** Cloudflare's own statuses for an origin that failed it (cloudflare-edge-answer.ts). */
export type CloudflareStatus = 520 | 521 | 522 | 523 | 524 | 525 | 526;

/** An answer the sandbox gives instead of (or after) doing its work, for tests. */
export interface InjectedAnswer {
  status: number;
  /** Body text as sent. @default '' */
  body?: string;
  /** @default 'application/json' when the body looks like JSON, else 'text/html' */
  contentType?: string;
  headers?: Record<string, string>;
  /** Only requests of this operation take the answer. @default any operation */
  route?: SandboxRoute;
  /** Process the request first (a create is stored), then give this answer. @default false */
  afterProcessing?: boolean;
  /**
   * Process the request, then send the sandbox's own JSON answer (for a create: E_RETCODE 0 and
   * the new E_INSTANCE_ID) with this status and headers instead of `body`, as a gateway that
   * rewrites the status does. Implies afterProcessing. @default false
   */
  processedBody?: boolean;
  /** Written this long after the request was read, as a proxy that waited out its upstream timeout. @default 0 */
  delayMs?: number;
}

export interface SandboxOptions {
  /** TCP port; 0 picks a free one. @default 0 */
  port?: number;
  /** Address to listen on. @default '127.0.0.1' */
  host?: string;
  /** @default DEFAULTS.erpSegment ('erp') */
  erpSegment?: string;
  /** @default DEFAULTS.appSegment ('invoicing') */
  appSegment?: string;
  /** @default DEFAULTS.envSegment ('qa') */
  envSegment?: string;
  /** Keys accepted in the `api_key` header. @default [SANDBOX_API_KEY] */
  apiKeys?: readonly string[];
  /**
   * Behave as nginx in front with its default `underscores_in_headers off`: request headers whose
   * names hold an underscore (`api_key`) are dropped before the sandbox reads them, and every
   * answer says `Server: nginx`. @default false
   */
  dropUnderscoreHeaders?: boolean;
  /** Keys of inactive developers: answered 403. @default [] */
  inactiveKeys?: readonly string[];
  /** Delay before every answer, ms. @default 0 */
  latencyMs?: number;
  /** Extra random delay up to this many ms. @default 0 */
  jitterMs?: number;
  /** Share of requests answered 502 or 504 before any processing (0..1). @default 0 */
  failRate?: number;
  /**
   * Creates fail at the gateway, unprocessed, while status and advertiser requests are answered
   * (create-outage.ts); they still count in `createRequests`. @default none
   */
  createOutage?: CreateOutageOption;
  /**
   * Every request of this read route has its connection reset once the request is read, as a
   * firewall or load balancer that drops idle flows does mid-call. @default none
   */
  resetReads?: Exclude<SandboxRoute, 'create'>;
  /** Share of creates that are processed, then answered 504: the response is lost (0..1). @default 0 */
  lostRate?: number;
  /**
   * Share of creates that are processed, then answered 503 with `Retry-After: 1`, as a back-end
   * that books and then reports itself busy does; gateways pass that answer on unchanged (0..1).
   * @default 0
   */
  busyAfterBookingRate?: number;
  /**
   * Book a second invoice with an existing (PayeeId, Invoice_Number) as a new instance instead of
   * refusing it, as a back-end without a duplicate check does. @default false
   */
  booksDuplicates?: boolean;
  /**
   * How a second create of an existing (PayeeId, Invoice_Number) is refused: `retcode` is HTTP 200
   * with E_RETCODE 8, as the finance back-end does; `conflict` is HTTP 409 with
   * `{"error":"Conflict","message":"... already exists as instance N"}`, as REST back-ends do.
   * @default 'retcode'
   */
  duplicateAnswer?: 'retcode' | 'conflict';
  /** How a booked create is answered (created-answer-fault.ts). @default 'plain' */
  createdAnswer?: CreatedAnswer;
  /**
   * Share of creates that are processed, then answered with one of `oddStatuses` around the
   * sandbox's own JSON answer, as a gateway that rewrites statuses does (0..1). @default 0
   */
  oddRate?: number;
  /**
   * Statuses of those answers, 0 to 999; one node's server refuses (below 100) is written on the
   * socket by hand. @default [303, 400, 600]
   */
  oddStatuses?: readonly number[];
  /** Share of new invoices that stay in approval for good (0..1). @default 0 */
  stuckRate?: number;
  /** Seed of the fault and latency random source, for repeatable runs. @default a random seed */
  seed?: number;
  /** JSON-lines file the invoices are kept in, read at start. @default none: memory only */
  stateFile?: string;
  /** How invoices move through their status steps. @default 'per-call' */
  advance?: Advance;
  /** Wrapping of the advertiser list. @default 'bare' */
  advertiserShape?: AdvertiserShape;
  /**
   * Answer only the first N of the 40 advertisers; 0 answers an empty list with status 200, as a
   * back-end whose directory is being reloaded at night does. @default 40
   */
  advertiserCount?: number;
  /** Also answer advertisers whose names are listed ones in another spelling, and one listed twice (DUPLICATE_ADVERTISERS). @default false */
  advertiserDuplicates?: boolean;
  /** Answer the `bare` or `numeric-ids` list in pages of this style (page-advertiser-list.ts). @default the whole list in one answer */
  advertiserPages?: AdvertiserPaging;
  /** Answer the first `requests` requests with `status` and a Retry-After header. @default none */
  throttle?: {
    requests: number;
    /** @default 429 */
    status?: 429 | 503;
    /** Retry-After value: seconds or an HTTP date. @default '1' */
    retryAfter?: string;
    /** @default any operation */
    route?: SandboxRoute;
    /**
     * Whose answer it is: `sandbox` writes the sandbox's own error body; `kong` is Kong Gateway's
     * own refusal when it has no upstream (`Server: kong/3.9.1`, `{"message":...}`). @default 'sandbox'
     */
    writer?: 'sandbox' | 'kong';
  };
  /**
   * Answer the first `requests` creates as Cloudflare's edge does when its origin fails it: the
   * 52x `status` with Cloudflare's page and headers; 520 and 524 after booking the create
   * (cloudflare-edge-answer.ts). @default none
   */
  cloudflareError?: { status: CloudflareStatus; requests: number };
  /**
   * Answer the first `requests` creates as a gateway or proxy in front writes it itself: nginx,
   * Envoy, HAProxy, Traefik, AWS API Gateway, Azure API Management (proxy-own-answers.ts); those
   * written after forwarding book the create first. @default none
   */
  proxyAnswer?: { name: ProxyAnswerName; requests: number; hop?: ProxyHopName | undefined };
  /** Creates in flight at most, like a gateway's spike arrest: one more is answered 429 with Retry-After, unprocessed. @default no limit */
  capacity?: number;
  /** Retry-After of those 429 answers: seconds or an HTTP date. @default '1' */
  capacityRetryAfter?: string;
  /** An Apigee-class gateway in front: spike arrest, NoActiveTargets, TooBigBody, key checks (sandbox-gateway.ts). @default none */
  gateway?: GatewayOptions;
  /** How a status answer names its instance (status-instance-fault.ts). @default 'as-asked' */
  statusInstanceId?: StatusInstanceId;
  /** How a status request for an unknown instance id is answered (unknown-instance-answer.ts). @default 'retcode' */
  unknownInstance?: UnknownInstanceAnswer;
  /**
   * Content-Encoding of every answer with a body, as a compressing proxy in front sends it: gzip,
   * deflate and br are compressed; any other coding is labelled but sent as it is
   * (encode-answer-body.ts). @default none
   */
  answerEncoding?: string;
  /** Answer every request (or those of one operation) with a redirection, unprocessed (redirect-answer.ts). @default none */
  redirect?: RedirectOption;
  /**
   * Answer every request (or those of one operation) HTTP 200 with a login proxy's sign-in page,
   * unprocessed (sign-in-answer.ts). @default none
   */
  signIn?: SignInOption;
  /** Answer no request in HTTP, as a TLS port does (answer-not-http.ts). @default HTTP */
  notHttp?: NotHttp;
  /**
   * Close keep-alive connections idle this long, with no `Keep-Alive` hint unless given, the close
   * reaching the client late (close-idle-connections.ts). @default kept 10 s, hint `timeout=10`
   */
  idleClose?: IdleCloseOption;
  /**
   * Act as a forward proxy that closes each connection after its answer without a `Connection:
   * close`, as tinyproxy does, the close arriving late (close-after-answer.ts); takes the place of
   * `idleClose`. @default false
   */
  proxyClosesAfterAnswer?: boolean;
  /** Clock, ms since the epoch. @default Date.now */
  now?: () => number;
}
