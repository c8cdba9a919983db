/**
 * The sandbox's stand-in for a base URL that has moved: a load balancer or gateway answering
 * every request with a redirection to elsewhere, before the back-end sees it.
 */
import type { InjectedAnswer, SandboxRoute } from './sandbox-options.js';

export interface RedirectOption {
  /** 301, 302, 303, 307, 308, or any other status. */
  status: number;
  /** The Location header as sent: absolute or relative, credentials and query string included. */
  location: string;
  /** Only requests of this operation are redirected. @default every operation */
  route?: SandboxRoute;
}

/** The redirection of a request of `route`, or undefined when it passes. */
export function redirectAnswer(option: RedirectOption | undefined, route: SandboxRoute | undefined) {
  if (!option || (option.route !== undefined && option.route !== route)) return undefined;
  const answer: InjectedAnswer = { status: option.status, body: '', headers: { Location: option.location } };
  return answer;
}
