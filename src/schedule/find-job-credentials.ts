/**
 * A job's command line is printed (`schedule --list`, the "job started" line, errors) and is the
 * child's argv, which `ps` shows every user of the host: a password or API key written in it would
 * be shown in all of them. Such a job is refused when the config is read, and the command is only
 * ever printed with the credentials of its URLs replaced by `***`.
 */

/** Options that carry a secret as their value (the CLI has none; a job may still try one). */
const SECRET_OPTION = /^--?(?:api[-_]?key|password|passwd|pass|token|secret)(?:=|$)/i;

/** `scheme://user:password@` or `scheme://user@`: the userinfo of a URL, anywhere in a word. */
const USERINFO = /([a-z][a-z0-9+.-]*:\/\/)([^/?#@\s]*)@/gi;

/** A query parameter whose value is a password or key (`?password=`, `&sslpassword=`, `?api_key=`). */
const SECRET_PARAM = /([?&][^=&#\s]*(?:pass|key|token|secret)[^=&#\s]*=)[^&#\s]*/gi;

/** What a job's command holds that is a credential, in words that never quote it; undefined when none. */
export function findJobCredentials(command: string): string | undefined {
  const words = command.split(/\s+/);
  const option = words.find((word) => SECRET_OPTION.test(word.replace(/^["']/, '')));
  if (option)
    return `the command gives ${option.replace(/^["']/, '').split('=')[0]} a secret on the command line; give the API key by the profile's apiKeyFile or INVOICE_BATCH_API_KEY instead`;
  for (const [, , userinfo] of command.matchAll(USERINFO))
    if (userinfo?.includes(':'))
      return "the command holds a password in a URL; give a PostgreSQL journal's password by PGPASSWORD or a password file (PGPASSFILE), and the API key by the profile's apiKeyFile or INVOICE_BATCH_API_KEY instead";
  if (new RegExp(SECRET_PARAM.source, 'i').test(command))
    return "the command holds a password or key as a URL parameter; give a PostgreSQL journal's password by PGPASSWORD or a password file (PGPASSFILE), and the API key by the profile's apiKeyFile or INVOICE_BATCH_API_KEY instead";
  return undefined;
}

/** The command as printed: each URL's userinfo and each secret parameter's value replaced by `***`. */
export function redactJobCommand(command: string): string {
  return command
    .replace(
      USERINFO,
      (_, scheme: string, userinfo: string) => `${scheme}${userinfo.includes(':') ? '***' : userinfo}@`,
    )
    .replace(SECRET_PARAM, '$1***');
}
