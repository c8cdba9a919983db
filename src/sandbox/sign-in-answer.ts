/**
 * The sandbox's stand-in for an identity-aware proxy in front of the API (Entra application proxy,
 * Okta, Cloudflare Access, Google IAP, a corporate portal): it answers requests that carry no
 * session of its own with HTTP 200 and its sign-in page, before the back-end sees them.
 */
import type { InjectedAnswer } from './sandbox-options.js';
import type { SandboxRoute, SignInOption } from './sandbox-front-options.js';
import { SIGN_IN_PAGES } from './sign-in-pages.js';

/** Decides, request by request, which get the sign-in page; counts the requests of its route. */
export function createSignInProxy(option: SignInOption | undefined) {
  let seen = 0;
  return (route: SandboxRoute | undefined): InjectedAnswer | undefined => {
    if (!option || (option.route !== undefined && option.route !== route)) return undefined;
    seen += 1;
    if (seen <= (option.after ?? 0)) return undefined;
    return { status: 200, body: SIGN_IN_PAGES[option.page].html, contentType: 'text/html; charset=utf-8' };
  };
}
