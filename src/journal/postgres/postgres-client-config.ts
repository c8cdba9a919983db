/**
 * How pg connects to a PostgreSQL journal. The password is PGPASSWORD, else the line of the
 * password file (PGPASSFILE, or ~/.pgpass) that matches the connection, else none. pg reads the
 * password file itself but warns on every connection that it will stop doing so (pg 9); given as
 * a function, it does not.
 */
import type pg from 'pg';
import { parseIntoClientConfig } from 'pg-connection-string';
import pgpass from 'pgpass';
import { mapSslMode } from './map-ssl-mode.js';

/** The connection's parameters, as pg passes them and pgpass matches them. */
type ConnectionInfo = Parameters<typeof pgpass>[0];

function passwordFor(connection: ConnectionInfo): Promise<string | undefined> {
  const given = process.env['PGPASSWORD'];
  if (given !== undefined) return Promise.resolve(given);
  return new Promise((resolve) => pgpass(connection, resolve));
}

/**
 * pg's settings for a journal URL (which never holds a password). The URL's parts are given one
 * by one: given as `connectionString`, pg would take the URL's empty password over the function.
 * pg calls the function with the connection's parameters and takes undefined as no password;
 * its types say neither. The URL's sslmode is given as map-ssl-mode.ts applies it.
 */
export function postgresClientConfig(url: string): pg.ClientConfig {
  return { ...parseIntoClientConfig(mapSslMode(url).url), password: passwordFor as unknown as () => Promise<string> };
}
