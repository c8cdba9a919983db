/**
 * A command printed for the user to run next names the journal as every message does: a PostgreSQL
 * journal's password-like query parameters (sslpassword, the client key's passphrase) as `***`, so
 * the hint after an upload or validate never shows them; a file journal and other parameters as given.
 */
import { describe, expect, it } from 'vitest';
import { commandWithSettingsFlags, refreshAdvertisersCommand } from '../../src/commands/settings-flags-command.js';

const PASSPHRASE = 'Key-passphrase-2026-xyz';

describe('the command printed to run next', () => {
  it.each([
    ['sslpassword', `postgres://ib@db.example/journal?sslpassword=${PASSPHRASE}&application_name=ib`],
    ['SSLPassword in other case', `postgres://ib@db.example/journal?SSLPassword=${PASSPHRASE}`],
    ['password percent-encoded in its name', `postgres://ib@db.example/journal?pass%77ord=${PASSPHRASE}`],
  ])('masks the journal URL holding %s', (_, journal) => {
    const text = refreshAdvertisersCommand({ journal });
    expect(text.includes(PASSPHRASE), 'the passphrase is in the command').toBe(false);
    expect(text).toMatch(
      /^invoice-batch advertisers --refresh --journal 'postgres:\/\/ib@db\.example\/journal\?.*=\*\*\*/,
    );
  });

  it('keeps a file journal and the parameters that are no secret as given', () => {
    expect(commandWithSettingsFlags(['journal'], { journal: 'out/journal.sqlite' }, 'journal')).toBe(
      'invoice-batch journal --journal out/journal.sqlite',
    );
    expect(refreshAdvertisersCommand({ journal: 'postgres://ib@db.example/journal?application_name=ib' })).toBe(
      "invoice-batch advertisers --refresh --journal 'postgres://ib@db.example/journal?application_name=ib'",
    );
  });
});
