/**
 * How a PostgreSQL journal's URL is shown to users. Its own file, without `pg`: commands that only
 * print a journal's name (validate's next steps) must not load the driver.
 */

// password, sslpassword (the client key's passphrase), in any case: names pg may read as a secret.
const SECRET_PARAM = /pass/i;

/**
 * The URL as shown to users: without a password in the userinfo (refused when the location is
 * read) and with the value of every password-like query parameter replaced by `***`.
 */
export function describePostgresUrl(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  for (const name of [...new Set(parsed.searchParams.keys())])
    if (SECRET_PARAM.test(name)) parsed.searchParams.set(name, '***');
  return parsed.toString();
}
