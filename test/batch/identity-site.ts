/**
 * A site for the journal identity tests: a config naming a sandbox, files of distinct invoices
 * (ONE, TWO, OTH, NEW, each of IDENTITY_COUNT), a register of journals in a temp folder, and the CLI
 * run there in-process.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SANDBOX_API_KEY } from '../../src/settings.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from './cli-inputs.js';

export const IDENTITY_COUNT = 3;

/** `run` runs the CLI in the site's folder; `upload` uploads `<file>.csv` through `journal`. */
export function writeIdentitySite(baseUrl: string, state = makeTempDir('identity-state')) {
  const dir = makeTempDir('journal-identity');
  for (const prefix of ['ONE', 'TWO', 'OTH', 'NEW'])
    writeUploadInputs(dir, { count: IDENTITY_COUNT, prefix, name: `${prefix}.csv` });
  const config = join(dir, 'site.yaml');
  writeFileSync(config, `defaultProfile: erp\nprofiles:\n  erp:\n    baseUrl: ${baseUrl}\n`);
  const env = { INVOICE_BATCH_API_KEY: SANDBOX_API_KEY, INVOICE_BATCH_CONFIG: config, INVOICE_BATCH_STATE_DIR: state };
  const run = (args: string[]) => runCliInProcess(args, { cwd: dir, env });
  const upload = (file: string, journal: string, ...more: string[]) =>
    run(['upload', `${file}.csv`, '--mapping', 'mapping.yaml', '--journal', journal, ...more]);
  return { dir, state, run, upload };
}

export type IdentitySite = ReturnType<typeof writeIdentitySite>;

/** A SQLite journal as one file, the way a backup or a copy is taken of a journal no process has open. */
export function removeJournal(path: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
}
