/**
 * The user name and password of an address replaced by `***`, for every message that echoes an
 * address: a base URL, a Location, a postgres:// URL, whether it parses or not. Cron and systemd
 * send standard error to log files, so a password echoed once is kept there. Pure.
 */

/**
 * After `//`, up to the last `@` of all: a password may hold an unescaped `/`, `?`, `#`, `@` or
 * space, which breaks the address or moves the parser's end of the userinfo.
 */
const ANY_USERINFO = /^(\s*[a-z][a-z0-9+.-]*:)?\/\/.*@/is;
/** An address: `scheme://` or `//`. */
const ADDRESS = /^\s*([a-z][a-z0-9+.-]*:)?\/\//i;
/** Where an address starts inside other text: `scheme://`. */
const EMBEDDED = /[a-z][a-z0-9+.-]*:\/\//i;
/** `user:password@host` without a scheme. */
const WITHOUT_SCHEME = /^\s*[^\s/@:]*:.*@/s;

const scheme = (_all: string, given: string | undefined) => `${given ?? ''}//***@`;

/** `text` with the userinfo of the address it holds masked: `https://***@host`; other text as it is. */
export function maskUrlCredentials(text: string): string {
  if (!ADDRESS.test(text)) {
    // Words pasted before the address (`Base URL https://...`): the address is masked from where it starts.
    const at = text.search(EMBEDDED);
    if (at > 0) return text.slice(0, at) + maskUrlCredentials(text.slice(at));
    return text.replace(WITHOUT_SCHEME, '***@');
  }
  // Even an address that parses: `https://admin:/secret@host` is host `admin` with the password in its path.
  return text.replace(ANY_USERINFO, scheme);
}
