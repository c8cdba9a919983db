/** The test file's PostgreSQL server (see postgres-server.ts), started on first use and stopped after the file. */
import { afterAll } from 'vitest';
import { startTestPostgres, type TestPostgres } from './postgres-server.js';

let shared: Promise<TestPostgres> | undefined;

afterAll(async () => {
  const server = shared;
  shared = undefined;
  await (await server)?.stop();
});

/** One server for the whole test file, started on first use and stopped after the file. */
export function sharedTestPostgres(): Promise<TestPostgres> {
  shared ??= startTestPostgres();
  return shared;
}

/** A new, empty database on the file's server, as a postgres:// URL. */
export async function testPostgresUrl(): Promise<string> {
  return (await sharedTestPostgres()).createDatabase();
}
