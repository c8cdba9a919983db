/**
 * A journal URL's sslmode as pg is to apply it. pg 8 takes prefer, require and verify-ca as
 * verify-full (the server's certificate and host name checked) and says so in a multi-line
 * process warning on every command; pg 9 will take libpq's weaker meaning. invoice-batch keeps
 * today's checking, gives pg verify-full explicitly (no warning), and says it in one line instead.
 * A URL with uselibpqcompat=true asked for libpq's meaning and is left to pg as written.
 */

/** The modes pg takes as verify-full unless the URL asks for libpq's meaning. */
const TAKEN_AS_VERIFY_FULL = new Set(['prefer', 'require', 'verify-ca']);

export interface MappedSslMode {
  /** The URL to give pg. */
  url: string;
  /** One line saying what the URL's sslmode means here and how to write it; undefined: nothing to say. */
  notice: string | undefined;
}

/** Whether a line of a command's standard error is the notice below: for a scheduled job's reason, it is none. */
export const isSslModeNotice = (line: string): boolean => SSL_MODE_NOTICE.test(line);

const SSL_MODE_NOTICE = /: sslmode=[a-z-]+ is taken as verify-full \(/;

export function mapSslMode(url: string): MappedSslMode {
  const parsed = new URL(url);
  const mode = parsed.searchParams.get('sslmode');
  if (mode === null || !TAKEN_AS_VERIFY_FULL.has(mode) || parsed.searchParams.get('uselibpqcompat') === 'true')
    return { url, notice: undefined };
  parsed.searchParams.set('sslmode', 'verify-full');
  return {
    url: parsed.toString(),
    // Names the mode only: the URL may hold a password-like parameter.
    notice: `sslmode=${mode} is taken as verify-full (the server's certificate and host name are checked); write sslmode=verify-full to say so, or uselibpqcompat=true&sslmode=${mode} for libpq's meaning`,
  };
}
