/**
 * A PostgreSQL URL whose host name no DNS server knows (a typo: `jornal-db`) is told at once as
 * "cannot open the journal" with words that point at the URL (exit 2, a usage error), where it was
 * waited for as a server coming back for the whole journal wait (60 s by default), then told to
 * "run the command again once the journal's server is up". A server that refuses is still waited for
 * (journal-starting-up, postgres-connection-limit).
 */
import { describe, expect, it } from 'vitest';
import { EXIT_USAGE, JournalError } from '../../../src/errors.js';
import { ALL_MIGRATIONS } from '../../../src/journal/migrations/all-migrations.js';
import { openPostgresJournal } from '../../../src/journal/postgres/open-postgres-journal.js';
import { isHostUnknown } from '../../../src/journal/postgres/wait-for-server.js';

describe('a journal URL naming an unknown host', () => {
  it('fails to open without waiting for the server, naming the host', async () => {
    const waits: string[] = [];
    const opening = openPostgresJournal('postgres://invoice@jornal-db.invalid:5432/journal', {
      migrations: ALL_MIGRATIONS,
      reconnectWithinMs: 25_000,
      onOpenWait: (reach) => waits.push(reach.kind),
    });
    const error: unknown = await opening.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(JournalError);
    expect((error as Error).message).toMatch(
      /cannot open the journal: .*ENOTFOUND jornal-db\.invalid.*: no DNS server knows this host name; check the host in the journal URL/,
    );
    expect((error as JournalError).exitCode).toBe(EXIT_USAGE);
    expect(waits).toEqual([]);
  }, 30_000);

  it.each([
    ['ENOTFOUND', true],
    ['EAI_AGAIN', false],
    ['ECONNREFUSED', false],
  ])('%s is an unknown host: %s', (code, unknown) => {
    expect(isHostUnknown(Object.assign(new Error(code), { code }))).toBe(unknown);
    expect(isHostUnknown(new AggregateError([Object.assign(new Error(code), { code })]))).toBe(unknown);
  });
});
