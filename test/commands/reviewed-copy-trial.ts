/**
 * What the reviewed-copy tests start from: a sandbox, the built CLI run against it in a temp folder
 * of its own, a CSV of `count` invoices with its mapping, and `upload --json` of that file.
 */
import { runCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

export async function startReviewedCopyTrial<Out>(name: string, inputs: { count: number; prefix: string }) {
  const cwd = makeTempDir(name);
  const sandbox = await startTestSandbox();
  const cli = (args: string[]) =>
    runCliProcess([...args, '--base-url', sandbox.baseUrl], {
      cwd,
      env: { INVOICE_BATCH_OPERATOR: undefined },
      timeoutMs: 60_000,
    });
  const file = writeUploadInputs(cwd, inputs);
  /** `upload --json` of the CSV with these flags: its exit code and its JSON. */
  const upload = async (...flags: string[]) => {
    const run = await cli(['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--json', ...flags]);
    return { code: run.code, out: JSON.parse(run.stdout) as Out };
  };
  return { sandbox, cli, file, upload };
}
