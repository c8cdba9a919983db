/**
 * One file validated two ways, for the worker-thread readers' tests: in this process from the
 * sources (always read in-process), and by the compiled CLI (a large file read on a worker thread;
 * build first: `npx tsc -p .`).
 */
import { fileURLToPath } from 'node:url';
import { validateFile } from '../../src/batch/validate-file.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { runCliProcess, type CliResult } from '../helpers/run-cli.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** validateFile's summary and problems, or the message it failed with. */
export async function validateInProcess(file: string, mapping: string) {
  try {
    const { summary, problems } = await validateFile(file, await loadMapping(mapping));
    return { summary, problems };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** `invoice-batch validate FILE --mapping MAPPING --json` as a child process. */
export function validateWithCli(file: string, mapping: string, timeoutMs: number): Promise<CliResult> {
  return runCliProcess(['validate', file, '--mapping', mapping, '--json'], { cwd: ROOT, timeoutMs });
}
