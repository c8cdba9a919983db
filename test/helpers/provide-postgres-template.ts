/**
 * Global setup of the vitest run: a folder of the run where test/helpers/postgres-server.ts keeps
 * one initdb'd data folder, made by the first server of the run and copied by every other server
 * (a copy takes a tenth of a second; initdb takes seconds of CPU, once per server before). The
 * folder is named to the test processes in POSTGRES_TEMPLATE_ENV and removed after the run.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { POSTGRES_TEMPLATE_ENV } from './postgres-server.js';

export function setup(): () => void {
  // Every project of the run sets up again: the first folder serves them all.
  if (process.env[POSTGRES_TEMPLATE_ENV]) return () => undefined;
  const folder = mkdtempSync(join(tmpdir(), 'ib-postgres-template-'));
  // The server user (postgres, where the tests run as root) makes the template in here.
  chmodSync(folder, 0o755);
  process.env[POSTGRES_TEMPLATE_ENV] = folder;
  return () => {
    delete process.env[POSTGRES_TEMPLATE_ENV];
    rmSync(folder, { recursive: true, force: true });
  };
}
