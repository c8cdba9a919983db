/**
 * The URL's sslmode as invoice-batch applies it: pg's meaning of prefer, require and verify-ca (the
 * server's certificate and name checked, as verify-full) given to pg explicitly, so that pg prints
 * no SECURITY WARNING, and said in one line of our own; libpq's meaning only when the URL asks for it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isSslModeNotice, mapSslMode } from '../../../src/journal/postgres/map-ssl-mode.js';
import { postgresClientConfig } from '../../../src/journal/postgres/postgres-client-config.js';

const BASE = 'postgres://ib@db.example:5432/journal';

describe('mapSslMode', () => {
  it.each(['prefer', 'require', 'verify-ca'])('gives pg sslmode=%s as verify-full and says so in one line', (mode) => {
    const mapped = mapSslMode(`${BASE}?sslmode=${mode}`);
    expect(new URL(mapped.url).searchParams.get('sslmode')).toBe('verify-full');
    expect(mapped.notice).toBe(
      `sslmode=${mode} is taken as verify-full (the server's certificate and host name are checked); write sslmode=verify-full to say so, or uselibpqcompat=true&sslmode=${mode} for libpq's meaning`,
    );
    expect(mapped.notice).not.toContain('\n');
    // A scheduled job's reason leaves the line out (job-error-lines.ts).
    expect(isSslModeNotice(`invoice-batch: ${BASE}?sslmode=${mode}: ${mapped.notice}`)).toBe(true);
    expect(isSslModeNotice(`invoice-batch: ${BASE}: cannot open the journal: sslmode=${mode}`)).toBe(false);
  });

  it.each([
    [`${BASE}`, 'no sslmode'],
    [`${BASE}?sslmode=verify-full`, 'verify-full'],
    [`${BASE}?sslmode=disable`, 'disable'],
    [`${BASE}?uselibpqcompat=true&sslmode=require`, "libpq's meaning asked for"],
  ])('leaves %s as it is, with nothing to say (%s)', (url) => {
    expect(mapSslMode(url)).toEqual({ url, notice: undefined });
  });

  it('never puts a password of the URL in its words', () => {
    const mapped = mapSslMode(`${BASE}?sslpassword=Secret-9&sslmode=require`);
    expect(mapped.notice).not.toContain('Secret-9');
    expect(new URL(mapped.url).searchParams.get('sslpassword')).toBe('Secret-9');
  });
});

describe('postgresClientConfig with sslmode=require', () => {
  const warnings: Error[] = [];
  const listen = (warning: Error) => void warnings.push(warning);
  beforeEach(() => void process.on('warning', listen));
  afterEach(() => void process.off('warning', listen));

  it("checks the server's certificate, as pg does today, and emits no Node warning", async () => {
    const config = postgresClientConfig(`${BASE}?sslmode=require`);
    expect(config.ssl).toEqual({});
    // emitWarning tells its listeners on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.map((warning) => warning.message)).toEqual([]);
  });

  it("takes libpq's meaning when the URL asks for it: the certificate not checked", () => {
    const config = postgresClientConfig(`${BASE}?uselibpqcompat=true&sslmode=require`);
    expect(config.ssl).toEqual({ rejectUnauthorized: false });
  });
});
