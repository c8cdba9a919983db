/** The test file's PostgreSQL server (see postgres-server.ts), started on first use and stopped after the file. */
import { closeAfterFile } from './close-after-file.js';
import { startTestPostgres, type TestPostgres } from './postgres-server.js';

let shared: Promise<TestPostgres> | undefined;

async function stopShared(): Promise<void> {
  const server = shared;
  shared = undefined;
  await (await server)?.stop();
}

/** One server for the whole test file, started on first use and stopped after the file. */
export function sharedTestPostgres(): Promise<TestPostgres> {
  if (shared === undefined) {
    shared = startTestPostgres();
    closeAfterFile(stopShared);
  }
  return shared;
}

/** A new, empty database on the file's server, as a postgres:// URL. */
export async function testPostgresUrl(): Promise<string> {
  return (await sharedTestPostgres()).createDatabase();
}
