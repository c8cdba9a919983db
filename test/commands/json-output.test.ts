/**
 * Every command that offers `--json` prints, with it, one JSON object on standard output and
 * nothing else there: a script pipes it to `jq` whatever the command.
 */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_API_KEY } from '../../src/settings.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { repoFile } from '../helpers/sample-folder.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const MAPPING = ['--mapping', 'legacy-us.yaml'];

/** Each command line with `--json`, run after one upload of legacy-us.csv (`results`: its workbook). */
const LINES: { name: string; args: (given: { results: string; instanceId: string; reference: string }) => string[] }[] =
  [
    { name: 'validate', args: () => ['validate', 'legacy-us.csv', ...MAPPING] },
    { name: 'upload again', args: () => ['upload', 'legacy-us.csv', ...MAPPING] },
    { name: 'journal', args: () => ['journal'] },
    { name: 'journal show', args: ({ reference }) => ['journal', 'show', reference] },
    { name: 'journal check', args: () => ['journal', 'check'] },
    { name: 'journal backup', args: () => ['journal', 'backup', '--to', 'copy.sqlite'] },
    { name: 'history', args: () => ['history'] },
    { name: 'status', args: ({ instanceId }) => ['status', instanceId] },
    { name: 'reconcile', args: () => ['reconcile'] },
    { name: 'import-results', args: ({ results }) => ['import-results', results] },
    { name: 'advertisers', args: () => ['advertisers', '--refresh'] },
    { name: 'watch --once', args: () => ['watch', 'drop', '--once', ...MAPPING] },
  ];

describe('--json', () => {
  let sandbox: TestSandbox;
  let dir: string;
  let given: { results: string; instanceId: string; reference: string };
  const cli = (args: string[]) =>
    runCliInProcess([...args, '--json'], {
      cwd: dir,
      env: {
        INVOICE_BATCH_API_KEY: SANDBOX_API_KEY,
        INVOICE_BATCH_BASE_URL: sandbox.baseUrl,
        INVOICE_BATCH_JOURNAL: join(dir, 'journal.sqlite'),
      },
    });

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    dir = makeTempDir('json-output');
    for (const file of ['samples/legacy-us.csv', 'mappings/legacy-us.yaml'])
      copyFileSync(repoFile(file), join(dir, file.split('/')[1]!));
    const uploaded = await cli(['upload', 'legacy-us.csv', ...MAPPING]);
    expect(uploaded.code, uploaded.stderr).toBe(0);
    const results = (JSON.parse(uploaded.stdout) as { results: string }).results;
    const instance = sandbox.instances()[0]!;
    given = { results, instanceId: instance.instanceId, reference: `${instance.payeeId}/${instance.invoiceNumber}` };
  });

  it.each(LINES)('$name prints one JSON object on stdout', async ({ args }) => {
    const result = await cli(args(given));
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.endsWith('\n')).toBe(true);
    const parsed: unknown = JSON.parse(result.stdout);
    expect(typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed), result.stdout).toBe(true);
  });
});
