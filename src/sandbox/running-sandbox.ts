/** A sandbox once started: where it listens, what it counted, what it holds, and the answers tests queue on it. */
import type { InjectedAnswer } from './sandbox-options.js';

export interface SandboxStats {
  /** Create requests with a valid key, whatever came of them. */
  createRequests: number;
  created: number;
  /** Creates refused for validation, unknown payee or duplicate. */
  rejected: number;
  /** Creates of a (PayeeId, Invoice_Number) that already existed. */
  duplicateAttempts: number;
  /** Requests answered with an injected or random failure before processing. */
  injectedFailures: number;
  /** Creates processed, then answered 504. */
  lostResponses: number;
  /** Requests processed, then answered with another status around their own JSON answer. */
  oddAnswers: number;
  /** Creates answered 429 because `capacity` creates were in flight; not in createRequests. */
  throttled: number;
  /** The most creates that were in flight at once (throttled ones not counted). */
  peakCreatesInFlight: number;
  statusRequests: number;
  /** Requests of any operation refused for a missing, unknown or inactive api_key (401, 403). */
  refusedKeys: number;
  /** Requests refused by the `gateway` before the back-end; not in the other counts. */
  gatewayRefusals: number;
  /** Requests answered with the `redirect`, unprocessed; not in the other counts. */
  redirected: number;
  /** Requests answered with the `signIn` proxy's page, unprocessed; not in the other counts. */
  signInPages: number;
  /** Connections answered not in HTTP (`notHttp`); not in the other counts. */
  notHttpConnections: number;
  /** TCP connections accepted, counted only with `idleClose`. */
  connections: number;
  /** Requests reset unread as they came on a connection `idleClose` was closing; not in the other counts. */
  idleResets: number;
}

export interface SandboxInstanceView {
  instanceId: string;
  payeeId: string;
  invoiceNumber: string;
  invoiceId: string;
  amount: string;
  currency: string;
  /** ISO 8601 time of creation. */
  createdAt: string;
}

export interface RunningSandbox {
  /** `http://127.0.0.1:PORT`, no trailing slash. */
  baseUrl: string;
  erpSegment: string;
  appSegment: string;
  envSegment: string;
  /** The first accepted key. */
  apiKey: string;
  /** The state file, when there is one. */
  stateFile: string | undefined;
  /** Stops listening, ends open connections and closes the state file. */
  close(): Promise<void>;
  /** Counts since this server started. */
  stats(): SandboxStats;
  /** Every invoice known, including those read from the state file, in creation order. */
  instances(): SandboxInstanceView[];
  /** Queues answers for the next matching requests, in order. */
  injectNext(...answers: InjectedAnswer[]): void;
}
