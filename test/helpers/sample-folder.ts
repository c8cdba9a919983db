/**
 * A user's working folder for one of the repository's samples: a temp folder holding a copy of the
 * sample and of its mapping under their own names, and the CLI run in it (in process: the sample and
 * its mapping are the subject of these tests, not the process).
 */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SANDBOX_API_KEY } from '../../src/settings.js';
import type { CliResult } from './run-cli.js';
import { runCliInProcess } from './run-cli-in-process.js';
import { makeTempDir } from './temp-dir.js';

/** Absolute path of a file of the repository, e.g. `samples/coupa-tax-rows.csv`. */
export const repoFile = (path: string): string => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** A temp folder (removed after the test) holding copies of `samples/<sample>` and `mappings/<mapping>`. */
export function copySampleFolder(prefix: string, sample: string, mapping: string): string {
  const dir = makeTempDir(prefix);
  copyFileSync(repoFile(`samples/${sample}`), join(dir, sample));
  copyFileSync(repoFile(`mappings/${mapping}`), join(dir, mapping));
  return dir;
}

/**
 * Runs the CLI's parse and commands in this process (test/helpers/run-cli-in-process.ts) in `dir`
 * against the finance API at `baseUrl`, with the journal `dir/journal.sqlite`.
 */
export function cliInFolder(dir: string, baseUrl: string): (args: string[]) => Promise<CliResult> {
  return (args) =>
    runCliInProcess([...args, '--journal', join(dir, 'journal.sqlite')], {
      cwd: dir,
      env: { INVOICE_BATCH_API_KEY: SANDBOX_API_KEY, INVOICE_BATCH_BASE_URL: baseUrl },
    });
}
