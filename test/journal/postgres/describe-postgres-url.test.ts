/**
 * A PostgreSQL journal URL is shown to users (in "cannot open the journal", in the summary) without
 * any secret it carries: a password or sslpassword query parameter, in whatever spelling or
 * encoding, and a password in the userinfo.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describePostgresUrl } from '../../../src/journal/postgres/describe-postgres-url.js';
import { runCliProcess } from '../../helpers/run-cli.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

// As operators write them; URLSearchParams decodes percent-encoded names as pg-connection-string does.
const SECRET_NAMES = ['sslpassword', 'password', 'SSLPASSWORD', 'Password', 'ssl%70assword', 'pass%77ord'];
const OTHER_PARAMS = ['sslmode=verify-full', 'application_name=invoice-batch', 'sslcert=%2Fetc%2Fclient.crt'];

const secretText = fc.stringMatching(/^[A-Za-z0-9!*()~._-]{8,24}$/).map((text) => `s3cr3t${text}`);

describe('describePostgresUrl', () => {
  it('never shows a password or sslpassword, in the query or the userinfo, and keeps the rest', () => {
    fc.assert(
      fc.property(
        secretText,
        fc.constantFrom(...SECRET_NAMES),
        fc.subarray(OTHER_PARAMS),
        fc.boolean(),
        fc.boolean(),
        (secret, name, others, first, inUserinfo) => {
          const secretParam = `${name}=${encodeURIComponent(secret)}`;
          const params = first ? [secretParam, ...others] : [...others, secretParam];
          const userinfo = inUserinfo ? `clerk:${encodeURIComponent(secret)}@` : 'clerk@';
          const shown = describePostgresUrl(`postgres://${userinfo}db.example:5432/journal?${params.join('&')}`);
          expect(shown).not.toContain(secret);
          expect(shown).not.toContain(encodeURIComponent(secret));
          expect(shown).toContain('clerk@db.example:5432/journal');
          for (const other of others) expect(shown).toContain(other);
        },
      ),
    );
  });

  it('"cannot open the journal" does not print the sslpassword of the URL', async () => {
    const cwd = makeTempDir('journal-url-secret');
    const secret = 'ssl-s3cret-of-the-client-key';
    const url = `postgres://clerk@127.0.0.1:1/journal?sslmode=disable&sslpassword=${secret}`;
    // journal waits for a refused server as an upload does: a short wait keeps the test short.
    const result = await runCliProcess(['journal', '--journal', url], {
      cwd,
      env: { INVOICE_BATCH_JOURNAL_WAIT_MS: '500' },
    });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('cannot open the journal');
    expect(result.stderr + result.stdout).not.toContain(secret);
  });
});
