/**
 * The sandbox's stand-in for a base URL that has moved: a load balancer or gateway answering
 * every request with a redirection to elsewhere, before the back-end sees it.
 */
import type { InjectedAnswer } from './sandbox-options.js';
import type { RedirectOption, SandboxRoute } from './sandbox-front-options.js';

/** The redirection of a request of `route`, or undefined when it passes. */
export function redirectAnswer(
  option: RedirectOption | undefined,
  route: SandboxRoute | undefined,
): InjectedAnswer | undefined {
  if (!option || (option.route !== undefined && option.route !== route)) return undefined;
  return { status: option.status, body: '', headers: { Location: option.location } };
}
