/**
 * Tells a login proxy's sign-in page (Entra, Okta, Cloudflare Access, Google, Keycloak, AD FS, a
 * SAML auto-post form, a corporate portal) among 2xx answers that are not JSON. Such a proxy
 * stands in front of the API and wants a person's session: the api_key is not enough, and every
 * further call gets the same page. Known by a password field, a SAML hand-off, a login form or a
 * sign-in title; a gateway's error page or any other HTML is not one. Pure.
 */
import { pageText } from './page-text.js';

const PASSWORD_FIELD = /<input\b[^>]*\btype\s*=\s*["']?password\b/i;
const SAML_HAND_OFF = /<input\b[^>]*\bname\s*=\s*["']?SAML(Request|Response)\b/i;
const LOGIN_FORM =
  /<form\b[^>]*\baction\s*=\s*["']?[^"'\s>]*(log-?in|sign-?in|\/sso\/|\/saml|authorize|\/adfs\/|cdn-cgi\/access)/i;
const SIGN_IN_TITLE =
  /\b(sign[\s-]?in|sign[\s-]?on|log[\s-]?in|log[\s-]?on|anmelden|anmeldung|connexion|iniciar sesi[oó]n|accedi)\b/i;
const TITLE = /<title[^>]*>([^<]*)<\/title>/i;
/** Widgets that draw the form by script, leaving no form in the page. */
const SIGN_IN_WIDGET = /\bid\s*=\s*["']?(okta-sign-in|kc-form-login|loginForm)\b/i;

/** Titles longer than this are cut: the title is a name to recognise, not the page. */
const TITLE_LENGTH = 80;

/** The parts of an answer read here (read-json-answer.ts's Answer). */
interface PageAnswer {
  headers: Headers;
  body: string;
  unread?: string | undefined;
}

function looksHtml(answer: PageAnswer): boolean {
  const type = answer.headers.get('content-type') ?? '';
  return /html/i.test(type) || /^\s*(<!--[^]*?-->\s*)?<(!doctype|html)/i.test(answer.body);
}

/**
 * The page's title (as a person reads it, the key removed; '' for none) when the answer is a
 * sign-in page, else undefined.
 */
export function readSignInPage(answer: PageAnswer, apiKey: string): string | undefined {
  if (answer.unread !== undefined || !looksHtml(answer)) return undefined;
  const rawTitle = TITLE.exec(answer.body)?.[1] ?? '';
  const title = rawTitle.trim() ? pageText(`<title>${rawTitle}</title>`) : '';
  const signs =
    PASSWORD_FIELD.test(answer.body) ||
    SAML_HAND_OFF.test(answer.body) ||
    LOGIN_FORM.test(answer.body) ||
    SIGN_IN_WIDGET.test(answer.body) ||
    SIGN_IN_TITLE.test(title);
  if (!signs) return undefined;
  // A proxy may echo what it was sent into its title; the key never appears in any output.
  const shown = apiKey ? title.split(apiKey).join('***') : title;
  return shown.length > TITLE_LENGTH ? `${shown.slice(0, TITLE_LENGTH - 1)}…` : shown;
}

/** What a sign-in page means, as every message names it; `title` as readSignInPage gives it. */
export function signInWords(title: string): string {
  return `a sign-in page answered (HTML, title '${title || 'none'}'): a login proxy stands in front of the API; its api_key is not enough`;
}
